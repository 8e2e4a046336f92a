import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { fetchPairs, pairsKey } from '../api.ts';

/** The school's latest accepted mentorship pairs (the dashboard's card). */
export function useMentorshipPairs() {
  return useQuery({
    queryKey: pairsKey,
    queryFn: ({ signal }) => fetchPairs(signal),
    retry: retryUnlessClientError,
  });
}
