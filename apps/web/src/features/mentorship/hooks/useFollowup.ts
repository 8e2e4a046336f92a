import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { fetchFollowup, followupKey } from '../api.ts';

/** My accepted matches with their six months of follow-up and meetings, read afresh. */
export function useFollowup() {
  return useQuery({
    queryKey: followupKey,
    queryFn: ({ signal }) => fetchFollowup(signal),
    retry: retryUnlessClientError,
    staleTime: 0,
  });
}
