import {
  DUPLICATE_PATHS,
  DuplicateListResponses,
  DuplicateQuerySchema,
  fastifyPath,
  MergeBodySchema,
  MergeResponses,
} from '@alumni/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { acrossSchools } from '../../platform/request-scope.ts';
import { authorizeBulkAdmin } from '../bulk-operations/index.ts';
import { type AcrossSchools, listDuplicates, mergeMembers } from './service.ts';

/**
 * Duplicate users (issue 34 item 5; spec 1 §2 school settings "duplicate users"): the list
 * of pairs and the merge. School admins and super users, through the policy layer (401
 * signed out, 403 otherwise); across schools, super users only.
 */
export const duplicatesRoutes: FastifyPluginAsyncZod<{ db: Db; mediaUrl: MediaUrl }> = async (
  app,
  { db, mediaUrl },
) => {
  /** The audited step across schools, for this request and actor. */
  const acrossFor =
    (request: FastifyRequest, actor: Actor, reason: string): AcrossSchools =>
    (fn) =>
      acrossSchools(request, db, reason, actor.authUser.id, fn);

  /**
   * GET /api/duplicates/?across_schools=true|false → 200 `{results: [{users: [a, b], reasons,
   * conflicts}]}`: pairs of the school's members that look like one person (e-mail variants,
   * name and birth date, external reference), at most 200; `across_schools=true`, every
   * account (super users only: 403). 401; 403 for anyone but the school's admins.
   */
  app.get(
    fastifyPath(DUPLICATE_PATHS.duplicates),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['duplicates'],
        summary: 'Pairs of members that look like one person',
        querystring: DuplicateQuerySchema,
        response: DuplicateListResponses,
      },
    },
    async (request) => {
      const actor = await authorizeBulkAdmin(request, db);
      const across = request.query.across_schools
        ? acrossFor(request, actor, 'duplicates: accounts of every school')
        : null;
      return listDuplicates(db, actor, mediaUrl, across);
    },
  );

  /**
   * POST /api/duplicates/merges/ `{keep_id, merge_id, choices, across_schools}` → 200 `{user}`
   * the kept account: everything of the merged one moved to it, in one transaction, in the
   * audit log. 400 per field (same user, a conflicting field without a choice, the admin's own
   * account merged away), 400 "Cannot merge users from another school" (spec 2 §8); 401; 403
   * (not an admin; across schools, not a super user); 404 an account not found.
   */
  app.post(
    fastifyPath(DUPLICATE_PATHS.merges),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['duplicates'],
        summary: 'Merge one member into another',
        body: MergeBodySchema,
        response: MergeResponses,
      },
    },
    async (request) => {
      const actor = await authorizeBulkAdmin(request, db);
      const across = acrossFor(request, actor, 'duplicates: merge, the accounts in every school');
      return mergeMembers(db, actor, request.body, mediaUrl, across);
    },
  );
};
