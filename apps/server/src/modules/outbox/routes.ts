import {
  fastifyPath,
  isSuperUser,
  OUTBOX_PATHS,
  OutboxQuerySchema,
  OutboxResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { listOutbox } from '../../platform/mail.ts';
import { authorize } from '../../platform/policy.ts';
import { acrossSchools } from '../../platform/request-scope.ts';

/** The mail outbox, for super users (issue "Accounts and access", Mail). */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /**
   * GET /api/outbox/?to=&limit=: kept messages, newest first; super users only. 400 for a
   * bad query; 401 signed out (before the query is checked); 403 for anyone else.
   */
  app.get(
    fastifyPath(OUTBOX_PATHS.list),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['superadmin'],
        summary: 'Messages kept by the outbox mail transport',
        querystring: OutboxQuerySchema,
        response: OutboxResponses,
      },
    },
    async (request) => {
      const { user } = await authorize(request, db, (ctx) => isSuperUser(ctx.user));
      const rows = await acrossSchools(request, db, 'outbox: super-user read', user.id, (tx) =>
        listOutbox(tx, { to: request.query.to, limit: request.query.limit }),
      );
      return {
        results: rows.map((m) => ({
          id: m.id,
          school: m.schoolId,
          to: m.to,
          from: m.from,
          subject: m.subject,
          text: m.text,
          html: m.html,
          created_at: m.createdAt.toISOString(),
        })),
      };
    },
  );
};
