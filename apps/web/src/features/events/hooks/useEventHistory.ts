import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { eventHistoryKey, fetchEventHistory } from '../api.ts';

/** An event's publication history, oldest first (its author, validators and admins). */
export function useEventHistory(id: number) {
  return useQuery({
    queryKey: eventHistoryKey(id),
    queryFn: ({ signal }) => fetchEventHistory(id, signal),
    retry: retryUnlessClientError,
  });
}
