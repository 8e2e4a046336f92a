/**
 * The routes of the admin directory's bulk actions (issue 34 item 1), relative to `/api`
 * (../paths.ts). Contract: ../bulk-actions.ts. Each POST starts a bulk operation (202); its
 * progress is at BULK_OPERATION_PATHS.operation.
 */
export const BULK_ACTION_PATHS = {
  /** POST: give or take away a role (active members only). */
  roles: '/bulk-operations/roles/',
  /** POST: send a new invitation (inactive members only). */
  invitations: '/bulk-operations/invitations/',
  /** POST: revoke the activation links and send new ones (inactive members only). */
  tokens: '/bulk-operations/tokens/',
  /** POST: give badges. */
  badges: '/bulk-operations/badges/',
  /** POST: export the chosen columns as CSV or XLSX. */
  exports: '/bulk-operations/exports/',
  /** GET: the file of a completed export, for a limited time. */
  exportFile: '/bulk-operations/{id}/file/',
} as const;
