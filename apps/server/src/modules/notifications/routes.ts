import {
  DbIdSchema,
  hasRoleInSchool,
  InputErrors,
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE_MAX,
  pageOf,
  UserSummarySchema,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { parseInput } from '../../platform/contract.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { authorize } from '../../platform/policy.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { presentUserSummary } from '../../platform/presenters.ts';
import { listNotifications, markNotificationsRead } from './service.ts';
import { subscribeNotifications } from './subscribers.ts';

const QuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATIONS_PAGE_SIZE_MAX)
    .default(NOTIFICATIONS_PAGE_SIZE),
});
const ReadBodySchema = z.object({ ids: z.array(DbIdSchema).max(500).optional() });
const NotificationSchema = z.object({
  id: z.number().int(),
  type: z.string().describe('domain NOTIFICATION_TYPES'),
  actor: UserSummarySchema.nullable(),
  data: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  created_at: z.string(),
});

/**
 * The signed-in member's notifications in the Host's school (spec 2 §7 GET /notifications/);
 * subscribes to the domain events that raise them (subscribers.ts).
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db; mediaUrl: MediaUrl }> = async (
  app,
  { db, mediaUrl },
) => {
  subscribeNotifications(app.domainEvents);
  const member = (request: Parameters<typeof authorize>[0]) =>
    authorize(request, db, (c) => hasRoleInSchool(c.user, c.permissionSchool));

  /**
   * GET /api/notifications/?page=&page_size=: the member's notifications, newest first
   * (20 per page, 100 at most), with their read state. 200 `{count, unread, next, previous,
   * results: [{id, type, actor, data, read, created_at}]}`; 400; 401; 403.
   */
  app.get(
    '/notifications/',
    {
      attachValidation: true,
      schema: {
        tags: ['notifications'],
        summary: 'My notifications',
        querystring: QuerySchema,
        response: {
          200: pageOf(NotificationSchema).extend({ unread: z.number().int() }),
          ...InputErrors,
        },
      },
    },
    async (request) => {
      const ctx = await member(request);
      const query = parseInput(QuerySchema, request.query);
      const { rows, count, unread } = await listNotifications(db, {
        schoolId: ctx.school.id,
        userId: ctx.user.id,
        page: query.page,
        pageSize: query.page_size,
      });
      return {
        count,
        unread,
        ...pageLinks(request.url, query.page, query.page_size, count),
        results: rows.map((row) => ({
          id: row.id,
          type: row.type,
          actor:
            row.actorId === null
              ? null
              : presentUserSummary(
                  {
                    id: row.actorId,
                    firstName: row.actorFirstName ?? '',
                    lastName: row.actorLastName ?? '',
                    picture: row.actorPicture,
                  },
                  mediaUrl,
                ),
          data: row.data,
          read: row.readAt !== null,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );

  /**
   * POST /api/notifications/read/ `{ids?}`: marks the member's notifications read, those of
   * `ids` or all of them. 200 `{unread}`; 400; 401; 403.
   */
  app.post(
    '/notifications/read/',
    {
      attachValidation: true,
      schema: {
        tags: ['notifications'],
        summary: 'Mark notifications read',
        body: ReadBodySchema,
        response: { 200: z.object({ unread: z.number().int() }), ...InputErrors },
      },
    },
    async (request) => {
      const ctx = await member(request);
      const { ids } = parseInput(ReadBodySchema, request.body);
      return {
        unread: await markNotificationsRead(db, {
          schoolId: ctx.school.id,
          userId: ctx.user.id,
          ...(ids === undefined ? {} : { ids }),
        }),
      };
    },
  );
};
