/** The routes of a school's terms changes and their acceptance, relative to `/api` (../paths.ts). */
export const TERMS_PATHS = {
  /** GET the school's current terms version and its acceptance; POST a new version. */
  school: '/schools/{id}/terms/',
  /** POST: the signed-in member accepts the school's current terms version. */
  accept: '/users/me/terms/accept/',
} as const;
