import type { DirectoryPage } from '@alumni/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { directoryKey, fetchDirectory } from '../api.ts';
import type { DirectoryParams } from '../directoryParams.ts';
import { directoryApiQuery } from '../directoryParams.ts';

/**
 * One page of the directory for the state's filters; the previous page stays on screen while
 * the next one loads.
 */
export function useDirectory(
  params: DirectoryParams,
  enabled: boolean,
): UseQueryResult<DirectoryPage> {
  return useQuery({
    queryKey: [...directoryKey, 'page', directoryApiQuery(params, { withPage: true })],
    queryFn: ({ signal }) => fetchDirectory(params, signal),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 30_000,
    retry: retryUnlessClientError,
  });
}
