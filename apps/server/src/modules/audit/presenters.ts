import type { AuditChange, AuditLogEntry, AuditOperation } from '@alumni/domain';
import { type MediaUrl, presentUserSummary } from '../../platform/presenters.ts';
import type { AuditChangeRow, AuditEntryRow } from './service.ts';

/** A recorded row change as the contract's AuditChangeSchema: fields listed. */
export function presentAuditChange(change: AuditChangeRow): AuditChange {
  return {
    table: change.tableName,
    operation: change.operation as AuditOperation,
    key: change.rowKey,
    before: change.before,
    after: change.after,
    redacted: change.redacted,
  };
}

/**
 * An entry of the log as the contract's AuditLogEntrySchema, with `changes` (its
 * transaction's first changes, from listAuditLog) and their total. Its author is shown while
 * the account exists, whatever school they belong to (a super user's entry shows too).
 */
export function presentAuditEntry(
  row: AuditEntryRow,
  changes: AuditChangeRow[],
  mediaUrl: MediaUrl,
): AuditLogEntry {
  const { entry, author } = row;
  return {
    id: entry.id,
    created_at: entry.createdAt.toISOString(),
    user_id: entry.actorId,
    user: author ? presentUserSummary(author, mediaUrl) : null,
    action: entry.action,
    method: entry.method,
    route: entry.route,
    target: { type: entry.targetType, id: entry.targetId, params: entry.target },
    status: entry.status,
    request_id: entry.requestId,
    changes: changes.map(presentAuditChange),
    changes_count: changes[0]?.total ?? 0,
  };
}
