import {
  bulkProgressPercent,
  type MassMailCounts,
  type MassMailList,
  type MassMailRecipient,
  type MassMailSummary,
} from '@alumni/domain';
import type { bulkOperations, massMailDeliveries } from '../../db/schema/index.ts';
import { type MediaUrl, presentUserSummary } from '../../platform/presenters.ts';

type OperationRow = typeof bulkOperations.$inferSelect;
type Person = { id: number; firstName: string; lastName: string; picture: string | null };

/**
 * A mass mail as the school's admins list it (MassMailSummarySchema): its subject and list
 * from the operation's parameters, its progress, and its report's counts; never the members'
 * ids nor the other parameters.
 */
export function presentMassMailSummary(
  row: OperationRow,
  creator: Person | null,
  counts: Omit<MassMailCounts, 'skipped'>,
  mediaUrl: MediaUrl,
): MassMailSummary {
  const params = row.params as { subject?: string; list?: MassMailList };
  return {
    id: row.id,
    subject: params.subject ?? '',
    list: params.list ?? 'newsletter',
    status: row.status,
    total: row.total,
    percent: bulkProgressPercent(row),
    counts: { ...counts, skipped: row.notReached },
    created_by: creator ? presentUserSummary(creator, mediaUrl) : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** One recipient's delivery (MassMailRecipientSchema). */
export function presentRecipient(
  row: Pick<typeof massMailDeliveries.$inferSelect, 'email' | 'status' | 'response' | 'updatedAt'>,
  user: Person,
  mediaUrl: MediaUrl,
): MassMailRecipient {
  return {
    user: presentUserSummary(user, mediaUrl),
    email: row.email,
    status: row.status,
    response: row.status === 'queued' ? null : row.response,
    updated_at: row.updatedAt.toISOString(),
  };
}
