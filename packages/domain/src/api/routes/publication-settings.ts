/** The routes of the publishing areas' validation settings, relative to `/api` (../paths.ts). */
export const PUBLICATION_SETTING_PATHS = {
  /** GET and PUT an area's settings. */
  settings: '/school-settings/validation/{area}/',
  /** GET an area's refusal reasons. */
  reasons: '/school-settings/validation/{area}/reasons/',
} as const;
