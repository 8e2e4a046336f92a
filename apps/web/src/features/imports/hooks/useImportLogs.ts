import type { UseQueryResult } from '@tanstack/react-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import type { Page } from '../../../api/types.ts';
import type { ImportLog } from '../api.ts';
import { fetchImportLogs, importLogsKey } from '../api.ts';

/** A page of the school's import logs. */
export function useImportLogs(page: number): UseQueryResult<Page<ImportLog>> {
  return useQuery({
    queryKey: [...importLogsKey, page],
    queryFn: ({ signal }) => fetchImportLogs(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: retryUnlessClientError,
  });
}
