import type { Match } from '@alumni/domain';
import type { PagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { usePagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { fetchPendingMatches, pendingMatchesKey } from '../api.ts';

/** Requests shown per page of the validators' queue. */
export const PENDING_MATCHES_PAGE_SIZE = 20;

/** One page of the requests waiting for a mentorship validator, oldest first. */
export function usePendingMatches(): PagedQuery<Match> {
  return usePagedQuery<Match>({
    queryKey: pendingMatchesKey,
    fetchPage: (request, signal) => fetchPendingMatches(request, signal),
    pageSize: PENDING_MATCHES_PAGE_SIZE,
    staleTime: 0,
  });
}
