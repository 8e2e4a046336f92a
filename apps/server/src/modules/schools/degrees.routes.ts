import {
  DEGREE_PATHS,
  DegreeBodySchema,
  DegreeCreateResponses,
  DegreeDeleteResponses,
  DegreeListParamsSchema,
  DegreeParamsSchema,
  DegreeUpdateResponses,
  fastifyPath,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { requestLocale } from '../../platform/locale.ts';
import { createDegree, deleteDegree, updateDegree } from './degrees.service.ts';
import { schoolSettingsActor } from './settings-actor.ts';

/**
 * School settings → degrees, one at a time (spec 1 §3 Degree, §4, §5 Degrees; spec 2 §6
 * "School admins … manage … degrees and campuses"; a degree file adds many: imports), for
 * the school's admins, from the school's own host. The list is the school details'
 * `degrees`, fresh on every instance after each change (`school.changed`).
 */
export const schoolDegreesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /**
   * POST /api/schools/{id}/degrees/ `{name, section?, subsection?}` (name required, unique
   * in the school; each ≤ 255 characters): 201 `{id, name, section, subsection,
   * user_count}`; 400 per field; 401; 403; 404.
   */
  app.post(
    fastifyPath(DEGREE_PATHS.degrees),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: 'Add a degree',
        params: DegreeListParamsSchema,
        body: DegreeBodySchema,
        response: DegreeCreateResponses,
      },
    },
    async (request, reply) => {
      const ctx = await schoolSettingsActor(request, db);
      const locale = requestLocale(request);
      const degree = await createDegree(db, ctx.school.id, request.body, locale);
      await ctx.emit(db, 'school.changed', { part: 'degrees' });
      return reply.code(201).send(degree);
    },
  );

  /**
   * PATCH /api/schools/{id}/degrees/{degreeId}/ `{name, section?, subsection?}`: saves the
   * three (absent ones emptied); holders keep it. 200 the degree; 400; 401; 403; 404.
   */
  app.patch(
    fastifyPath(DEGREE_PATHS.degree),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: 'Change a degree',
        params: DegreeParamsSchema,
        body: DegreeBodySchema,
        response: DegreeUpdateResponses,
      },
    },
    async (request) => {
      const ctx = await schoolSettingsActor(request, db);
      const { degreeId } = request.params;
      const locale = requestLocale(request);
      const degree = await updateDegree(db, ctx.school.id, degreeId, request.body, locale);
      await ctx.emit(db, 'school.changed', { part: 'degrees' });
      return degree;
    },
  );

  /**
   * DELETE /api/schools/{id}/degrees/{degreeId}/: 204; 409 `{"detail"}` naming how many
   * members hold it or how much content restricts its audience to it; 401; 403; 404.
   */
  app.delete(
    fastifyPath(DEGREE_PATHS.degree),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: 'Delete a degree nobody holds',
        params: DegreeParamsSchema,
        response: DegreeDeleteResponses,
      },
    },
    async (request, reply) => {
      const ctx = await schoolSettingsActor(request, db);
      await deleteDegree(db, ctx.school.id, request.params.degreeId, requestLocale(request));
      await ctx.emit(db, 'school.changed', { part: 'degrees' });
      return reply.code(204).send(null);
    },
  );
};
