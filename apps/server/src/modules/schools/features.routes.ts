import {
  FEATURE_SETTINGS_PATHS,
  FeatureListBodySchema,
  FeatureListParamsSchema,
  FeatureListResponses,
  fastifyPath,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { requestLocale } from '../../platform/locale.ts';
import { saveFeatures } from './features.service.ts';
import { schoolSettingsActor } from './settings-actor.ts';

/** School settings → features and pages (spec 1 §2 Settings, §3 Feature entry), for admins. */
export const schoolFeaturesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /**
   * PUT /api/schools/{id}/features/ `{features: [{id, path, enabled, names: {fr, en},
   * url_redirect, slug}]}`: the navbar's entries in their new order (domain
   * feature-settings.ts: a name in one language at least, ≤ 32 characters; a link's address
   * and a page's slug required; the dashboard stays on; built-in features turned off, never
   * removed; the school's own links and pages added with `id: null`, removed by leaving them
   * out). Every instance's details change at once (`school.changed`). 200 `{features}` as
   * the details give them; 400 per field (`features.3.names`) or `{"detail"}`; 401; 403; 404
   * for another school's id.
   */
  app.put(
    fastifyPath(FEATURE_SETTINGS_PATHS.features),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: "Save the school's navbar entries",
        params: FeatureListParamsSchema,
        body: FeatureListBodySchema,
        response: FeatureListResponses,
      },
    },
    async (request) => {
      const ctx = await schoolSettingsActor(request, db);
      const saved = await saveFeatures(db, ctx.school, request.body, requestLocale(request));
      await ctx.emit(db, 'school.changed', { part: 'features' });
      return { features: saved };
    },
  );
};
