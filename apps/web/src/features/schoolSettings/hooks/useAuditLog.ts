import type { AuditLogEntry } from '@alumni/domain';
import { AUDIT_LOG_PAGE_SIZE } from '@alumni/domain';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import type { PagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { usePagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { auditLogKey, fetchAuditLog, fetchAuditLogFacets } from '../auditLogApi.ts';
import type { AuditLogFilters } from '../auditLogRules.ts';

/**
 * A page of the school's audit log with `filters`, the page in the address (`?page=`), read
 * afresh each time the section opens: the admin's own changes a minute ago must be there.
 */
export function useAuditLog(schoolId: number, filters: AuditLogFilters): PagedQuery<AuditLogEntry> {
  return usePagedQuery({
    queryKey: [...auditLogKey(schoolId), 'list', filters],
    fetchPage: (request, signal) => fetchAuditLog(schoolId, filters, request, signal),
    pageSize: AUDIT_LOG_PAGE_SIZE,
    param: 'page',
    staleTime: 0,
  });
}

/** The choices of the log's filters: the people, actions and target types it holds. */
export function useAuditLogFacets(schoolId: number) {
  return useQuery({
    queryKey: [...auditLogKey(schoolId), 'facets'],
    queryFn: ({ signal }) => fetchAuditLogFacets(schoolId, signal),
    retry: retryUnlessClientError,
    staleTime: 0,
  });
}
