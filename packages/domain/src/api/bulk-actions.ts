import { z } from 'zod';
import {
  BULK_BADGES_MAX,
  BULK_EXPORT_COLUMNS,
  BULK_EXPORT_FORMATS,
  BULK_ROLE_ACTIONS,
} from '../bulk-actions.ts';
import { VALIDATION_REFS } from '../validation-messages.ts';
import { BulkOperationSchema, BulkTargetFields, checkBulkTarget } from './bulk-operations.ts';
import { DbIdSchema, InputErrors } from './shared.ts';

/**
 * Contract of the admin directory's bulk actions (issue 34 item 1; domain bulk-actions.ts):
 * each body names the members (`user_ids` or `filters`, BulkTargetFields) and the action's
 * own fields; each answers 202 with the bulk operation, pending, whose progress and members
 * not reached (and why) are at `GET /api/bulk-operations/{id}/`.
 */

/** `POST /api/bulk-operations/roles/`: give (`add`) or take away (`remove`) role `role` (2–8). */
export const BulkRolesBodySchema = z
  .object({
    role: z
      .number({ error: VALIDATION_REFS.required })
      .int()
      .min(2, { error: VALIDATION_REFS.invalidRole })
      .max(8, { error: VALIDATION_REFS.invalidRole })
      .describe('Role code 2–8'),
    action: z.enum(BULK_ROLE_ACTIONS, { error: VALIDATION_REFS.invalidChoice }),
    ...BulkTargetFields,
  })
  .superRefine(checkBulkTarget);
export type BulkRolesInput = z.input<typeof BulkRolesBodySchema>;
export type BulkRoles = z.output<typeof BulkRolesBodySchema>;

/** `POST /api/bulk-operations/invitations/` and `/tokens/`: the members only. */
export const BulkMembersBodySchema = z.object({ ...BulkTargetFields }).superRefine(checkBulkTarget);
export type BulkMembersInput = z.input<typeof BulkMembersBodySchema>;
export type BulkMembers = z.output<typeof BulkMembersBodySchema>;

/** `POST /api/bulk-operations/badges/`: badges of the school (1 to BULK_BADGES_MAX ids). */
export const BulkBadgesBodySchema = z
  .object({
    badges: z
      .array(DbIdSchema, { error: VALIDATION_REFS.required })
      .min(1, { error: VALIDATION_REFS.required })
      .max(BULK_BADGES_MAX, { error: VALIDATION_REFS.invalidValue }),
    ...BulkTargetFields,
  })
  .superRefine(checkBulkTarget);
export type BulkBadgesInput = z.input<typeof BulkBadgesBodySchema>;
export type BulkBadges = z.output<typeof BulkBadgesBodySchema>;

/** `POST /api/bulk-operations/exports/`: the columns (at least one) and the file's format. */
export const BulkExportBodySchema = z
  .object({
    columns: z
      .array(z.enum(BULK_EXPORT_COLUMNS, { error: VALIDATION_REFS.invalidChoice }), {
        error: VALIDATION_REFS.required,
      })
      .min(1, { error: VALIDATION_REFS.required })
      .max(BULK_EXPORT_COLUMNS.length),
    format: z.enum(BULK_EXPORT_FORMATS, { error: VALIDATION_REFS.invalidChoice }),
    ...BulkTargetFields,
  })
  .superRefine(checkBulkTarget);
export type BulkExportInput = z.input<typeof BulkExportBodySchema>;
export type BulkExport = z.output<typeof BulkExportBodySchema>;

export const BulkActionResponses = {
  202: BulkOperationSchema.describe('The operation, pending: follow it at /bulk-operations/{id}/'),
  ...InputErrors,
};
