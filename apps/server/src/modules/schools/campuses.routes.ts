import {
  CAMPUS_PATHS,
  CampusBodySchema,
  CampusCreateResponses,
  CampusDeleteResponses,
  CampusListParamsSchema,
  CampusListResponses,
  CampusParamsSchema,
  CampusUpdateResponses,
  fastifyPath,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { requestLocale } from '../../platform/locale.ts';
import { createCampus, deleteCampus, listCampuses, renameCampus } from './campuses.service.ts';
import { schoolSettingsActor } from './settings-actor.ts';

/**
 * School settings → campuses (spec 1 §2 Settings, §3 Campus; spec 2 §6 "School admins …
 * manage … degrees and campuses"), for the school's admins, from the school's own host (a
 * school id other than the host's is not found). Every change reaches every instance's
 * school details at once (`school.changed`): the campuses are in them.
 */
export const schoolCampusesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /**
   * GET /api/schools/{id}/campuses/: `[{id, name, user_count}]` by name, `user_count` the
   * members whose role in the school names the campus. 401; 403 for non-admins; 404.
   */
  app.get(
    fastifyPath(CAMPUS_PATHS.campuses),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: "The school's campuses with their members",
        params: CampusListParamsSchema,
        response: CampusListResponses,
      },
    },
    async (request) => {
      const ctx = await schoolSettingsActor(request, db);
      return listCampuses(db, ctx.school.id);
    },
  );

  /**
   * POST /api/schools/{id}/campuses/ `{name}` (required, trimmed, ≤ 255 characters, unique in
   * the school): 201 `{id, name, user_count: 0}`; 400 `{"name": […]}`; 401; 403; 404.
   */
  app.post(
    fastifyPath(CAMPUS_PATHS.campuses),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: 'Add a campus',
        params: CampusListParamsSchema,
        body: CampusBodySchema,
        response: CampusCreateResponses,
      },
    },
    async (request, reply) => {
      const ctx = await schoolSettingsActor(request, db);
      const campus = await createCampus(db, ctx.school.id, request.body, requestLocale(request));
      await ctx.emit(db, 'school.changed', { part: 'campuses' });
      return reply.code(201).send(campus);
    },
  );

  /**
   * PATCH /api/schools/{id}/campuses/{campusId}/ `{name}`: renames it, its members keeping
   * it. 200 `{id, name, user_count}`; 400 `{"name": […]}`; 401; 403; 404 for another school's.
   */
  app.patch(
    fastifyPath(CAMPUS_PATHS.campus),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: 'Rename a campus',
        params: CampusParamsSchema,
        body: CampusBodySchema,
        response: CampusUpdateResponses,
      },
    },
    async (request) => {
      const ctx = await schoolSettingsActor(request, db);
      const campus = await renameCampus(
        db,
        ctx.school.id,
        request.params.campusId,
        request.body,
        requestLocale(request),
      );
      await ctx.emit(db, 'school.changed', { part: 'campuses' });
      return campus;
    },
  );

  /**
   * DELETE /api/schools/{id}/campuses/{campusId}/: 204; 409 `{"detail"}` naming how many
   * members or events use it (nothing deleted); 401; 403; 404 for another school's.
   */
  app.delete(
    fastifyPath(CAMPUS_PATHS.campus),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: 'Delete an unused campus',
        params: CampusParamsSchema,
        response: CampusDeleteResponses,
      },
    },
    async (request, reply) => {
      const ctx = await schoolSettingsActor(request, db);
      await deleteCampus(db, ctx.school.id, request.params.campusId, requestLocale(request));
      await ctx.emit(db, 'school.changed', { part: 'campuses' });
      return reply.code(204).send(null);
    },
  );
};
