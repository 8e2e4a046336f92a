/** The routes of notifications, relative to `/api` (../paths.ts). */
export const NOTIFICATION_PATHS = {
  /** GET a page of notifications. */
  list: '/notifications/',
  /** POST: mark notifications read. */
  read: '/notifications/read/',
} as const;
