import type { NotificationType, Page, UserSummary } from '@alumni/domain';
import { api } from '../../api/client.ts';

/** A notification of the signed-in user (issue "Feed, reports…" API contract). */
export interface AppNotification {
  id: number;
  type: NotificationType;
  actor: UserSummary | null;
  /** `{post_id, comment_id}`, `{post_id}` or `{report_id, status}` depending on the type. */
  data: Record<string, unknown>;
  read: boolean;
  created_at: string;
}

/** A page of notifications, with how many are unread in all. */
export interface NotificationsPage extends Page<AppNotification> {
  unread: number;
}

/** How many notifications the bell's menu lists. */
export const BELL_PAGE_SIZE = 10;

export const notificationsKey = ['notifications'] as const;
export const unreadNotificationsKey = ['notifications', 'unread'] as const;
export const latestNotificationsKey = ['notifications', 'latest'] as const;

/** `GET /api/notifications/`: newest first, with the number unread. */
export const fetchNotifications = (pageSize: number, signal?: AbortSignal) =>
  api.get<NotificationsPage>(`/api/notifications/?page=1&page_size=${pageSize}`, signal);

/** `POST /api/notifications/read/`: marks `ids`, or every notification when omitted, read. */
export const markNotificationsRead = (ids?: number[]) =>
  api.post<{ unread: number }>('/api/notifications/read/', ids ? { ids } : {});
