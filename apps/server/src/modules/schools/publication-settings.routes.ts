import {
  canManagePublicationSettings,
  fastifyPath,
  hasRoleInSchool,
  PUBLICATION_SETTING_PATHS,
  PublicationSettingsBodySchema,
  PublicationSettingsParamsSchema,
  PublicationSettingsResponses,
  RefusalReasonListResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { authorize } from '../../platform/policy.ts';
import { getPublicationSettings, savePublicationSettings } from './publication-settings.service.ts';

/**
 * School settings "job ad validation", "event validation" and "blog validation" (spec 1 §2
 * Settings; domain publication-settings.ts), for the school's admins.
 */
export const publicationSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /**
   * GET /api/school-settings/validation/{area}/ (area blog, event or jobad): 200 the area's
   * flags (`validate`, `has_filter`, and `show_views`, `feed_hide` where it has them, else
   * null) and ordered refusal reasons; 400 for another area; 401; 403 for non-admins.
   */
  app.get(
    fastifyPath(PUBLICATION_SETTING_PATHS.settings),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: "A publishing area's validation settings",
        params: PublicationSettingsParamsSchema,
        response: PublicationSettingsResponses,
      },
    },
    async (request) => {
      const ctx = await authorize(request, db, (c) =>
        canManagePublicationSettings(c.user, c.permissionSchool),
      );
      return getPublicationSettings(db, ctx.school, request.params.area);
    },
  );

  /**
   * PUT /api/school-settings/validation/{area}/ `{validate, has_filter, show_views?,
   * feed_hide?, reasons: [{id?, label_fr, label_en}]}` (at most 20 reasons of 200
   * characters): saves the flags and the whole list of reasons in one transaction; every
   * instance sees the new flags at once (`school.changed`). 200 the settings as saved; 400
   * per field; 401; 403 for non-admins.
   */
  app.put(
    fastifyPath(PUBLICATION_SETTING_PATHS.settings),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: "Save a publishing area's validation settings",
        params: PublicationSettingsParamsSchema,
        body: PublicationSettingsBodySchema,
        response: PublicationSettingsResponses,
      },
    },
    async (request) => {
      const ctx = await authorize(request, db, (c) =>
        canManagePublicationSettings(c.user, c.permissionSchool),
      );
      const saved = await savePublicationSettings(
        db,
        ctx.school,
        request.params.area,
        request.body,
      );
      await ctx.emit(db, 'school.changed', { part: 'publication_settings' });
      return saved;
    },
  );

  /**
   * GET /api/school-settings/validation/{area}/reasons/: the area's refusal reasons in their
   * order, for the validators' refuse dialog (members of the school; the reasons are no
   * secret: authors read them in their refusals). 200 `{results: [{id, label_fr,
   * label_en}]}`; 400 for another area; 401; 403 without a role in the school.
   */
  app.get(
    fastifyPath(PUBLICATION_SETTING_PATHS.reasons),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: "A publishing area's refusal reasons",
        params: PublicationSettingsParamsSchema,
        response: RefusalReasonListResponses,
      },
    },
    async (request) => {
      const ctx = await authorize(request, db, (c) => hasRoleInSchool(c.user, c.permissionSchool));
      const settings = await getPublicationSettings(db, ctx.school, request.params.area);
      return { results: settings.reasons };
    },
  );
};
