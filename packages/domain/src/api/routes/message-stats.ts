/** The routes of the super users' message statistics, relative to `/api` (../paths.ts). */
export const MESSAGE_STATS_PATHS = {
  /** GET the counts per school and day. */
  list: '/message-stats/',
  /** GET the same as a CSV download. */
  export: '/message-stats/export/',
} as const;
