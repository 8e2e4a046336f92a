import type { UseQueryResult } from '@tanstack/react-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import type { Page } from '../../../api/types.ts';
import type { Report } from '../api.ts';
import { fetchMyReports, myReportsKey } from '../api.ts';

/** The signed-in member's own reports, a page at a time (`GET /api/reports/mine/`). */
export function useMyReports(page: number): UseQueryResult<Page<Report>> {
  return useQuery({
    queryKey: myReportsKey(page),
    queryFn: ({ signal }) => fetchMyReports(page, signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}
