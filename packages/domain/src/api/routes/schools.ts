/** The routes of the schools' public details, relative to `/api` (../paths.ts). */
export const SCHOOL_PATHS = {
  /** GET a school's public details. */
  details: '/schools/{subdomain}/details/',
} as const;
