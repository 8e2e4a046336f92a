import {
  canAssignValidators,
  fastifyPath,
  VALIDATOR_PATHS,
  type ValidatorEntry as ValidatorEntryJson,
  ValidatorEntryResponses,
  ValidatorListResponses,
  ValidatorParamsSchema,
  ValidatorScopesBodySchema,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { badRequest } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/locale.ts';
import { authorize } from '../../platform/policy.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { presentUserSummary } from '../../platform/presenters.ts';
import { listValidators, setValidatorScopes, type ValidatorEntry } from './service.ts';

/** The 400 of a scope given to someone with no active role here, per locale. */
export const NO_ACTIVE_ROLE = {
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
  const present = (entry: ValidatorEntry): ValidatorEntryJson => ({
    user: presentUserSummary(entry.user, mediaUrl),
    user_role: entry.userRole,
    scopes: entry.scopes,
  });

  /** GET /api/validators/: the school's validators with their scopes. 200 `{results}`; 401; 403. */
  app.get(
    fastifyPath(VALIDATOR_PATHS.list),
    {
      schema: {
        tags: ['validations'],
        summary: "The school's validators",
        response: ValidatorListResponses,
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
   * validator scopes (1–7; [] removes them), effective at once on this instance. A super
   * validator who is not an admin adds only scopes they hold (issue 31). 200 with the entry;
   * 400 `{"scopes"}` or `{"non_field_errors"}` without an active role here; 401; 403, with the
   * reason for scopes the caller may not give.
   */
  app.put(
    fastifyPath(VALIDATOR_PATHS.validator),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['validations'],
        summary: "Set a member's validator scopes",
        params: ValidatorParamsSchema,
        body: ValidatorScopesBodySchema,
        response: ValidatorEntryResponses,
      },
    },
    async (request) => {
      const ctx = await authorize(request, db, (c) =>
        canAssignValidators(c.user, c.permissionSchool),
      );
      const entry = await setValidatorScopes(db, {
        schoolId: ctx.school.id,
        userId: request.params.userId,
        scopes: request.body.scopes,
        by: { user: ctx.user, school: ctx.permissionSchool },
      });
      if (!entry) {
        throw badRequest({ non_field_errors: [NO_ACTIVE_ROLE[requestLocale(request)]] });
      }
      // Permission data and the public details both list validators.
      await ctx.emit(db, 'school.changed', { part: 'validators' });
      return present(entry);
    },
  );
};
