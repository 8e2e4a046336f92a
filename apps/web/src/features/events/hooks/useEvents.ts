import type { EventSummary } from '@alumni/domain';
import { EVENTS_PAGE_SIZE } from '@alumni/domain';
import type { PagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { usePagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { eventListKey, fetchEvents } from '../api.ts';
import type { EventListQuery } from '../eventRules.ts';

/**
 * One page of the school's events for `query` (period, status, participation, title); the
 * page lives in the address (`?page=`). `pageSize` defaults to the API's.
 */
export function useEvents(
  query: EventListQuery,
  pageSize: number = EVENTS_PAGE_SIZE,
): PagedQuery<EventSummary> {
  return usePagedQuery({
    queryKey: [...eventListKey, query],
    fetchPage: (request, signal) => fetchEvents(query, request, signal),
    pageSize,
    param: 'page',
  });
}
