/** The routes of the school's information and images, relative to `/api` (../paths.ts). */
export const SCHOOL_INFO_PATHS = {
  /** PATCH the school's information. */
  school: '/schools/{id}/',
  /** POST: upload a school image; DELETE: remove it. */
  image: '/schools/{id}/images/{kind}/',
} as const;
