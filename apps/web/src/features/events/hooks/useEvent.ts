import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { eventByIdKey, fetchEvent } from '../api.ts';

/** An event by id (the form's), or nothing while `id` is null. */
export function useEvent(id: number | null) {
  return useQuery({
    queryKey: eventByIdKey(id ?? 0),
    queryFn: ({ signal }) => fetchEvent(id ?? 0, signal),
    enabled: id !== null,
    retry: retryUnlessClientError,
    staleTime: 0,
  });
}
