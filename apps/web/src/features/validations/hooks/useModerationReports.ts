import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import type { ReportFilters } from '../api.ts';
import { fetchReports, moderationReportsKey } from '../api.ts';

/** One page of the school's reports for the filters (moderators only). */
export function useModerationReports(filters: ReportFilters) {
  return useQuery({
    queryKey: [...moderationReportsKey, filters],
    queryFn: ({ signal }) => fetchReports(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: retryUnlessClientError,
  });
}
