import type { Match } from '@alumni/domain';
import type { PagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { usePagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { fetchMatches, matchesKey } from '../api.ts';

/** Matches shown per page on each side of "My mentorships". */
export const MATCHES_PAGE_SIZE = 10;

/** One page of my matches as `role` (mentor or mentee), newest first; the page is state. */
export function useMyMatches(role: 'mentor' | 'mentee'): PagedQuery<Match> {
  return usePagedQuery<Match>({
    queryKey: [...matchesKey, role],
    fetchPage: (request, signal) => fetchMatches(role, request, signal),
    pageSize: MATCHES_PAGE_SIZE,
    staleTime: 0,
  });
}
