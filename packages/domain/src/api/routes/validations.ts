/** The routes of the validation counters and the live event stream, under `/api` (paths.ts). */
export const VALIDATION_PATHS = {
  /** GET what waits for validation, per type. */
  counts: '/validations/',
  /** GET the signed-in user's live events (`text/event-stream`). */
  stream: '/events/user/{userId}/',
} as const;
