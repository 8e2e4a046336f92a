import type {
  BulkOperation,
  BulkOperationList,
  DirectoryFiltersInput,
  MassMessageInput,
} from '@alumni/domain';
import { apiPath, BULK_OPERATION_PATHS, MASS_MESSAGE_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/**
 * The bulk operations API (issue 32 item 5, issue 34 item 1; apps/server/src/modules/
 * bulk-operations): the school's recent operations, one with its progress, and the actions
 * that start one. Types come from the contract (`@alumni/domain` api/bulk-operations.ts).
 */

/** The members an action is for: a selection of ids, or all those matching the filters. */
export type BulkSelection =
  | { kind: 'ids'; ids: number[] }
  | { kind: 'filters'; filters: DirectoryFiltersInput; count: number };

/** The body fields of a selection (`user_ids` or `filters`). */
export const selectionFields = (selection: BulkSelection) =>
  selection.kind === 'ids' ? { user_ids: selection.ids } : { filters: selection.filters };

/** How many members a selection names (an estimate for "all matching" on a huge school). */
export const selectionCount = (selection: BulkSelection) =>
  selection.kind === 'ids' ? selection.ids.length : selection.count;

export const bulkOperationsKey = ['bulk-operations'] as const;
export const bulkOperationKey = (id: number) => ['bulk-operations', id] as const;

/** `GET /api/bulk-operations/`: the school's 20 most recent operations, newest first. */
export const fetchBulkOperations = (signal?: AbortSignal) =>
  api.get<BulkOperationList>(apiPath(BULK_OPERATION_PATHS.operations), signal);

/** `GET /api/bulk-operations/{id}/`: progress and the members not reached, with why. */
export const fetchBulkOperation = (id: number, signal?: AbortSignal) =>
  api.get<BulkOperation>(apiPath(BULK_OPERATION_PATHS.operation, { id }), signal);

/** `POST /api/conversations/mass-messages/`: 202 the operation, pending. */
export const sendMassMessage = (body: MassMessageInput) =>
  api.post<BulkOperation>(apiPath(MASS_MESSAGE_PATHS.massMessages), body);
