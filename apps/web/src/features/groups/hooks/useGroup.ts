import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { fetchGroup, groupByIdKey } from '../api.ts';

/** A group by id (the form's), or nothing while `id` is null. */
export function useGroup(id: number | null) {
  return useQuery({
    queryKey: groupByIdKey(id ?? 0),
    queryFn: ({ signal }) => fetchGroup(id ?? 0, signal),
    enabled: id !== null,
    retry: retryUnlessClientError,
    staleTime: 0,
  });
}
