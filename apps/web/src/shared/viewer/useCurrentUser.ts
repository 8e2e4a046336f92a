import type { Me } from '@alumni/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { currentUserKey, fetchCurrentUser } from './api.ts';

/** The signed-in user (null when anonymous); authentication holds when a user id is held. */
export function useCurrentUser(): UseQueryResult<Me | null> {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
