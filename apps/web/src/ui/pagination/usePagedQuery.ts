import type { Page } from '@alumni/domain';
import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { retryUnlessClientError } from '../../api/retry.ts';
import type { PageRequest } from './paging.ts';
import { clampPage } from './paging.ts';
import type { Pagination } from './usePagination.ts';
import { usePagination } from './usePagination.ts';

/** A page-numbered list read with TanStack Query, and the pagination that drives it. */
export interface PagedQuery<T> {
  query: UseQueryResult<Page<T>>;
  pagination: Pagination;
}

/**
 * One page of a `{count, next, previous, results}` list: the page (state, or the address with
 * `param`) goes into the query key and the call, the previous page stays shown while the next
 * loads, and when the list shrinks below the page (its last item was decided) the page moves
 * back to the last one. `queryKey` is the list's key without the page (filters included), so
 * invalidating it refreshes every page.
 */
export function usePagedQuery<T>({
  queryKey,
  fetchPage,
  pageSize,
  param,
  staleTime,
}: {
  queryKey: QueryKey;
  fetchPage: (request: PageRequest, signal: AbortSignal) => Promise<Page<T>>;
  pageSize: number;
  param?: string;
  staleTime?: number;
}): PagedQuery<T> {
  const pagination = usePagination({ pageSize, param });
  const { page, setPage } = pagination;
  const query = useQuery({
    queryKey: [...queryKey, { page, pageSize }],
    queryFn: ({ signal }) => fetchPage({ page, pageSize }, signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
    ...(staleTime === undefined ? {} : { staleTime }),
  });
  const count = query.data?.count;
  useEffect(() => {
    if (count === undefined || query.isPlaceholderData) return;
    const last = clampPage(page, count, pageSize);
    if (last !== page) setPage(last);
  }, [count, page, pageSize, query.isPlaceholderData, setPage]);
  return { query, pagination };
}
