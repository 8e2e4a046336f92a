import {
  fastifyPath,
  hasRoleInSchool,
  NOTIFICATION_PATHS,
  NotificationsQuerySchema,
  NotificationsReadBodySchema,
  NotificationsReadResponses,
  NotificationsResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { authorize } from '../../platform/policy.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { presentUserSummary } from '../../platform/presenters.ts';
import { listNotifications, markNotificationsRead } from './service.ts';
import { subscribeNotifications } from './subscribers.ts';

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
   * results: [{id, type, actor, data, read, created_at}]}`; 400 for a bad page; 401 signed
   * out (before the query is checked); 403 without a role here.
   */
  app.get(
    fastifyPath(NOTIFICATION_PATHS.list),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['notifications'],
        summary: 'My notifications',
        querystring: NotificationsQuerySchema,
        response: NotificationsResponses,
      },
    },
    async (request) => {
      const ctx = await member(request);
      const { query } = request;
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
   * `ids` or all of them. 200 `{unread}`; 400 for a bad body; 401 signed out (before the
   * body is checked); 403 without a role here.
   */
  app.post(
    fastifyPath(NOTIFICATION_PATHS.read),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['notifications'],
        summary: 'Mark notifications read',
        body: NotificationsReadBodySchema,
        response: NotificationsReadResponses,
      },
    },
    async (request) => {
      const ctx = await member(request);
      const { ids } = request.body;
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
