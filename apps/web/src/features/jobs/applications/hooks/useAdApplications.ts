import type { JobAdApplication } from '@alumni/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { adApplicationsKey, fetchAdApplications } from '../api.ts';

/** Ad `id`'s applications with their marks, newest first, as its author or an admin reads them. */
export function useAdApplications(id: number): UseQueryResult<JobAdApplication[]> {
  return useQuery({
    queryKey: adApplicationsKey(id),
    queryFn: ({ signal }) => fetchAdApplications(id, signal),
    staleTime: 0,
  });
}
