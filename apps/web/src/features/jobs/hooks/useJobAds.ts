import type { JobAdSummary } from '@alumni/domain';
import { JOBS_PAGE_SIZE } from '@alumni/domain';
import type { PagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { usePagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { fetchJobAds, jobListKey } from '../api.ts';
import type { JobListFilters } from '../jobRules.ts';

/** One page of the school's job ads matching `filters`; the page lives in the address (`?page=`). */
export function useJobAds(filters: JobListFilters): PagedQuery<JobAdSummary> {
  return usePagedQuery({
    queryKey: [...jobListKey, filters],
    fetchPage: (request, signal) => fetchJobAds(filters, request, signal),
    pageSize: JOBS_PAGE_SIZE,
    param: 'page',
  });
}
