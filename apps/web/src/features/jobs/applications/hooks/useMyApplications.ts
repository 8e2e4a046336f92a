import type { MyJobApplication } from '@alumni/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { fetchMyApplications, myApplicationsKey } from '../api.ts';

/**
 * The signed-in member's applications, newest first (settings "my applications"; the
 * application modal reads how many times one was sent). `enabled` false skips the call.
 */
export function useMyApplications(enabled = true): UseQueryResult<MyJobApplication[]> {
  return useQuery({
    queryKey: myApplicationsKey,
    queryFn: ({ signal }) => fetchMyApplications(signal),
    staleTime: 0,
    enabled,
  });
}
