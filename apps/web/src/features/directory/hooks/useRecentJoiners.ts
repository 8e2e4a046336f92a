import type { RecentJoiners } from '@alumni/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { directoryKey, fetchRecentJoiners } from '../api.ts';

/** The members who joined the school most recently (dashboard, spec 1 §2). */
export function useRecentJoiners(limit: number, enabled: boolean): UseQueryResult<RecentJoiners> {
  return useQuery({
    queryKey: [...directoryKey, 'recent', limit],
    queryFn: ({ signal }) => fetchRecentJoiners(limit, signal),
    enabled,
    staleTime: 60_000,
    retry: retryUnlessClientError,
  });
}
