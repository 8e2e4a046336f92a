/** The routes of School settings → campuses, relative to `/api` (../paths.ts). */
export const CAMPUS_PATHS = {
  /** GET the campuses; POST: add one. */
  campuses: '/schools/{id}/campuses/',
  /** PATCH and DELETE a campus. */
  campus: '/schools/{id}/campuses/{campusId}/',
} as const;
