import type { ImportLog } from '@alumni/domain';
import type { PagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { usePagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { fetchImportLogs, importLogsKey } from '../api.ts';

const LOGS_PAGE_SIZE = 20;

/** A page of the school's import logs. */
export function useImportLogs(): PagedQuery<ImportLog> {
  return usePagedQuery({
    queryKey: importLogsKey,
    fetchPage: fetchImportLogs,
    pageSize: LOGS_PAGE_SIZE,
    staleTime: 0,
  });
}
