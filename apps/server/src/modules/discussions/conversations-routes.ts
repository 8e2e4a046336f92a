import {
  ConversationCreateBodySchema,
  ConversationCreateResponses,
  ConversationDeleteResponses,
  ConversationListQuerySchema,
  ConversationListResponses,
  ConversationParamsSchema,
  ConversationResponses,
  DISCUSSION_PATHS,
  fastifyPath,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { authorize } from '../../platform/policy.ts';
import {
  createConversation,
  getConversation,
  hideConversation,
  listConversations,
} from './conversations.service.ts';
import type { DiscussionsOptions } from './options.ts';
import { mayUseMessaging } from './policy.ts';

/**
 * Conversations (docs/areas/discussions.md "API"; spec 1 §2 Discussions "conversation list";
 * spec 2 §6 Messaging): for signed-in members with the conversation-list permission (401,
 * 403 otherwise); a conversation one is not in answers 404.
 */
export const conversationsRoutes: FastifyPluginAsyncZod<DiscussionsOptions> = async (
  app,
  { db, bus, mediaUrl },
) => {
  /**
   * GET /api/conversations/?cursor=&page_size=: the member's conversations (not hidden),
   * latest activity first, each with its other participants, last message, `last_seq`,
   * `unread_count` and the others' `last_read_seq`. 200 `{next, results}`; 400 `{"cursor"}`.
   */
  app.get(
    fastifyPath(DISCUSSION_PATHS.conversations),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['discussions'],
        summary: 'The conversations of the signed-in member',
        querystring: ConversationListQuerySchema,
        response: ConversationListResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, mayUseMessaging);
      return listConversations(db, actor, request.query, mediaUrl);
    },
  );

  /**
   * POST /api/conversations/ `{participants: [ids], title?}`: one other member opens their
   * direct conversation (200 when it existed, 201 new), two to nineteen others make a group
   * with a title (201). 400 `{"participants"}` or `{"title"}`; 403 when a block stands.
   */
  app.post(
    fastifyPath(DISCUSSION_PATHS.conversations),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['discussions'],
        summary: 'Open a direct conversation or create a group',
        body: ConversationCreateBodySchema,
        response: ConversationCreateResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, mayUseMessaging);
      const { conversation, created } = await createConversation(db, actor, request.body, {
        bus,
        mediaUrl,
        log: request.log,
      });
      return reply.code(created ? 201 : 200).send(conversation);
    },
  );

  /** GET /api/conversations/{id}/: one conversation of the member's; 404 otherwise. */
  app.get(
    fastifyPath(DISCUSSION_PATHS.conversation),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['discussions'],
        summary: 'One conversation',
        params: ConversationParamsSchema,
        response: ConversationResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, mayUseMessaging);
      return getConversation(db, actor, request.params.id, mediaUrl);
    },
  );

  /**
   * DELETE /api/conversations/{id}/: takes it out of the member's list (a direct one is
   * hidden until a new message, a group is left). 204; 404.
   */
  app.delete(
    fastifyPath(DISCUSSION_PATHS.conversation),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['discussions'],
        summary: 'Hide a conversation, or leave a group',
        params: ConversationParamsSchema,
        response: ConversationDeleteResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, mayUseMessaging);
      await hideConversation(db, actor, request.params.id, { bus, mediaUrl, log: request.log });
      return reply.code(204).send(null);
    },
  );
};
