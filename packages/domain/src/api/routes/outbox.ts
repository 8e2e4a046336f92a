/** The routes of the mail outbox, relative to `/api` (../paths.ts). */
export const OUTBOX_PATHS = {
  /** GET the kept messages. */
  list: '/outbox/',
} as const;
