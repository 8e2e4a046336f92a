import type { Report } from '@alumni/domain';
import type { MediaUrl } from '../../platform/presenters.ts';
import { presentUserSummary } from '../../platform/presenters.ts';
import { presentPostImages } from '../feed/index.ts';
import type { ReportRow } from './service.ts';

/** A report (the contract's ReportSchema, api/reports.ts); `canChangeStatus` from the domain rules. */
export function presentReport(
  row: ReportRow,
  canChangeStatus: boolean,
  mediaUrl: MediaUrl,
): Report {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    reasons: row.reasons,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    status_changed_at: row.statusChangedAt?.toISOString() ?? null,
    author: presentUserSummary(row.author, mediaUrl),
    reported_user: presentUserSummary(row.reported, mediaUrl),
    post: row.post
      ? {
          id: row.post.id,
          content: row.post.content,
          images: presentPostImages(row.post.images, mediaUrl),
          created_at: row.post.createdAt.toISOString(),
        }
      : null,
    message: row.message
      ? {
          id: row.message.id,
          body: row.message.body,
          deleted: row.message.deleted,
          created_at: row.message.createdAt.toISOString(),
          participants: row.message.participants.map((person) =>
            presentUserSummary(person, mediaUrl),
          ),
        }
      : null,
    can_change_status: canChangeStatus,
  };
}
