/**
 * The routes of bulk operations (issue 32 item 5, issue 34 item 1), relative to `/api`
 * (../paths.ts). Contract: ../bulk-operations.ts. Each action that starts one has its own
 * route in its area (the mass message: ./mass-messages.ts).
 */
export const BULK_OPERATION_PATHS = {
  /** GET the school's recent operations, newest first. */
  operations: '/bulk-operations/',
  /** GET one operation: its progress and the members not reached, with why. */
  operation: '/bulk-operations/{id}/',
} as const;
