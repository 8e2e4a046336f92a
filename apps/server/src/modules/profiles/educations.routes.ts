import {
  EducationBodySchema,
  EducationDecisionParamsSchema,
  EducationDecisionResponses,
  EducationParamsSchema,
  EducationPatchBodySchema,
  EducationResponses,
  educationPatchSchema,
  fastifyPath,
  PendingEducationListResponses,
  PROFILE_PATHS,
  ProfileDeletedResponses,
  ProfilePageQuerySchema,
  ProfileUserParamsSchema,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { parseInput } from '../../platform/contract.ts';
import { requestLocale } from '../../platform/locale.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { authorize } from '../../platform/policy.ts';
import {
  createEducation,
  decideEducation,
  deleteEducation,
  findEducation,
  listPendingEducations,
  updateEducation,
} from './items.service.ts';
import type { ProfilesOptions } from './options.ts';
import { authorizeOnMember, canEditProfile, canValidateProfiles, changeOf } from './policy.ts';
import { educationInputOf, presentEducation, presentPendingEducation } from './presenters.ts';

/**
 * Educations (spec 1 §3 Education, §4 "Education added from a school or changed is visible
 * only after admin validation") and their validation by the school.
 */
export const educationsRoutes: FastifyPluginAsyncZod<ProfilesOptions> = async (app, { db }) => {
  /**
   * POST /api/users/{id}/educations/ (owner check): adds an education, its body checked by
   * the route schema EducationBodySchema. With `school: true` the member declares THIS school's education: its
   * facility becomes the school's name, an optional `degree` must be one of the school's,
   * and it waits for validation (`pending_validation`) unless its author validates the
   * school's profiles. 201 with it; 400 per field; 401 (also before a bad body), 403, 404.
   */
  app.post(
    fastifyPath(PROFILE_PATHS.educations),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: 'Add an education',
        params: ProfileUserParamsSchema,
        body: EducationBodySchema,
        response: EducationResponses,
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const { ctx, member } = await authorizeOnMember(
        request,
        db,
        request.params.id,
        canEditProfile,
      );
      const row = await createEducation(db, changeOf(ctx, member), ctx.school, request.body, {
        locale,
        selfValidated: canValidateProfiles(ctx),
      });
      if (row.pendingValidation) {
        await ctx.emit(db, 'education.declared', {
          educationId: row.id,
          userId: row.userId,
        });
      }
      return reply.status(201).send(presentEducation(row));
    },
  );

  /**
   * PATCH /api/users/{id}/educations/{educationId}/: any subset of the fields, merged over
   * the stored education and checked whole; a declared one waits for validation again. The
   * route schema (EducationPatchBodySchema) checks each field sent; the whole can only be
   * checked once the stored education is loaded, so the handler parses the merge with
   * educationPatchSchema (parseInput). 403 `{"detail"}` for an education from the school
   * (`is_immutable`); 400, 401, 404.
   */
  app.patch(
    fastifyPath(PROFILE_PATHS.education),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: 'Change an education',
        params: EducationParamsSchema,
        body: EducationPatchBodySchema,
        response: EducationResponses,
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const params = request.params;
      const { ctx, member } = await authorizeOnMember(request, db, params.id, canEditProfile);
      const row = await findEducation(db, member.user.id, params.educationId);
      const input = parseInput(
        educationPatchSchema(educationInputOf(row, ctx.school.id)),
        request.body,
      );
      const saved = await updateEducation(db, changeOf(ctx, member), ctx.school, row, input, {
        locale,
        selfValidated: canValidateProfiles(ctx),
      });
      if (saved.pendingValidation) {
        await ctx.emit(db, 'education.declared', {
          educationId: saved.id,
          userId: saved.userId,
        });
      }
      return presentEducation(saved);
    },
  );

  /** DELETE /api/users/{id}/educations/{educationId}/: 204; 403 `{"detail"}` when immutable. */
  app.delete(
    fastifyPath(PROFILE_PATHS.education),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: 'Delete an education',
        params: EducationParamsSchema,
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
      const row = await findEducation(db, member.user.id, request.params.educationId);
      await deleteEducation(db, changeOf(ctx, member), row, requestLocale(request));
      return reply.status(204).send(null);
    },
  );

  /**
   * GET /api/educations/pending/?page=&page_size=: educations declared for this school that
   * wait for validation, oldest first, with their member; `{count, next, previous,
   * results}`. School admins and validators of scope User; 401, 403.
   */
  app.get(
    fastifyPath(PROFILE_PATHS.pendingEducations),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: 'Educations waiting for validation',
        querystring: ProfilePageQuerySchema,
        response: PendingEducationListResponses,
      },
    },
    async (request) => {
      const { school } = await authorize(request, db, canValidateProfiles);
      const { page, page_size: pageSize } = request.query;
      const { count, rows } = await listPendingEducations(db, school, { page, pageSize });
      return {
        count,
        ...pageLinks(request.url, page, pageSize, count),
        results: rows.map(presentPendingEducation),
      };
    },
  );

  /**
   * POST /api/educations/{id}/validate/ or /refuse/: validates a pending education of this
   * school (everyone sees it from now on) or refuses it (it is removed). `{id, decision}`;
   * 404 for another school's or an already decided one; 409 when another validator decided
   * it meanwhile; 401, 403.
   */
  app.post(
    fastifyPath(PROFILE_PATHS.educationDecision),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: 'Validate or refuse a declared education',
        params: EducationDecisionParamsSchema,
        response: EducationDecisionResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canValidateProfiles);
      const { id, decision } = request.params;
      await decideEducation(db, actor, { id, decision });
      await actor.emit(db, 'education.decided', { educationId: id, decision });
      return { id, decision };
    },
  );
};
