/**
 * The routes of School settings → API key and docs (issue 31 item 9), relative to `/api`
 * (../paths.ts). Contract: ../api-keys.ts.
 */
export const API_KEY_PATHS = {
  /** GET the school's keys (never their secret); POST: create one (the key answered once). */
  apiKeys: '/schools/{id}/api-keys/',
  /** DELETE: revoke a key (it stops working at once). */
  apiKey: '/schools/{id}/api-keys/{keyId}/',
} as const;
