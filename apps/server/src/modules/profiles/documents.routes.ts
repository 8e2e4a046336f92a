import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  fastifyPath,
  LinkAttachmentBodySchema,
  LinkAttachmentFieldsSchema,
  PROFILE_PATHS,
  ProfileLinkDocumentResponses,
  ProfileLinkParamsSchema,
  ProfileLinkResponses,
  ProfileUserParamsSchema,
} from '@alumni/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { multipartBody, parseInput } from '../../platform/contract.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { readUpload } from '../../platform/images.ts';
import { requestLocale } from '../../platform/locale.ts';
import { addLinkDocument, readLinkDocument } from './documents.service.ts';
import type { ProfilesOptions } from './options.ts';
import { authorizeOnMember, canEditProfile, canViewProfile, changeOf } from './policy.ts';
import { presentLink } from './presenters.ts';

/** Documents attached to profile links: upload and download (spec 1 §3; issue 12 item 6). */
export const documentsRoutes: FastifyPluginAsyncZod<ProfilesOptions> = async (
  app,
  { db, mediaRoot },
) => {
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 3, parts: 4 },
  });

  /**
   * POST /api/users/{id}/links/attachment/ (owner check; spec 1 §3 "URL or attachment"):
   * multipart fields `title` (then optional `icon`) and `file`, a PDF or Word document judged
   * by its content, 3 MB at most, with no HTML or script in its first bytes and a name and
   * declared type that agree with it. 201 `{id, icon, title, url: null, attachment}`, the
   * attachment being its download URL; 400 `{"title"}` / `{"file"}` (empty, not a document,
   * HTML inside, name or type naming another format); 413; 401, 403, 404.
   *
   * The body schema documents the form (multipartBody): the stream is read here
   * (readUpload) and its text fields checked with LinkAttachmentFieldsSchema.
   */
  app.post(
    fastifyPath(PROFILE_PATHS.linkAttachments),
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
      const row = await addLinkDocument(db, changeOf(ctx, member), input, upload, {
        mediaRoot,
        locale,
      });
      return reply.status(201).send(presentLink(row));
    },
  );

  /**
   * GET /api/users/{id}/links/{linkId}/attachment/: the link's document, for whoever may see
   * the profile (canViewProfile), as a download: its own type, `Content-Disposition:
   * attachment` named after the link's title, `nosniff`, a sandboxing CSP, not cached.
   * 401 signed out; 403 as the profile; 404 for a member hidden from the viewer, another
   * member's link, or a link to a web address.
   */
  app.get(
    fastifyPath(PROFILE_PATHS.linkAttachment),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: "Download a profile link's document",
        params: ProfileLinkParamsSchema,
        response: ProfileLinkDocumentResponses,
      },
    },
    async (request, reply) => {
      const { member } = await authorizeOnMember(request, db, request.params.id, canViewProfile);
      const document = await readLinkDocument(db, mediaRoot, {
        userId: member.user.id,
        linkId: request.params.linkId,
      });
      return sendDownload(reply, document);
    },
  );
};
