import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  detectDocumentFormat,
  HobbyBodySchema,
  HobbyParamsSchema,
  HobbyResponses,
  LinkAttachmentBodySchema,
  LinkAttachmentFieldsSchema,
  ProfileDeletedResponses,
  ProfileLinkBodySchema,
  ProfileLinkParamsSchema,
  ProfileLinkResponses,
  ProfileUserParamsSchema,
} from '@alumni/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { multipartBody, parseInput } from '../../platform/contract.ts';
import { badRequest } from '../../platform/errors.ts';
import { newMediaKey, readUpload, removeMedia, writeMedia } from '../../platform/images.ts';
import { requestLocale } from '../../platform/locale.ts';
import { addHobby, addLink, deleteHobby, deleteLink } from './items.service.ts';
import type { ProfilesOptions } from './options.ts';
import { authorizeOnMember, canEditProfile, changeOf } from './policy.ts';
import { presentHobby, presentLink } from './presenters.ts';

/** Hobbies and links of a profile (spec 1 §3 Profile items, §5 Profile "a link needs a title and a valid URL"). */
export const itemsRoutes: FastifyPluginAsyncZod<ProfilesOptions> = async (
  app,
  { db, mediaUrl, mediaRoot },
) => {
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 3, parts: 4 },
  });

  /** POST /api/users/{id}/hobbies/ `{name}` (owner check): 201 `{id, name}`; 400, 401, 403, 404. */
  app.post(
    '/users/:id/hobbies/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: 'Add a hobby',
        params: ProfileUserParamsSchema,
        body: HobbyBodySchema,
        response: HobbyResponses,
      },
    },
    async (request, reply) => {
      const { ctx, member } = await authorizeOnMember(
        request,
        db,
        request.params.id,
        canEditProfile,
      );
      const row = await addHobby(db, changeOf(ctx, member), request.body.name);
      return reply.status(201).send(presentHobby(row));
    },
  );

  /** DELETE /api/users/{id}/hobbies/{hobbyId}/ (owner check): 204; 404 for another's hobby. */
  app.delete(
    '/users/:id/hobbies/:hobbyId/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: 'Delete a hobby',
        params: HobbyParamsSchema,
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
      await deleteHobby(db, changeOf(ctx, member), request.params.hobbyId);
      return reply.status(204).send(null);
    },
  );

  /**
   * POST /api/users/{id}/links/ `{title, url, icon?}` (owner check): a titled http(s) link.
   * 201 `{id, icon, title, url, attachment}`; 400 per field; 401, 403, 404.
   */
  app.post(
    '/users/:id/links/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: 'Add a link',
        params: ProfileUserParamsSchema,
        body: ProfileLinkBodySchema,
        response: ProfileLinkResponses,
      },
    },
    async (request, reply) => {
      const { ctx, member } = await authorizeOnMember(
        request,
        db,
        request.params.id,
        canEditProfile,
      );
      const row = await addLink(db, changeOf(ctx, member), request.body);
      return reply.status(201).send(presentLink(row, mediaUrl));
    },
  );

  /**
   * POST /api/users/{id}/links/attachment/ (owner check; spec 1 §3 "URL or attachment"):
   * multipart fields `title` (then optional `icon`) and `file`, a PDF or Word document judged
   * by its content, 3 MB at most. 201 `{id, icon, title, url: null, attachment}` with the
   * file's URL; 400 `{"title"}` / `{"file"}`; 413; 401, 403, 404.
   *
   * The body schema documents the form (multipartBody): the stream is read here
   * (readUpload) and its text fields checked with LinkAttachmentFieldsSchema.
   */
  app.post(
    '/users/:id/links/attachment/',
    {
      preValidation: requireSignedIn,
      bodyLimit: DOCUMENT_MAX_BYTES * 2,
      schema: {
        tags: ['profiles'],
        summary: 'Add a link to an uploaded document',
        consumes: ['multipart/form-data'],
        params: ProfileUserParamsSchema,
        body: multipartBody(LinkAttachmentBodySchema),
        response: ProfileLinkResponses,
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
      const messages = DOCUMENT_MESSAGES[locale];
      const upload = await readUpload(request, { maxBytes: DOCUMENT_MAX_BYTES, messages });
      const input = parseInput(LinkAttachmentFieldsSchema, upload.fields);
      const format = detectDocumentFormat(upload.data);
      if (!format) throw badRequest({ file: [messages.invalidAttachmentFormat] });
      const key = newMediaKey(`links/${member.user.id}`, format);
      await writeMedia(mediaRoot, key, upload.data);
      const row = await addLink(db, changeOf(ctx, member), { ...input, attachment: key });
      return reply.status(201).send(presentLink(row, mediaUrl));
    },
  );

  /** DELETE /api/users/{id}/links/{linkId}/ (owner check): 204; 404 for another's link. */
  app.delete(
    '/users/:id/links/:linkId/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: 'Delete a link',
        params: ProfileLinkParamsSchema,
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
      const link = await deleteLink(db, changeOf(ctx, member), request.params.linkId);
      await removeMedia(mediaRoot, link.attachment);
      return reply.status(204).send(null);
    },
  );
};
