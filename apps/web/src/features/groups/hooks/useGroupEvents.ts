import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { fetchGroupEvents, groupEventsKey } from '../api.ts';

/** The group's next events (the first page, soonest first), while `enabled`. */
export function useGroupEvents(groupId: number, enabled: boolean) {
  return useQuery({
    queryKey: groupEventsKey(groupId),
    queryFn: ({ signal }) => fetchGroupEvents(groupId, { page: 1, pageSize: 3 }, signal),
    enabled,
    retry: retryUnlessClientError,
  });
}
