import {
  ChatAttachmentParamsSchema,
  ChatAttachmentResponses,
  ChatAttachmentUploadBodySchema,
  ChatAttachmentUploadResponses,
  DISCUSSION_PATHS,
  fastifyPath,
  MESSAGE_ATTACHMENT_MAX_BYTES,
} from '@alumni/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { multipartBody } from '../../platform/contract.ts';
import { sendFileDownload } from '../../platform/downloads.ts';
import { notFound } from '../../platform/errors.ts';
import { authorize } from '../../platform/policy.ts';
import { attachmentPath, attachmentSize, receiveAttachment } from './attachments.ts';
import type { DiscussionsOptions } from './options.ts';
import { mayUseMessaging, participantConversation } from './policy.ts';
import { presentUpload } from './presenters.ts';
import { findMessage } from './store.ts';

/**
 * Attachments of messages (docs/areas/discussions.md "Rules"): the upload, and the download
 * for the conversation's participants only. Files never sit under the public `/media/`.
 */
export const attachmentsRoutes: FastifyPluginAsyncZod<DiscussionsOptions> = async (
  app,
  { db, mediaRoot },
) => {
  await app.register(multipart, {
    limits: { fileSize: MESSAGE_ATTACHMENT_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  /**
   * POST /api/conversations/attachments/: multipart field `file`, 3 MB at most: an image
   * (JPEG, PNG, WebP, GIF; re-encoded as WebP without metadata) or a document (PDF, Word,
   * Excel, PowerPoint, text; typed by its bytes). 201 `{key, kind, name, mime, size, width,
   * height}`: name `key` in a message's `attachments`. 400 `{"file"}`; 413 past 3 MB.
   */
  app.post(
    fastifyPath(DISCUSSION_PATHS.attachments),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['discussions'],
        summary: 'Upload an attachment for a message',
        consumes: ['multipart/form-data'],
        body: multipartBody(ChatAttachmentUploadBodySchema),
        response: ChatAttachmentUploadResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, mayUseMessaging);
      return reply
        .code(201)
        .send(presentUpload(await receiveAttachment(request, actor, mediaRoot)));
    },
  );

  /**
   * GET /api/conversations/{id}/messages/{messageId}/attachments/{index}/: the file, for the
   * conversation's participants, as a private download (its type, `nosniff`, sandboxed, not
   * cached). 404 for a conversation one is not in, a deleted message, an index past its
   * attachments or a file gone.
   */
  app.get(
    fastifyPath(DISCUSSION_PATHS.attachment),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['discussions'],
        summary: "Download a message's attachment",
        params: ChatAttachmentParamsSchema,
        response: ChatAttachmentResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, mayUseMessaging);
      const { id, messageId, index } = request.params;
      await participantConversation(db, actor, id);
      const message = await findMessage(db, actor.school.id, id, messageId);
      const attachment = message?.deletedAt ? undefined : message?.attachments[index];
      if (!attachment) throw notFound();
      const size = await attachmentSize(mediaRoot, attachment.key);
      if (size < 0) throw notFound();
      return sendFileDownload(reply, {
        path: attachmentPath(mediaRoot, attachment.key),
        size,
        contentType: attachment.mime,
        fileName: attachment.name,
      });
    },
  );
};
