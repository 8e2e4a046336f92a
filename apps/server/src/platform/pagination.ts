/**
 * The `next` and `previous` links of a numbered page (DESIGN §5 lists): the request's path
 * and query (`url`) with `page` changed, or null at either end. Takes the page number, its
 * size and the total `count` of results.
 */
export function pageLinks(url: string, page: number, pageSize: number, count: number) {
  const at = (p: number) => {
    const next = new URL(url, 'http://x');
    next.searchParams.set('page', String(p));
    return `${next.pathname}${next.search}`;
  };
  return {
    next: page * pageSize < count ? at(page + 1) : null,
    previous: page > 1 ? at(page - 1) : null,
  };
}
