import type { UnreadCounts, ValidationCounts } from '@alumni/domain';
import { apiPath, DISCUSSION_PATHS, VALIDATION_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

// Apart from api.ts: the live counters load with every page (RootRoute), the validations
// centre's calls and their words with its page only.

export const validationCountsKey = ['validations', 'counts'] as const;

/** `GET /api/validations/`: pending items per type, for validators and super users (403 otherwise). */
export const fetchValidationCounts = (signal?: AbortSignal) =>
  api.get<ValidationCounts>(apiPath(VALIDATION_PATHS.counts), signal);

/**
 * `GET /api/conversations/unread/`: the member's unread messages, in total and per
 * conversation; the chat button's count while the live stream is down (spec 2 §7 "stream
 * errors set a fallback count refresh").
 */
export const fetchUnreadMessages = (signal?: AbortSignal) =>
  api.get<UnreadCounts>(apiPath(DISCUSSION_PATHS.unread), signal);
