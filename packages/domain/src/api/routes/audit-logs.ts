/**
 * The routes of School settings → logs (issue 31 item 2), relative to `/api` (../paths.ts).
 * Contract: ../audit-logs.ts.
 */
export const AUDIT_LOG_PATHS = {
  /** GET a page of the school's audit log, newest first, filtered. */
  logs: '/schools/{id}/logs/',
  /** GET the same entries as a CSV download. */
  logsExport: '/schools/{id}/logs/export/',
  /** GET who, which actions and which target types the log holds (the page's filters). */
  logsFacets: '/schools/{id}/logs/facets/',
} as const;
