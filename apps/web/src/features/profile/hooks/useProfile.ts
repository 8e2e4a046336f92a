import type { Profile } from '@alumni/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { fetchProfile, profileKey } from '../api.ts';

/** A member's profile (`GET /api/users/{id}/profile/`); off while `id` is null. */
export function useProfile(id: number | null): UseQueryResult<Profile> {
  return useQuery({
    queryKey: profileKey(id ?? 0),
    queryFn: ({ signal }) => fetchProfile(id ?? 0, signal),
    enabled: id !== null,
    retry: retryUnlessClientError,
  });
}
