/** The routes of School settings → degrees, relative to `/api` (../paths.ts). */
export const DEGREE_PATHS = {
  /** POST: add a degree. */
  degrees: '/schools/{id}/degrees/',
  /** PATCH and DELETE a degree. */
  degree: '/schools/{id}/degrees/{degreeId}/',
} as const;
