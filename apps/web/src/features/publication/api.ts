import type { PublicationReviewInput, UserSummary } from '@alumni/domain';
import { apiPath } from '@alumni/domain';
import { api } from '../../api/client.ts';
import type { PublicationItem, PublicationWebArea } from './area.ts';

/**
 * A history row of any publishing area (api/blog.ts ArticleHistoryEntry, api/events.ts
 * EventHistoryEntry, api/jobs.ts JobAdHistoryEntry: one per transition, who, when, from, to,
 * reason).
 */
export interface PublicationHistoryEntry {
  id: number;
  action: string;
  from: string | null;
  to: string;
  reason: string | null;
  /** null for the scheduler. */
  actor: UserSummary | null;
  created_at: string;
}

/** `GET` of the area's `paths.history`: an item's publication history, oldest first. */
export const fetchPublicationHistory = <Item extends PublicationItem>(
  area: PublicationWebArea<Item>,
  id: number,
  signal?: AbortSignal,
) => api.get<PublicationHistoryEntry[]>(apiPath(area.paths.history, { id }), signal);

/**
 * `POST` to the area's `paths.review`: a validator's decision, `validate` or `refuse` with ticked
 * reasons and/or a written one (domain publicationReviewSchema). Rejects with the ApiError
 * (400 on the reason, 403, 409 when someone decided it meanwhile).
 */
export const reviewPublication = <Item extends PublicationItem>(
  area: PublicationWebArea<Item>,
  id: number,
  body: PublicationReviewInput,
) => api.post<unknown>(apiPath(area.paths.review, { id }), body);
