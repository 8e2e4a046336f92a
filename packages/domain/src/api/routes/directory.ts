/** The routes of the members directory, relative to `/api` (../paths.ts). */
export const DIRECTORY_PATHS = {
  /** GET a page of members. */
  list: '/directory/',
  /** GET the members' map points. */
  map: '/directory/map/',
  /** GET the recent joiners. */
  recent: '/directory/recent/',
} as const;
