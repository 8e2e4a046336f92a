/** The routes of the validators tab, relative to `/api` (../paths.ts). */
export const VALIDATOR_PATHS = {
  /** GET the validators and their scopes. */
  list: '/validators/',
  /** PUT a member's scopes. */
  validator: '/validators/{userId}/',
} as const;
