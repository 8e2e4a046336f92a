import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  detectDocumentFormat,
  hobbySchema,
  profileLinkSchema,
} from '@alumni/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseInput } from '../../platform/contract.ts';
import { badRequest } from '../../platform/errors.ts';
import { newMediaKey, readUpload, removeMedia, writeMedia } from '../../platform/images.ts';
import { requestLocale } from '../../platform/locale.ts';
import { addHobby, addLink, deleteHobby, deleteLink } from './items.service.ts';
import type { ProfilesOptions } from './options.ts';
import { authorizeOnMember, canEditProfile, changeOf } from './policy.ts';
import { presentHobby, presentLink } from './presenters.ts';
import {
  DeletedResponses,
  HobbyBodyDoc,
  HobbyParamsSchema,
  HobbyResponses,
  LinkAttachmentBodyDoc,
  LinkBodyDoc,
  LinkParamsSchema,
  LinkResponses,
  UserParamsSchema,
} from './schemas.ts';

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
      attachValidation: true,
      schema: {
        tags: ['profiles'],
        summary: 'Add a hobby',
        params: UserParamsSchema,
        body: HobbyBodyDoc,
        response: HobbyResponses,
      },
    },
    async (request, reply) => {
      const { id } = parseInput(UserParamsSchema, request.params);
      const { ctx, member } = await authorizeOnMember(request, db, id, canEditProfile);
      const input = parseInput(hobbySchema(), request.body);
      const row = await addHobby(db, changeOf(ctx, member), input.name);
      return reply.status(201).send(presentHobby(row));
    },
  );

  /** DELETE /api/users/{id}/hobbies/{hobbyId}/ (owner check): 204; 404 for another's hobby. */
  app.delete(
    '/users/:id/hobbies/:hobbyId/',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Delete a hobby',
        params: HobbyParamsSchema,
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
      attachValidation: true,
      schema: {
        tags: ['profiles'],
        summary: 'Add a link',
        params: UserParamsSchema,
        body: LinkBodyDoc,
        response: LinkResponses,
      },
    },
    async (request, reply) => {
      const { id } = parseInput(UserParamsSchema, request.params);
      const { ctx, member } = await authorizeOnMember(request, db, id, canEditProfile);
      const input = parseInput(profileLinkSchema(), request.body);
      const row = await addLink(db, changeOf(ctx, member), input);
      return reply.status(201).send(presentLink(row, mediaUrl));
    },
  );

  /**
   * POST /api/users/{id}/links/attachment/ (owner check; spec 1 §3 "URL or attachment"):
   * multipart fields `title` (then optional `icon`) and `file`, a PDF or Word document judged
   * by its content, 3 MB at most. 201 `{id, icon, title, url: null, attachment}` with the
   * file's URL; 400 `{"title"}` / `{"file"}`; 413; 401, 403, 404.
   */
  app.post(
    '/users/:id/links/attachment/',
    {
      attachValidation: true,
      bodyLimit: DOCUMENT_MAX_BYTES * 2,
      schema: {
        tags: ['profiles'],
        summary: 'Add a link to an uploaded document',
        consumes: ['multipart/form-data'],
        params: UserParamsSchema,
        body: LinkAttachmentBodyDoc,
        response: LinkResponses,
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const { id } = parseInput(UserParamsSchema, request.params);
      const { ctx, member } = await authorizeOnMember(request, db, id, canEditProfile);
      const messages = DOCUMENT_MESSAGES[locale];
      const upload = await readUpload(request, { maxBytes: DOCUMENT_MAX_BYTES, messages });
      const input = parseInput(profileLinkSchema().omit({ url: true }), upload.fields);
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
      schema: {
        tags: ['profiles'],
        summary: 'Delete a link',
        params: LinkParamsSchema,
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
      const link = await deleteLink(db, changeOf(ctx, member), request.params.linkId);
      await removeMedia(mediaRoot, link.attachment);
      return reply.status(204).send(null);
    },
  );
};
