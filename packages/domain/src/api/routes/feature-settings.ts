/** The routes of School settings → features and pages, relative to `/api` (../paths.ts). */
export const FEATURE_SETTINGS_PATHS = {
  /** PUT the navbar's entries. */
  features: '/schools/{id}/features/',
} as const;
