import type { AuditLogEntry, AuditLogFacets, Page } from '@alumni/domain';
import { AUDIT_LOG_PATHS, apiPath } from '@alumni/domain';
import { api } from '../../api/client.ts';
import type { PageRequest } from '../../ui/pagination/paging.ts';
import type { AuditLogFilters } from './auditLogRules.ts';

/** Root of the school's audit log queries (the list's pages and the filters' choices). */
export const auditLogKey = (schoolId: number) =>
  ['school-settings', 'audit-log', schoolId] as const;

/**
 * `GET /api/schools/{id}/logs/?…filters&page=&page_size=`: a page of entries, newest first,
 * each with its first changes.
 */
export const fetchAuditLog = (
  schoolId: number,
  filters: AuditLogFilters,
  { page, pageSize }: PageRequest,
  signal?: AbortSignal,
) =>
  api.get<Page<AuditLogEntry>>(
    apiPath(AUDIT_LOG_PATHS.logs, { id: schoolId }, { ...filters, page, page_size: pageSize }),
    signal,
  );

/** `GET /api/schools/{id}/logs/facets/`: who wrote, the actions and target types logged. */
export const fetchAuditLogFacets = (schoolId: number, signal?: AbortSignal) =>
  api.get<AuditLogFacets>(apiPath(AUDIT_LOG_PATHS.logsFacets, { id: schoolId }), signal);
