import type { Report } from '@alumni/domain';
import type { PagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { usePagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { fetchMyReports, MY_REPORTS_PAGE_SIZE, myReportsKey } from '../api.ts';

/** The signed-in member's own reports, a page at a time (`GET /api/reports/mine/`). */
export function useMyReports(): PagedQuery<Report> {
  return usePagedQuery({
    queryKey: myReportsKey,
    fetchPage: fetchMyReports,
    pageSize: MY_REPORTS_PAGE_SIZE,
  });
}
