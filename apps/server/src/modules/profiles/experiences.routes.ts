import {
  EXPERIENCE_RULES,
  ExperienceBodySchema,
  ExperienceParamsSchema,
  ExperiencePatchBodySchema,
  ExperienceResponses,
  fastifyPath,
  PROFILE_PATHS,
  ProfileDeletedResponses,
  ProfileUserParamsSchema,
  workExperiencePatchSchema,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { parseInput } from '../../platform/contract.ts';
import {
  createExperience,
  deleteExperience,
  findExperience,
  updateExperience,
} from './items.service.ts';
import type { ProfilesOptions } from './options.ts';
import { authorizeOnMember, canEditProfile, changeOf } from './policy.ts';
import { presentExperience } from './presenters.ts';

/** Work experiences (spec 1 §3 Profile items, §5 Profile; spec 2 §7 the PATCH). */
export const experiencesRoutes: FastifyPluginAsyncZod<ProfilesOptions> = async (app, { db }) => {
  /**
   * POST /api/users/{id}/experiences/ (owner check of spec 2 §6: the owner, super users,
   * superowner_allowed roles): adds a work experience, its body checked by the route
   * schema ExperienceBodySchema (title, organisation, location, real yyyy-mm-dd dates, end
   * not before start unless current). 201 with it; 400 per field in the request's
   * language; 401 (also before a bad body), 403, 404.
   */
  app.post(
    fastifyPath(PROFILE_PATHS.experiences),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: 'Add a work experience',
        params: ProfileUserParamsSchema,
        body: ExperienceBodySchema,
        response: ExperienceResponses,
      },
    },
    async (request, reply) => {
      const { ctx, member } = await authorizeOnMember(
        request,
        db,
        request.params.id,
        canEditProfile,
      );
      const row = await createExperience(db, changeOf(ctx, member), request.body);
      return reply.status(201).send(presentExperience(row, { privateFields: true }));
    },
  );

  /**
   * PATCH /api/users/{id}/experiences/{experienceId}/ (spec 2 §7 "current_occupation and
   * end_date, or other experience fields"): any subset of the fields, merged over the stored
   * experience and checked whole, so the profile-update prompt's `{current_occupation,
   * end_date}` is enough; closing a current occupation needs its end date. The route schema
   * (ExperiencePatchBodySchema) checks each field sent; the whole can only be checked once
   * the stored experience is loaded, so the handler parses the merge with
   * workExperiencePatchSchema (parseInput). 200 with the experience; 400 per field (e.g.
   * `{"end_date": [...]}` before the start); 401, 403, 404.
   */
  app.patch(
    fastifyPath(PROFILE_PATHS.experience),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: 'Change a work experience',
        params: ExperienceParamsSchema,
        body: ExperiencePatchBodySchema,
        response: ExperienceResponses,
      },
    },
    async (request) => {
      const params = request.params;
      const { ctx, member } = await authorizeOnMember(request, db, params.id, canEditProfile);
      const row = await findExperience(db, member.user.id, params.experienceId);
      const input = parseInput(
        workExperiencePatchSchema({
          ...EXPERIENCE_RULES,
          stored: presentExperience(row, { privateFields: true }),
        }),
        request.body,
      );
      const saved = await updateExperience(db, changeOf(ctx, member), row, input);
      return presentExperience(saved, { privateFields: true });
    },
  );

  /** DELETE /api/users/{id}/experiences/{experienceId}/: removes it (and its timeline entries); 204. */
  app.delete(
    fastifyPath(PROFILE_PATHS.experience),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: 'Delete a work experience',
        params: ExperienceParamsSchema,
        response: ProfileDeletedResponses,
      },
    },
    async (request, reply) => {
      const { ctx, member } = await authorizeOnMember(
        request,
        db,
        request.params.id,
        canEditProfile,
      );
      const row = await findExperience(db, member.user.id, request.params.experienceId);
      await deleteExperience(db, changeOf(ctx, member), row);
      return reply.status(204).send(null);
    },
  );
};
