import {
  fastifyPath,
  IMAGE_MESSAGES,
  PROFILE_IMAGE_FORMATS,
  PROFILE_IMAGE_MAX_BYTES,
  SCHOOL_PAGES_PATHS,
  SchoolPagesParamsSchema,
  TEAM_PHOTO_SIZE,
  TeamMemberBodySchema,
  TeamMemberCreateResponses,
  TeamMemberDeleteResponses,
  TeamMemberParamsSchema,
  TeamMemberPatchBodySchema,
  TeamMemberUpdateResponses,
  TeamPhotoBodySchema,
  TeamPhotoDeleteResponses,
  TeamPhotoResponses,
} from '@alumni/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { multipartBody } from '../../platform/contract.ts';
import { newMediaKey, readImageUpload, toWebp } from '../../platform/images.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { pagesEditor } from './policy.ts';
import {
  createTeamMember,
  deleteTeamMember,
  removeTeamPhoto,
  replaceTeamPhoto,
  teamMemberAdmin,
  updateTeamMember,
} from './team.service.ts';

/**
 * School settings → school pages → team (spec 1 §2 "School page editing: … team section"): the
 * school's admins add, change, move, delete the people of the about page's team and upload
 * their photos (platform/images.ts: judged by content, cropped square, WebP without metadata).
 * Multipart parsing is registered here only.
 */
export const teamRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mediaUrl: MediaUrl;
  mediaRoot: string;
}> = async (app, { db, mediaUrl, mediaRoot }) => {
  await app.register(multipart, {
    limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  /**
   * POST /api/schools/{id}/team/ `{name, position?: {fr, en}, biography?: {fr, en}, user?}`:
   * adds a person at the end of the team (name ≤ 100, positions ≤ 100, biographies ≤ 1000;
   * `user` a member of the school whose profile the card links to). 201 the person; 400 per
   * field (`user` not a member), `{"detail"}` with 30 people already; 401; 403; 404.
   */
  app.post(
    fastifyPath(SCHOOL_PAGES_PATHS.team),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['about'],
        summary: 'Add a person to the team',
        params: SchoolPagesParamsSchema,
        body: TeamMemberBodySchema,
        response: TeamMemberCreateResponses,
      },
    },
    async (request, reply) => {
      const actor = await pagesEditor(request, db);
      const member = await createTeamMember(db, actor.school.id, request.body, mediaUrl);
      return reply.code(201).send(member);
    },
  );

  /**
   * PATCH /api/schools/{id}/team/{memberId}/ with any of the fields of POST and `order`, the
   * person's new place from 0 (the others keep their order around it). 200 the person; 400
   * per field; 401; 403; 404 for another school's person.
   */
  app.patch(
    fastifyPath(SCHOOL_PAGES_PATHS.teamMember),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['about'],
        summary: 'Change or move a person of the team',
        params: TeamMemberParamsSchema,
        body: TeamMemberPatchBodySchema,
        response: TeamMemberUpdateResponses,
      },
    },
    async (request) => {
      const actor = await pagesEditor(request, db);
      const { memberId } = request.params;
      return updateTeamMember(db, actor.school.id, memberId, request.body, mediaUrl);
    },
  );

  /**
   * DELETE /api/schools/{id}/team/{memberId}/: 204, the others closing up and the photo's file
   * removed; 401; 403; 404 for another school's person.
   */
  app.delete(
    fastifyPath(SCHOOL_PAGES_PATHS.teamMember),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['about'],
        summary: 'Delete a person of the team',
        params: TeamMemberParamsSchema,
        response: TeamMemberDeleteResponses,
      },
    },
    async (request, reply) => {
      const actor = await pagesEditor(request, db);
      await deleteTeamMember(db, actor.school.id, request.params.memberId, mediaRoot);
      return reply.code(204).send(null);
    },
  );

  /**
   * POST /api/schools/{id}/team/{memberId}/photo/: multipart field `file`, a JPEG, PNG, WebP or
   * GIF judged by its content, 5 MB at most, stored cropped square (400×400 px) as WebP
   * without metadata; the old file is removed. 200 the person; 400 `{"file": […]}`; 413
   * `{"detail"}`; 401; 403; 404 for another school's person.
   */
  app.post(
    fastifyPath(SCHOOL_PAGES_PATHS.teamPhoto),
    {
      preValidation: requireSignedIn,
      bodyLimit: PROFILE_IMAGE_MAX_BYTES * 2,
      schema: {
        tags: ['about'],
        summary: "Upload a team member's photo",
        consumes: ['multipart/form-data'],
        params: TeamMemberParamsSchema,
        body: multipartBody(TeamPhotoBodySchema),
        response: TeamPhotoResponses,
      },
    },
    async (request) => {
      const actor = await pagesEditor(request, db);
      const messages = IMAGE_MESSAGES[actor.locale];
      const { memberId } = request.params;
      // Not found before the upload is read: another school's person costs no decoding.
      await teamMemberAdmin(db, actor.school.id, memberId, mediaUrl);
      const upload = await readImageUpload(request, {
        maxBytes: PROFILE_IMAGE_MAX_BYTES,
        messages,
      });
      const data = await toWebp(upload, {
        size: TEAM_PHOTO_SIZE,
        formats: PROFILE_IMAGE_FORMATS,
        messages,
      });
      await replaceTeamPhoto(db, actor.school.id, memberId, {
        mediaRoot,
        key: newMediaKey(`schools/${actor.school.subdomain}/team`),
        data,
      });
      return teamMemberAdmin(db, actor.school.id, memberId, mediaUrl);
    },
  );

  /**
   * DELETE /api/schools/{id}/team/{memberId}/photo/: the photo is gone and its file removed.
   * 200 the person; 401; 403; 404 for another school's person.
   */
  app.delete(
    fastifyPath(SCHOOL_PAGES_PATHS.teamPhoto),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['about'],
        summary: "Remove a team member's photo",
        params: TeamMemberParamsSchema,
        response: TeamPhotoDeleteResponses,
      },
    },
    async (request) => {
      const actor = await pagesEditor(request, db);
      const { memberId } = request.params;
      await removeTeamPhoto(db, actor.school.id, memberId, mediaRoot);
      return teamMemberAdmin(db, actor.school.id, memberId, mediaUrl);
    },
  );
};
