/** The routes of unsubscription links and the subscription page, relative to `/api` (../paths.ts). */
export const UNSUBSCRIPTION_PATHS = {
  /** POST: unsubscribe with a link's token. */
  unsubscribe: '/unsubscription/',
  /** POST: RFC 8058 one-click unsubscribe (`?token=`), from the mail's List-Unsubscribe header. */
  oneClick: '/unsubscription/one-click/',
  /** GET a member's lists (signed in, or `?token=`); PUT changes them. */
  subscription: '/subscription/',
} as const;
