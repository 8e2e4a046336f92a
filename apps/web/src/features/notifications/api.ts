import type { NotificationsPage, NotificationsUnread } from '@alumni/domain';
import { apiPath, NOTIFICATION_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/** How many notifications the bell's menu lists. */
export const BELL_PAGE_SIZE = 10;

export const notificationsKey = ['notifications'] as const;
export const unreadNotificationsKey = ['notifications', 'unread'] as const;
export const latestNotificationsKey = ['notifications', 'latest'] as const;

/** `GET /api/notifications/`: newest first, with the number unread. */
export const fetchNotifications = (pageSize: number, signal?: AbortSignal) =>
  api.get<NotificationsPage>(
    apiPath(NOTIFICATION_PATHS.list, undefined, { page: 1, page_size: pageSize }),
    signal,
  );

/** `POST /api/notifications/read/`: marks `ids`, or every notification when omitted, read. */
export const markNotificationsRead = (ids?: number[]) =>
  api.post<NotificationsUnread>(apiPath(NOTIFICATION_PATHS.read), ids ? { ids } : {});
