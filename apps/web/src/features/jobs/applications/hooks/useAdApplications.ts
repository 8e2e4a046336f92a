import type { JobApplication } from '@alumni/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { adApplicationsKey, fetchAdApplications } from '../api.ts';

/** Ad `id`'s applications, newest first, as its author or an admin reads them. */
export function useAdApplications(id: number): UseQueryResult<JobApplication[]> {
  return useQuery({
    queryKey: adApplicationsKey(id),
    queryFn: ({ signal }) => fetchAdApplications(id, signal),
    staleTime: 0,
  });
}
