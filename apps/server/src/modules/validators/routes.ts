import {
  canAssignValidators,
  DbIdSchema,
  InputErrors,
  isValidatorScope,
  UserSummarySchema,
  VALIDATOR_SCOPES,
  type ValidatorScope,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { parseInput } from '../../platform/contract.ts';
import { badRequest } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/locale.ts';
import { authorize } from '../../platform/policy.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { presentUserSummary } from '../../platform/presenters.ts';
import { listValidators, setValidatorScopes, type ValidatorEntry } from './service.ts';

const ScopeSchema = z
  .number()
  .int()
  .refine(isValidatorScope, { error: 'Unknown validator scope.' });
const BodySchema = z.object({ scopes: z.array(ScopeSchema).max(VALIDATOR_SCOPES.length) });
const ParamsSchema = z.object({ userId: DbIdSchema });
const EntrySchema = z.object({
  user: UserSummarySchema,
  user_role: z.object({ id: z.number().int(), role: z.number().int() }),
  scopes: z
    .array(z.number().int())
    .describe('1 User, 2 Jobs, 3 Blog, 4 SuperValidator, 5 Report, 6 Evenement, 7 Club'),
});

const NO_ACTIVE_ROLE = {
  fr: "Ce membre n'a pas de rôle actif dans cet établissement.",
  en: 'This member has no active role in this school.',
} as const;

/**
 * The validations centre's Validators tab (spec 1 §2; spec 2 §6 "Super validators assign
 * validation permissions"): who validates what in the Host's school, and changing it, for
 * super validators, school admins and super users (domain canAssignValidators).
 */
export const validatorsRoutes: FastifyPluginAsyncZod<{ db: Db; mediaUrl: MediaUrl }> = async (
  app,
  { db, mediaUrl },
) => {
  const present = (entry: ValidatorEntry) => ({
    user: presentUserSummary(entry.user, mediaUrl),
    user_role: entry.userRole,
    scopes: entry.scopes,
  });

  /** GET /api/validators/: the school's validators with their scopes. 200 `{results}`; 401; 403. */
  app.get(
    '/validators/',
    {
      schema: {
        tags: ['validations'],
        summary: "The school's validators",
        response: { 200: z.object({ results: z.array(EntrySchema) }), ...InputErrors },
      },
    },
    async (request) => {
      const ctx = await authorize(request, db, (c) =>
        canAssignValidators(c.user, c.permissionSchool),
      );
      return { results: (await listValidators(db, ctx.school.id)).map(present) };
    },
  );

  /**
   * PUT /api/validators/{userId}/ `{scopes}`: gives a member of the school exactly these
   * validator scopes (1–7; [] removes them), effective at once on this instance. 200 with the
   * entry; 400 `{"scopes"}` or `{"non_field_errors"}` without an active role here; 401; 403.
   */
  app.put(
    '/validators/:userId/',
    {
      attachValidation: true,
      schema: {
        tags: ['validations'],
        summary: "Set a member's validator scopes",
        params: ParamsSchema,
        body: BodySchema,
        response: { 200: EntrySchema, ...InputErrors },
      },
    },
    async (request) => {
      const ctx = await authorize(request, db, (c) =>
        canAssignValidators(c.user, c.permissionSchool),
      );
      const { userId } = parseInput(ParamsSchema, request.params);
      const { scopes } = parseInput(BodySchema, request.body);
      const entry = await setValidatorScopes(db, {
        schoolId: ctx.school.id,
        userId,
        scopes: scopes as ValidatorScope[],
      });
      if (!entry) {
        throw badRequest({ non_field_errors: [NO_ACTIVE_ROLE[requestLocale(request)]] });
      }
      // Permission data and the public details both list validators.
      request.server.schoolCaches.permissions.delete(ctx.school.id);
      request.server.schoolCaches.details.delete(ctx.school.subdomain);
      return present(entry);
    },
  );
};
