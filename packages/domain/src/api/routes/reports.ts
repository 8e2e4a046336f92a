/** The routes of reports, relative to `/api` (../paths.ts). */
export const REPORT_PATHS = {
  /** GET a page of reports (moderators); POST: file one. */
  list: '/reports/',
  /** GET a page of the member's own reports and blocks. */
  mine: '/reports/mine/',
  /** PATCH a report's status. */
  report: '/reports/{id}/',
} as const;
