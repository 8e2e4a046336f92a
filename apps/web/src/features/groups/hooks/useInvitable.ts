import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { fetchInvitable, invitableKey } from '../api.ts';

/** Members of the school a manager may invite into the group, found by `q` (while `enabled`). */
export function useInvitable(groupId: number, q: string, enabled: boolean) {
  return useQuery({
    queryKey: invitableKey(groupId, q),
    queryFn: ({ signal }) => fetchInvitable(groupId, q, signal),
    enabled,
    retry: retryUnlessClientError,
    placeholderData: (previous) => previous,
  });
}
