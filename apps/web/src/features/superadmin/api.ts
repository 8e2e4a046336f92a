import type { MessageStats } from '@alumni/domain';
import { api } from '../../api/client.ts';
import { type MessageStatsFilters, messageStatsUrl } from './messageStatsRules.ts';

/** The message statistics' query key; the period follows it. */
export const messageStatsKey = ['message-stats'] as const;

/** `GET /api/message-stats/` (super users): counts per school and day, no content. */
export const fetchMessageStats = (filters: MessageStatsFilters, signal?: AbortSignal) =>
  api.get<MessageStats>(messageStatsUrl(filters), signal);
