import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { fetchMembershipHistory, membershipHistoryKey } from '../api.ts';

/** Every request and decision of a group, newest first (its managers; a member their own). */
export function useMembershipHistory(groupId: number) {
  return useQuery({
    queryKey: membershipHistoryKey(groupId),
    queryFn: ({ signal }) => fetchMembershipHistory(groupId, signal),
    retry: retryUnlessClientError,
  });
}
