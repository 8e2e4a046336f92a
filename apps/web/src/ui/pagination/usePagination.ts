import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { parsePage } from './paging.ts';

/** The page a list shows and how to move it; `reset` goes back to page 1 (a filter changed). */
export interface Pagination {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  reset: () => void;
}

/**
 * The current page of a page-numbered list. With `param`, the page lives in the address
 * (`?page=3`, absent on page 1) so it survives a reload and can be linked to; other query
 * parameters (a tab, filters) are kept. Without it, the page is component state.
 */
export function usePagination({
  pageSize,
  param,
}: {
  pageSize: number;
  param?: string;
}): Pagination {
  const [statePage, setStatePage] = useState(1);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = param ? parsePage(searchParams.get(param)) : statePage;

  const setPage = useCallback(
    (next: number) => {
      const value = Math.max(1, Math.trunc(next) || 1);
      if (!param) {
        setStatePage(value);
        return;
      }
      setSearchParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (value === 1) updated.delete(param);
          else updated.set(param, String(value));
          return updated;
        },
        { replace: true },
      );
    },
    [param, setSearchParams],
  );

  return { page, pageSize, setPage, reset: useCallback(() => setPage(1), [setPage]) };
}
