import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { eventListKey, fetchEvents } from '../api.ts';
import { listQuery } from '../eventRules.ts';

/** The next `count` published events to come (the dashboard's upcoming events). */
export function useUpcomingEvents(count: number) {
  return useQuery({
    queryKey: [...eventListKey, 'upcoming', count],
    queryFn: ({ signal }) =>
      fetchEvents(listQuery('upcoming', ''), { page: 1, pageSize: count }, signal),
    retry: retryUnlessClientError,
  });
}
