import type { MentorStatsRow } from '@alumni/domain';
import type { PagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { usePagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { fetchMentorStats, mentorStatsKey } from '../api.ts';

/** Lines per page of the mentor statistics. */
export const MENTOR_STATS_PAGE_SIZE = 50;

/**
 * One page of the mentor statistics (super users), of one school or of all (`schoolId`
 * undefined), read afresh each time the tab opens; the page lives in the address.
 */
export function useMentorStats(schoolId: number | undefined): PagedQuery<MentorStatsRow> {
  return usePagedQuery<MentorStatsRow>({
    queryKey: [...mentorStatsKey, schoolId ?? null],
    fetchPage: (request, signal) => fetchMentorStats(schoolId, request, signal),
    pageSize: MENTOR_STATS_PAGE_SIZE,
    param: 'page',
    staleTime: 0,
  });
}
