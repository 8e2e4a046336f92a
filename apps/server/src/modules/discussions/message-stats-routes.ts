import {
  fastifyPath,
  isSuperUser,
  MESSAGE_STATS_PATHS,
  MessageStatsExportQuerySchema,
  MessageStatsExportResponses,
  MessageStatsQuerySchema,
  MessageStatsResponses,
} from '@alumni/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { authorize } from '../../platform/policy.ts';
import { acrossSchools } from '../../platform/request-scope.ts';
import { messageStats, messageStatsCsv } from './message-stats.ts';

/**
 * Message statistics for super users (spec 1 §2 Super-administration "Message stats", spec 2
 * §6 "Superadministration: super users only"; issue 32 item 6): counts per school and day over
 * every school, read through the audited platform-wide path. No content ever leaves.
 */
export const messageStatsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** The statistics asked, for a super user (403 for anyone else), across every school. */
  async function statsFor(
    request: FastifyRequest,
    filter: { from?: string | undefined; to?: string | undefined; school?: number | undefined },
  ) {
    const { user, locale } = await authorize(request, db, (ctx) => isSuperUser(ctx.user));
    const stats = await acrossSchools(
      request,
      db,
      'message stats: super-user read',
      user.id,
      (tx) => messageStats(tx, filter),
    );
    return { stats, locale };
  }

  /**
   * GET /api/message-stats/?from=&to=&school=: per school and day (each school's days in its
   * own time zone), the messages sent, active conversations and distinct senders; each school's
   * totals and the platform's over the period (the last 30 days by default, at most 366).
   * 200 `{from, to, days, schools, totals}`; 400 for a bad or too long period; 401; 403 for
   * anyone but a super user.
   */
  app.get(
    fastifyPath(MESSAGE_STATS_PATHS.list),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['superadmin'],
        summary: 'Message counts per school and day (super users)',
        querystring: MessageStatsQuerySchema,
        response: MessageStatsResponses,
      },
    },
    async (request) => (await statsFor(request, request.query)).stats,
  );

  /**
   * GET /api/message-stats/export/?from=&to=&school=&lang=: the same per school and day as a
   * CSV download (`text/csv`, `;`, headers in `lang`, else the request's language). 200; 400;
   * 401; 403 for anyone but a super user.
   */
  app.get(
    fastifyPath(MESSAGE_STATS_PATHS.export),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['superadmin'],
        summary: 'Download the message counts per school and day (CSV, super users)',
        querystring: MessageStatsExportQuerySchema,
        response: MessageStatsExportResponses,
      },
    },
    async (request, reply) => {
      const { stats, locale } = await statsFor(request, request.query);
      const { fileName, csv } = messageStatsCsv(stats, request.query.lang ?? locale);
      // With a content type other than JSON, Fastify sends the text as it is.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );
};
