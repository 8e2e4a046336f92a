import type {
  BulkBadgesInput,
  BulkExportInput,
  BulkMembersInput,
  BulkOperation,
  BulkRolesInput,
} from '@alumni/domain';
import { apiPath, BULK_ACTION_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/**
 * The admin directory's bulk actions (issue 34 item 1; apps/server/src/modules/bulk-actions):
 * each POST answers 202 with the operation, pending, which the progress panel then follows.
 */

/** `POST /api/bulk-operations/roles/`: give or take away a role of the active members. */
export const changeRoles = (body: BulkRolesInput) =>
  api.post<BulkOperation>(apiPath(BULK_ACTION_PATHS.roles), body);

/** `POST /api/bulk-operations/invitations/`: invite the members not yet activated. */
export const inviteMembers = (body: BulkMembersInput) =>
  api.post<BulkOperation>(apiPath(BULK_ACTION_PATHS.invitations), body);

/** `POST /api/bulk-operations/tokens/`: revoke their activation links and send new ones. */
export const regenerateTokens = (body: BulkMembersInput) =>
  api.post<BulkOperation>(apiPath(BULK_ACTION_PATHS.tokens), body);

/** `POST /api/bulk-operations/badges/`: give badges. */
export const giveBadges = (body: BulkBadgesInput) =>
  api.post<BulkOperation>(apiPath(BULK_ACTION_PATHS.badges), body);

/** `POST /api/bulk-operations/exports/`: export chosen columns as CSV or XLSX. */
export const exportMembers = (body: BulkExportInput) =>
  api.post<BulkOperation>(apiPath(BULK_ACTION_PATHS.exports), body);

/** The URL of a completed export's file (a download, with the session's cookie). */
export const exportFileUrl = (id: number) => apiPath(BULK_ACTION_PATHS.exportFile, { id });
