import type { UseQueryResult } from '@tanstack/react-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import type { Page } from '../../../api/types.ts';
import type { ImportItem, ImportStatus } from '../api.ts';
import { fetchImports, importsKey } from '../api.ts';

/**
 * A page of imports: the school's for its admins, every school's for a super user, of one
 * status or all.
 */
export function useImports(query: {
  status?: ImportStatus;
  page: number;
}): UseQueryResult<Page<ImportItem>> {
  return useQuery({
    queryKey: [...importsKey, 'list', query.status ?? 'all', query.page],
    queryFn: ({ signal }) => fetchImports(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: retryUnlessClientError,
  });
}
