import { z } from 'zod';
import { BULK_OPERATION_REFS } from '../bulk-operation-messages.ts';
import {
  BULK_ITEM_OUTCOMES,
  BULK_OPERATION_KINDS,
  BULK_OPERATION_STATUSES,
  BULK_SELECTION_MAX,
  BULK_SKIP_REASONS,
} from '../bulk-operations.ts';
import { DirectoryQuerySchema } from '../directory.ts';
import { messageRef } from '../message-refs.ts';
import {
  DbIdSchema,
  IdParamsSchema,
  InputErrors,
  SignedInErrors,
  UserSummarySchema,
} from './shared.ts';

/**
 * Contract of bulk operations (domain bulk-operations.ts; issue 32 item 5, issue 34 item 1):
 * the school's admins follow an action on many members (`GET /api/bulk-operations/{id}/`, its
 * progress and the members not reached with why) and find their recent ones again after a
 * reload (`GET /api/bulk-operations/`). The actions start theirs with their own route, whose
 * body takes the members as `BulkTargetFields` (a selection or the admin directory's filters)
 * and answers 202 with the operation.
 */

/**
 * The admin directory's filters (spec 1 §2 Directory: search, degrees, roles, campus,
 * graduation year, badge, and the admin list's status), with the same rules and the same
 * comma-separated lists as `GET /api/directory/?type=list`.
 */
export const DirectoryFiltersSchema = DirectoryQuerySchema.pick({
  search: true,
  degrees: true,
  roles: true,
  campus: true,
  graduation_year: true,
  badge: true,
  status: true,
});
export type DirectoryFilters = z.infer<typeof DirectoryFiltersSchema>;
export type DirectoryFiltersInput = z.input<typeof DirectoryFiltersSchema>;

/**
 * The members an action is for, either `user_ids` (a selection, 1 to BULK_SELECTION_MAX
 * members; ids that are not members of the school are listed as not reached) or `filters`
 * ("all N matching the filters", the admin list's query, resolved when the action starts):
 * one of the two (spec 2 §8 "mass actions with no or invalid selection").
 */
export const BulkTargetFields = {
  user_ids: z
    .array(DbIdSchema)
    .min(1, { error: BULK_OPERATION_REFS.noSelection })
    .max(BULK_SELECTION_MAX, {
      error: messageRef('bulk', 'tooManySelected', { max: BULK_SELECTION_MAX }),
    })
    .optional()
    .describe('The selected members (ids), or'),
  filters: DirectoryFiltersSchema.optional().describe(
    'all members matching these admin directory filters',
  ),
};

/** The check of `BulkTargetFields` in an action's body: exactly one of the two. */
export function checkBulkTarget(
  value: { user_ids?: unknown; filters?: unknown },
  ctx: z.RefinementCtx,
): void {
  const selection = value.user_ids !== undefined;
  const filters = value.filters !== undefined;
  if (selection === filters) {
    ctx.addIssue({
      code: 'custom',
      path: ['user_ids'],
      message: selection ? BULK_OPERATION_REFS.selectionOrFilters : BULK_OPERATION_REFS.noSelection,
    });
  }
}

/**
 * What an operation keeps of how its members were chosen (its `params.target`): how many were
 * selected, or the filters as given. The members themselves are fixed in the operation.
 */
export type BulkTarget = { selected: number } | { filters: DirectoryFilters };

/** A member not reached, and why. */
export const BulkNotReachedSchema = z.object({
  user: UserSummarySchema,
  outcome: z.enum(BULK_ITEM_OUTCOMES).exclude(['done']),
  reason: z.enum(BULK_SKIP_REASONS),
});
export type BulkNotReached = z.infer<typeof BulkNotReachedSchema>;

/** An operation as the school's list shows it. */
export const BulkOperationSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(BULK_OPERATION_KINDS),
  status: z.enum(BULK_OPERATION_STATUSES),
  total: z.number().int().describe('Members targeted'),
  processed: z.number().int().describe('Members with an outcome so far'),
  percent: z.number().int().min(0).max(100).describe('processed / total, rounded down'),
  done: z.number().int().describe('Members reached, as of the last progress write'),
  not_reached_count: z.number().int().describe('Members skipped or failed so far'),
  created_by: UserSummarySchema.nullable(),
  created_at: z.string().describe('ISO 8601'),
  started_at: z.string().nullable().describe('ISO 8601'),
  finished_at: z.string().nullable().describe('ISO 8601'),
  error: z
    .string()
    .nullable()
    .describe('On failure, the sentence to show (spec 2 §8 "Progress failure")'),
  file_expires_at: z
    .string()
    .nullable()
    .describe(
      'A completed export: until when its file is at /bulk-operations/{id}/file/ (ISO 8601)',
    ),
});
export type BulkOperationSummary = z.infer<typeof BulkOperationSummarySchema>;

/** One operation: the summary, and the members not reached (the first BULK_NOT_REACHED_LISTED). */
export const BulkOperationSchema = BulkOperationSummarySchema.extend({
  not_reached: z.array(BulkNotReachedSchema),
});
export type BulkOperation = z.infer<typeof BulkOperationSchema>;

/** `GET /api/bulk-operations/`: the school's most recent operations, newest first. */
export const BulkOperationListSchema = z.object({ results: z.array(BulkOperationSummarySchema) });
export type BulkOperationList = z.infer<typeof BulkOperationListSchema>;

/** `{id}` of an operation. */
export const BulkOperationParamsSchema = IdParamsSchema;

export const BulkOperationListResponses = {
  200: BulkOperationListSchema,
  ...SignedInErrors,
};

export const BulkOperationResponses = {
  200: BulkOperationSchema,
  ...InputErrors,
};
