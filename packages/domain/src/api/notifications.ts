import { z } from 'zod';
import { NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE_MAX } from '../notifications.ts';
import { DbIdSchema, InputErrors, pageOf, UserSummarySchema } from './shared.ts';

/**
 * Contract of the signed-in member's notifications in a school (spec 2 §7
 * `GET /api/notifications/`, `POST /api/notifications/read/`).
 */

/** Query of `GET /api/notifications/?page=&page_size=` (20 per page by default, 100 at most). */
export const NotificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATIONS_PAGE_SIZE_MAX)
    .default(NOTIFICATIONS_PAGE_SIZE),
});

/** Body of `POST /api/notifications/read/` `{ids?}`: those notifications, or all of them. */
export const NotificationsReadBodySchema = z.object({
  ids: z.array(DbIdSchema).max(500).optional(),
});

/**
 * A notification of the signed-in member (named apart from the browser's `Notification`).
 * `type` is one of NOTIFICATION_TYPES as written today; a reader meets kinds it does not
 * know yet when the server adds one, so it stays a string here.
 */
export const AppNotificationSchema = z.object({
  id: z.number().int(),
  type: z.string().describe('domain NOTIFICATION_TYPES'),
  actor: UserSummarySchema.nullable(),
  /** `{post_id, comment_id}`, `{post_id}` or `{report_id, status}` depending on the type. */
  data: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  created_at: z.string(),
});
export type AppNotification = z.infer<typeof AppNotificationSchema>;

/** A page of notifications, newest first, with how many are unread in all. */
export const NotificationsPageSchema = pageOf(AppNotificationSchema).extend({
  unread: z.number().int(),
});
export type NotificationsPage = z.infer<typeof NotificationsPageSchema>;

/** `POST /api/notifications/read/`: how many stay unread. */
export const NotificationsUnreadSchema = z.object({ unread: z.number().int() });
export type NotificationsUnread = z.infer<typeof NotificationsUnreadSchema>;

export const NotificationsResponses = { 200: NotificationsPageSchema, ...InputErrors };
export const NotificationsReadResponses = { 200: NotificationsUnreadSchema, ...InputErrors };
