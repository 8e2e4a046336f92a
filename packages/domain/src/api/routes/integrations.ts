/**
 * The routes of School settings → integrations (issue 31 item 9), relative to `/api`
 * (../paths.ts). Contract: ../integrations.ts.
 */
export const INTEGRATION_PATHS = {
  /** GET the school's integrations (never their token); POST: add one. */
  integrations: '/schools/{id}/integrations/',
  /** PATCH (the whole integration; the token kept unless sent) and DELETE an integration. */
  integration: '/schools/{id}/integrations/{integrationId}/',
  /** POST: test the connection (a GET of the base URL with the token, answered in words). */
  integrationTest: '/schools/{id}/integrations/{integrationId}/test/',
} as const;
