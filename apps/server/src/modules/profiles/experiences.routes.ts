import { workExperienceInputSchema, workExperiencePatchSchema } from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import {
  DeletedResponses,
  ExperienceBodyDoc,
  ExperienceParamsSchema,
  ExperiencePatchBodyDoc,
  ExperienceResponses,
  UserParamsSchema,
} from './schemas.ts';

/**
 * The school asks for the statistics fields of work experiences (spec 1 §5 Profile): no
 * school setting holds this yet, so they stay optional everywhere until one does.
 */
const STATISTICS = { statistics: false } as const;

/** Work experiences (spec 1 §3 Profile items, §5 Profile; spec 2 §7 the PATCH). */
export const experiencesRoutes: FastifyPluginAsyncZod<ProfilesOptions> = async (app, { db }) => {
  /**
   * POST /api/users/{id}/experiences/ (owner check of spec 2 §6: the owner, super users,
   * superowner_allowed roles): adds a work experience checked by workExperienceInputSchema
   * (title, organisation, location, real yyyy-mm-dd dates, end not before start unless
   * current).
   * 201 with it; 400 per field in the request's language; 401, 403, 404.
   */
  app.post(
    '/users/:id/experiences/',
    {
      attachValidation: true,
      schema: {
        tags: ['profiles'],
        summary: 'Add a work experience',
        params: UserParamsSchema,
        body: ExperienceBodyDoc,
        response: ExperienceResponses,
      },
    },
    async (request, reply) => {
      const { id } = parseInput(UserParamsSchema, request.params);
      const { ctx, member } = await authorizeOnMember(request, db, id, canEditProfile);
      const input = parseInput(workExperienceInputSchema(STATISTICS), request.body);
      const row = await createExperience(db, changeOf(ctx, member), input);
      return reply.status(201).send(presentExperience(row, { privateFields: true }));
    },
  );

  /**
   * PATCH /api/users/{id}/experiences/{experienceId}/ (spec 2 §7 "current_occupation and
   * end_date, or other experience fields"): any subset of the fields, merged over the stored
   * experience and checked whole, so the profile-update prompt's `{current_occupation,
   * end_date}` is enough; closing a current occupation needs its end date. 200 with the
   * experience; 400 per field (e.g. `{"end_date": [...]}` before the start); 401, 403, 404.
   */
  app.patch(
    '/users/:id/experiences/:experienceId/',
    {
      attachValidation: true,
      schema: {
        tags: ['profiles'],
        summary: 'Change a work experience',
        params: ExperienceParamsSchema,
        body: ExperiencePatchBodyDoc,
        response: ExperienceResponses,
      },
    },
    async (request) => {
      const params = parseInput(ExperienceParamsSchema, request.params);
      const { ctx, member } = await authorizeOnMember(request, db, params.id, canEditProfile);
      const row = await findExperience(db, member.user.id, params.experienceId);
      const input = parseInput(
        workExperiencePatchSchema({
          ...STATISTICS,
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
    '/users/:id/experiences/:experienceId/',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Delete a work experience',
        params: ExperienceParamsSchema,
        response: DeletedResponses,
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
