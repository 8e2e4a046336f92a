/** The routes of unsubscription links, relative to `/api` (../paths.ts). */
export const UNSUBSCRIPTION_PATHS = {
  /** POST: unsubscribe with a link's token. */
  unsubscribe: '/unsubscription/',
} as const;
