import {
  BULK_EXPORT_TTL_MS,
  BULK_OPERATION_REFS,
  type BulkNotReached,
  type BulkOperation,
  type BulkOperationSummary,
  bulkProgressPercent,
  type Locale,
  localizeMessage,
} from '@alumni/domain';
import type { bulkOperations } from '../../db/schema/index.ts';
import { type MediaUrl, presentUserSummary } from '../../platform/presenters.ts';

type OperationRow = typeof bulkOperations.$inferSelect;

/**
 * Until when a completed export's file may be downloaded (BULK_EXPORT_TTL_MS after it
 * completed), or null: not an export, not completed, or expired.
 */
export function exportFileExpiry(
  row: Pick<OperationRow, 'kind' | 'status' | 'finishedAt'>,
  now = Date.now(),
): Date | null {
  if (row.kind !== 'export' || row.status !== 'completed' || !row.finishedAt) return null;
  const expires = row.finishedAt.getTime() + BULK_EXPORT_TTL_MS;
  return expires > now ? new Date(expires) : null;
}
type Person = { id: number; firstName: string; lastName: string; picture: string | null };

/**
 * An operation as the school's admins see it (BulkOperationSummarySchema): its progress, never
 * its members' ids nor its parameters; on failure, the spec's sentence (spec 2 §8 "Progress
 * failure: unexpected error, contact customer service"), not the stored error.
 */
export function presentBulkOperationSummary(
  row: OperationRow,
  creator: Person | null,
  locale: Locale,
  mediaUrl: MediaUrl,
): BulkOperationSummary {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    total: row.total,
    processed: row.processed,
    percent: bulkProgressPercent(row),
    done: row.processed - row.notReached,
    not_reached_count: row.notReached,
    created_by: creator ? presentUserSummary(creator, mediaUrl) : null,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    error:
      row.status === 'failure'
        ? localizeMessage(BULK_OPERATION_REFS.progressFailure, locale)
        : null,
    file_expires_at: exportFileExpiry(row)?.toISOString() ?? null,
  };
}

/** One operation with the members it did not reach (BulkOperationSchema). */
export function presentBulkOperation(
  row: OperationRow,
  creator: Person | null,
  notReached: { user: Person; outcome: 'skipped' | 'failed'; reason: string }[],
  locale: Locale,
  mediaUrl: MediaUrl,
): BulkOperation {
  return {
    ...presentBulkOperationSummary(row, creator, locale, mediaUrl),
    not_reached: notReached.map(
      (item): BulkNotReached => ({
        user: presentUserSummary(item.user, mediaUrl),
        outcome: item.outcome,
        reason: item.reason as BulkNotReached['reason'],
      }),
    ),
  };
}
