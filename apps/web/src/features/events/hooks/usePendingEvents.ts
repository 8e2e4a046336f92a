import type { EventSummary } from '@alumni/domain';
import type { PagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { usePagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { fetchEvents, pendingEventsKey } from '../api.ts';

/** Events waiting for validation per page of the validations centre. */
export const PENDING_EVENTS_PAGE_SIZE = 20;

/** One page of the school's events waiting for validation (Evenement validators), soonest first. */
export function usePendingEvents(): PagedQuery<EventSummary> {
  return usePagedQuery({
    queryKey: pendingEventsKey,
    fetchPage: (request, signal) =>
      fetchEvents(
        { period: 'upcoming', status: 'pending', mine: false, search: '' },
        request,
        signal,
      ),
    pageSize: PENDING_EVENTS_PAGE_SIZE,
    staleTime: 0,
  });
}
