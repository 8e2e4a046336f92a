import type { DirectoryMap } from '@alumni/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { directoryKey, fetchDirectoryMap } from '../api.ts';
import type { DirectoryParams } from '../directoryParams.ts';
import { directoryApiQuery } from '../directoryParams.ts';

/** The members matching the state's filters, grouped by city for the map. */
export function useDirectoryMap(
  params: DirectoryParams,
  enabled: boolean,
): UseQueryResult<DirectoryMap> {
  return useQuery({
    queryKey: [...directoryKey, 'map', directoryApiQuery(params, { withType: false })],
    queryFn: ({ signal }) => fetchDirectoryMap(params, signal),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 60_000,
    retry: retryUnlessClientError,
  });
}
