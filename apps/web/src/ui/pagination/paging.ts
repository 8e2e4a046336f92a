/**
 * Page-numbered lists (`{count, next, previous, results}` answered to `?page=&page_size=`):
 * the arithmetic every list shares, free of React so it is unit-tested on its own.
 */

/** What to ask the server for: a 1-based page of `pageSize` items. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** How many pages `count` items fill; at least 1, so an empty list still has page 1. */
export function pageCount(count: number, pageSize: number): number {
  if (!Number.isFinite(count) || count <= 0 || pageSize <= 0) return 1;
  return Math.ceil(count / pageSize);
}

/** `page` kept within 1..pageCount (a decided last item may empty the last page). */
export function clampPage(page: number, count: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), pageCount(count, pageSize));
}

/**
 * A page number read from the address (`?page=3`): a positive integer, else 1. Never
 * throws, so a hand-edited address cannot break the list.
 */
export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && Number.isSafeInteger(page) ? page : 1;
}

/**
 * The `page=&page_size=` part of a list's query, after any filters already in `params`
 * (which is not changed). `page` below 1 is sent as 1.
 */
export function pagingQuery(request: PageRequest, params?: URLSearchParams): string {
  const search = new URLSearchParams(params);
  const paging = {
    page: String(Math.max(1, Math.trunc(request.page) || 1)),
    page_size: String(request.pageSize),
  };
  for (const [name, value] of Object.entries(paging)) search.set(name, value);
  return search.toString();
}
