import type { DirectoryPage } from '@alumni/domain';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { directoryKey, fetchDirectory } from '../api.ts';
import type { DirectoryParams } from '../directoryParams.ts';
import { directoryApiQuery } from '../directoryParams.ts';

/**
 * The directory's members for the state's filters, page after page ("show more", issue 16
 * part 3): each page is asked with the cursor of the one before. The members already shown
 * stay on screen while a new filter's first page loads.
 */
export function useDirectory(
  params: DirectoryParams,
  enabled: boolean,
): UseInfiniteQueryResult<InfiniteData<DirectoryPage, string | null>> {
  return useInfiniteQuery({
    queryKey: [...directoryKey, 'pages', directoryApiQuery(params, { withType: true })],
    queryFn: ({ pageParam, signal }) => fetchDirectory(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 30_000,
    retry: retryUnlessClientError,
  });
}
