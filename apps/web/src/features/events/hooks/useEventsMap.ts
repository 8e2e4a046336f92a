import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { eventsKey, fetchEventsMap } from '../api.ts';

/** The map of upcoming on-site events (read again with every events change). */
export function useEventsMap() {
  return useQuery({
    queryKey: [...eventsKey, 'map'],
    queryFn: ({ signal }) => fetchEventsMap(signal),
    retry: retryUnlessClientError,
  });
}
