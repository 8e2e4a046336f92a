import type { JobAd } from '@alumni/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { fetchJobAd, jobAdKey } from '../api.ts';

/** Job ad `id` with its details (`applied`, `can_close`: what the application screens read). */
export function useJobAd(id: number): UseQueryResult<JobAd> {
  return useQuery({
    queryKey: jobAdKey(id),
    queryFn: ({ signal }) => fetchJobAd(id, signal),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
