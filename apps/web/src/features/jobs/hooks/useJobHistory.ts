import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { fetchJobHistory, jobHistoryKey } from '../api.ts';

/** A job ad's history, oldest first (its author, Jobs validators and admins). */
export function useJobHistory(id: number) {
  return useQuery({
    queryKey: jobHistoryKey(id),
    queryFn: ({ signal }) => fetchJobHistory(id, signal),
    retry: retryUnlessClientError,
  });
}
