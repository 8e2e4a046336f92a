import type { ImportItem, ImportStatus } from '@alumni/domain';
import type { PagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { usePagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { fetchImports, importsKey } from '../api.ts';

/** Imports per page in the lists. */
export const IMPORTS_PAGE_SIZE = 20;

/**
 * A page of imports: the school's for its admins, every school's for a super user, of one
 * status or all.
 */
export function useImports(status?: ImportStatus): PagedQuery<ImportItem> {
  return usePagedQuery({
    queryKey: [...importsKey, 'list', status ?? 'all'],
    fetchPage: (request, signal) => fetchImports(status, request, signal),
    pageSize: IMPORTS_PAGE_SIZE,
    staleTime: 0,
  });
}
