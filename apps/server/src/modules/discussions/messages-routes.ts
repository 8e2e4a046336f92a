import {
  ChatMessageCreateBodySchema,
  ChatMessageCreateResponses,
  ChatMessageListQuerySchema,
  ChatMessageListResponses,
  ChatMessageParamsSchema,
  ChatMessagePatchBodySchema,
  ChatMessageResponses,
  ChatReadBodySchema,
  ChatReadResponses,
  ConversationParamsSchema,
  DISCUSSION_PATHS,
  fastifyPath,
  messageRef,
} from '@alumni/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { HttpError } from '../../platform/errors.ts';
import { authorize } from '../../platform/policy.ts';
import {
  deleteMessage,
  editMessage,
  listMessages,
  readConversation,
  sendMessage,
} from './messages.service.ts';
import type { DiscussionsOptions } from './options.ts';
import { mayUseMessaging } from './policy.ts';

/**
 * A conversation's messages (docs/areas/discussions.md "API"; spec 1 §2 "message thread",
 * §4 "Message: sent, read"): the thread by pages, sending (rate-limited per member and
 * school), editing and deleting one's own, read receipts. 401, 403 without the permission,
 * 404 for a conversation one is not in.
 */
export const messagesRoutes: FastifyPluginAsyncZod<DiscussionsOptions> = async (app, opts) => {
  const { db, bus, mediaUrl, mediaRoot, messageRatePerMinute } = opts;
  const deps = (request: FastifyRequest) => ({ bus, mediaUrl, mediaRoot, log: request.log });

  /**
   * The send rate (config MESSAGE_RATE_PER_MINUTE, 30 by default) per member and school,
   * counted after the sign-in check (so the key is the member, not the address), in Redis
   * when there is one: 429 `{"detail"}` beyond.
   */
  const sendRate = {
    rateLimit: {
      max: messageRatePerMinute,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: async (request: FastifyRequest) => {
        const school = await request.school();
        const user = await request.currentUser();
        return `chat-send:${school.id}:${user?.id ?? 0}`;
      },
      errorResponseBuilder: () =>
        new HttpError(429, {
          detail: messageRef('discussions', 'rateLimited', { max: messageRatePerMinute }),
        }),
    },
  };

  /**
   * GET /api/conversations/{id}/messages/?before=&page_size=: a page of the thread, newest
   * first (30 by default, at most 100), messages with `seq` below `before`. 200 `{next,
   * results}`, `next` the `before` of the older page.
   */
  app.get(
    fastifyPath(DISCUSSION_PATHS.messages),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['discussions'],
        summary: 'A page of the thread, newest first',
        params: ConversationParamsSchema,
        querystring: ChatMessageListQuerySchema,
        response: ChatMessageListResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, mayUseMessaging);
      return listMessages(db, actor, request.params.id, request.query, deps(request));
    },
  );

  /**
   * POST /api/conversations/{id}/messages/ `{body, client_id, attachments?}`: 201 the
   * message; 200 the stored one for a `client_id` sent already (a retried send); 400 per
   * field; 403 when a block stands or nobody may be written to; 429 past the send rate.
   */
  app.post(
    fastifyPath(DISCUSSION_PATHS.messages),
    {
      preValidation: requireSignedIn,
      config: sendRate,
      schema: {
        tags: ['discussions'],
        summary: 'Send a message',
        params: ConversationParamsSchema,
        body: ChatMessageCreateBodySchema,
        response: ChatMessageCreateResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, mayUseMessaging);
      const { message, created } = await sendMessage(
        db,
        actor,
        request.params.id,
        request.body,
        deps(request),
      );
      return reply.code(created ? 201 : 200).send(message);
    },
  );

  /**
   * PATCH /api/conversations/{id}/messages/{messageId}/ `{body}`: edits one's own message.
   * 200 the message (marked edited); 400; 403 someone else's; 404.
   */
  app.patch(
    fastifyPath(DISCUSSION_PATHS.message),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['discussions'],
        summary: 'Edit one of my messages',
        params: ChatMessageParamsSchema,
        body: ChatMessagePatchBodySchema,
        response: ChatMessageResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, mayUseMessaging);
      const { id, messageId } = request.params;
      return editMessage(db, actor, id, messageId, request.body, deps(request));
    },
  );

  /**
   * DELETE /api/conversations/{id}/messages/{messageId}/: deletes one's own message (its text
   * and attachments gone everywhere, its place kept). 200 the message as it now is; 403
   * someone else's; 404.
   */
  app.delete(
    fastifyPath(DISCUSSION_PATHS.message),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['discussions'],
        summary: 'Delete one of my messages',
        params: ChatMessageParamsSchema,
        response: ChatMessageResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, mayUseMessaging);
      const { id, messageId } = request.params;
      return deleteMessage(db, actor, id, messageId, deps(request));
    },
  );

  /**
   * POST /api/conversations/{id}/read/ `{seq}`: read up to `seq` (never backwards). 200 the
   * reader's `{unread, conversations}`; the reader's other devices and the participants'
   * sockets are told.
   */
  app.post(
    fastifyPath(DISCUSSION_PATHS.read),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['discussions'],
        summary: 'Mark a conversation read up to a message',
        params: ConversationParamsSchema,
        body: ChatReadBodySchema,
        response: ChatReadResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, mayUseMessaging);
      return readConversation(db, actor, request.params.id, request.body.seq, deps(request));
    },
  );
};
