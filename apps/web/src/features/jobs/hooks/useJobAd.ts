import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { fetchJobAd, jobAdKey } from '../api.ts';

/** A job ad by id (its page, the details modal, the edit form), or nothing while `id` is null. */
export function useJobAd(id: number | null) {
  return useQuery({
    queryKey: jobAdKey(id ?? 0),
    queryFn: ({ signal }) => fetchJobAd(id ?? 0, signal),
    enabled: id !== null,
    retry: retryUnlessClientError,
    staleTime: 0,
  });
}
