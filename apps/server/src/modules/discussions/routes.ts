import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentsRoutes } from './attachments-routes.ts';
import { conversationsRoutes } from './conversations-routes.ts';
import { messagesRoutes } from './messages-routes.ts';
import type { DiscussionsOptions } from './options.ts';
import { peopleRoutes } from './people-routes.ts';

/**
 * The discussions' REST routes (docs/areas/discussions.md "API"; issue 32), one file per
 * sub-resource. The WebSocket (`GET /api/conversations/socket/`) is socket.ts's.
 */
export const discussionsRoutes: FastifyPluginAsyncZod<DiscussionsOptions> = async (app, opts) => {
  await app.register(conversationsRoutes, opts);
  await app.register(messagesRoutes, opts);
  await app.register(peopleRoutes, opts);
  await app.register(attachmentsRoutes, opts);
};
