import type { MentorCard, MentorPage } from '@alumni/domain';
import type { PagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { usePagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { fetchMentors, mentorsKey } from '../api.ts';
import type { MentorFilters } from '../mentorshipRules.ts';

/** Mentors shown per page of the search: four rows of the widest grid. */
export const MENTORS_PAGE_SIZE = 12;

/**
 * One page of the school's mentors matching `filters` (the page in the address, `?page=`);
 * the answer also says how many requests the viewer has pending (`my_pending`).
 */
export function useMentors(filters: MentorFilters): PagedQuery<MentorCard> & {
  myPending: number | undefined;
} {
  const paged = usePagedQuery<MentorCard>({
    queryKey: [...mentorsKey, filters],
    fetchPage: (request, signal) => fetchMentors(filters, request, signal),
    pageSize: MENTORS_PAGE_SIZE,
    param: 'page',
  });
  const data = paged.query.data as MentorPage | undefined;
  return { ...paged, myPending: data?.my_pending };
}
