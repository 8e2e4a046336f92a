import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { fetchMessageStats, messageStatsKey } from '../api.ts';
import type { MessageStatsFilters } from '../messageStatsRules.ts';

/**
 * The message statistics of the period `filters` asks, read afresh each time the tab opens;
 * not asked while the period is one the server would refuse (`enabled`). The previous answer
 * stays shown while a new period loads.
 */
export function useMessageStats(filters: MessageStatsFilters, enabled: boolean) {
  return useQuery({
    queryKey: [...messageStatsKey, filters],
    queryFn: ({ signal }) => fetchMessageStats(filters, signal),
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}
