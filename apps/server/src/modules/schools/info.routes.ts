import {
  fastifyPath,
  SCHOOL_INFO_PATHS,
  SchoolInfoBodySchema,
  SchoolInfoParamsSchema,
  SchoolInfoResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { saveSchoolInfo } from './info.service.ts';
import { schoolSettingsActor } from './settings-actor.ts';

/** School settings "school info" (spec 1 §2 Settings; spec 2 §7), for the school's admins. */
export const schoolInfoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /**
   * PATCH /api/schools/{id}/ `{name?, address?, description?: {fr, en}, preferred_locale?,
   * currency?, time_zone?, phone_countries?, has_campus?, primary_color?, secondary_color?,
   * sender_name?, sender_email?, legal_url?, validate_registration?, has_public_pages?,
   * show_inactive?, min_registration_age?, map_enabled?, user_map?, map_center?: [lat, lng],
   * map_zoom?}`: saves the
   * fields sent (domain school-info.ts: name and sender required, 1 or 2, ISO currency, IANA
   * zone, 1–30 country codes, hex colours, http(s) links or empty, an age of 0–99, degrees
   * within ±90 and ±180, a zoom of 1–18);
   * every instance sees them at once (`school.changed`: details, row and time zone caches).
   * The terms of use and privacy policy addresses change as a terms version only (the terms
   * module, `POST /api/schools/{id}/terms/`): sent here, they are ignored.
   * 200 the school's information as saved; 400 per field; 401; 403 for non-admins; 404 for
   * another school's id.
   */
  app.patch(
    fastifyPath(SCHOOL_INFO_PATHS.school),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: "Change the school's information",
        params: SchoolInfoParamsSchema,
        body: SchoolInfoBodySchema,
        response: SchoolInfoResponses,
      },
    },
    async (request) => {
      const ctx = await schoolSettingsActor(request, db);
      const saved = await saveSchoolInfo(db, ctx.school.id, request.body);
      await ctx.emit(db, 'school.changed', { part: 'info' });
      return saved;
    },
  );
};
