import { ErrorDetailSchema, isSuperUser } from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { listOutbox } from '../../platform/mail.ts';
import { authorize } from '../../platform/policy.ts';
import { acrossSchools } from '../../platform/request-scope.ts';

const OutboxMessageSchema = z.object({
  id: z.number().int(),
  school: z.number().int().nullable(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});

/** The mail outbox, for super users (issue "Accounts and access", Mail). */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** GET /api/outbox/?to=&limit=: kept messages, newest first; super users only (403 otherwise). */
  app.get(
    '/outbox/',
    {
      schema: {
        tags: ['superadmin'],
        summary: 'Messages kept by the outbox mail transport',
        querystring: z.object({
          to: z.email().optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: {
          200: z.object({ results: z.array(OutboxMessageSchema) }),
          401: ErrorDetailSchema,
          403: ErrorDetailSchema,
        },
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
