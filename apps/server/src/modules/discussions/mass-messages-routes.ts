import {
  fastifyPath,
  MASS_MESSAGE_PATHS,
  MassMessageBodySchema,
  MassMessageResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import type { BulkOperations } from '../../platform/bulk-operations.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { authorizeBulkAdmin, getBulkOperationOf } from '../bulk-operations/index.ts';
import { registerMassMessages, startMassMessage } from './mass-messages.ts';

/**
 * Mass messages (issue 32 item 5): the route that starts one, and the `mass_message` kind of
 * bulk operation (mass-messages.ts), registered with the runner here.
 */
export const massMessagesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mediaUrl: MediaUrl;
  bus: EventBus;
  bulkOperations: BulkOperations;
}> = async (app, { db, mediaUrl, bus, bulkOperations }) => {
  registerMassMessages(bulkOperations, { bus, mediaUrl, log: app.log });

  /**
   * POST /api/conversations/mass-messages/ `{body, user_ids}` or `{body, filters}` (the admin
   * directory's filters: all members matching them) → 202 the bulk operation, pending; follow
   * it at `GET /api/bulk-operations/{id}/`. 400 per field (body 1–5,000 characters; no, both or
   * an empty selection; nobody matching); 401; 403 for anyone but the school's admins.
   */
  app.post(
    fastifyPath(MASS_MESSAGE_PATHS.massMessages),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['discussions'],
        summary: 'Send a message to many members (a bulk operation)',
        body: MassMessageBodySchema,
        response: MassMessageResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorizeBulkAdmin(request, db);
      const id = await startMassMessage(db, actor, bulkOperations, request.body);
      return reply.code(202).send(await getBulkOperationOf(db, actor, id, mediaUrl));
    },
  );
};
