/** The route of the school's report validation setting, relative to `/api` (../paths.ts). */
export const REPORT_VALIDATION_PATHS = {
  /** GET and PUT whether the school's post reports wait for a moderator. */
  settings: '/schools/{id}/report-validation/',
} as const;
