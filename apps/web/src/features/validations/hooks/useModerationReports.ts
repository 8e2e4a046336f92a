import type { Report } from '@alumni/domain';
import type { PagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { usePagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { REPORTS_PAGE_SIZE } from '../../reports/index.ts';
import type { ReportFilters } from '../api.ts';
import { fetchReports, moderationReportsKey } from '../api.ts';

/** One page of the school's reports for the filters (moderators only). */
export function useModerationReports(filters: ReportFilters): PagedQuery<Report> {
  return usePagedQuery({
    queryKey: [...moderationReportsKey, filters],
    fetchPage: (request, signal) => fetchReports(filters, request, signal),
    pageSize: REPORTS_PAGE_SIZE,
    staleTime: 0,
  });
}
