import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { fetchJobAds, jobListKey } from '../api.ts';
import { filtersOf } from '../jobRules.ts';

/** The `count` latest active job ads (the dashboard's jobs section). */
export function useLatestJobAds(count: number) {
  return useQuery({
    queryKey: [...jobListKey, 'latest', count],
    queryFn: ({ signal }) =>
      fetchJobAds(
        filtersOf(new URLSearchParams(), ['active']),
        { page: 1, pageSize: count },
        signal,
      ),
    retry: retryUnlessClientError,
  });
}
