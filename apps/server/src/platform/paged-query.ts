import type { PgSelect } from 'drizzle-orm/pg-core';
import { decodeCursor, encodeCursor } from './cursor.ts';

/**
 * Reading a list a page at a time (DESIGN §5 lists): numbered pages (`?page=&page_size=`,
 * answered `{count, next, previous, results}`, links by pagination.ts `pageLinks`) and keyset
 * pages after a cursor (`?cursor=&page_size=`, answered `{next, results}`, cursor.ts).
 */

/** A numbered page as the contract parses it: `page` from 1, `page_size` rows a page. */
export interface PageRequest {
  page: number;
  page_size: number;
}

/**
 * The count query of a list: one row whose `count` is the number of rows the list's query
 * matches (`db.select({ count: count() }).from(table).where(where)`), with any other totals
 * of the same rows beside it (notifications: `unread`).
 */
export type CountQuery<T extends { count: number }> = PromiseLike<T[]>;

/**
 * One numbered page of a list and its totals (DESIGN §5 lists: `?page=&page_size=`, answered
 * `{count, next, previous, results}`).
 *
 * Takes the page request, the list's row query (a Drizzle select with its where and a total
 * order, made dynamic: `db.select(…).from(…).where(where).orderBy(…).$dynamic()`) and its
 * count query over the same where (CountQuery; any joins the rows need that could drop a row
 * belong in it too). Reads the `page_size` rows from `(page - 1) * page_size`, then runs the
 * count. Returns `{ rows, count }` plus the count query's other totals. A page past the end
 * has no rows and still the full count. The two queries run one after the other: inside a
 * request both run on its one transaction (request-scope.ts), which takes one at a time.
 *
 * Why not one round trip: a `count(*) over ()` column would need a column added to the
 * areas' shared row selections (selectArticles, selectEvents, …), and returns no row, so no
 * count, on a page past the end, which would still need the count query.
 *
 * Errors: the queries' own; an Error if the count query returns no row (an aggregate without
 * GROUP BY always returns one).
 */
export async function pagedQuery<Q extends PgSelect, T extends { count: number }>(
  page: PageRequest,
  rows: Q,
  count: CountQuery<T>,
): Promise<{ rows: Awaited<Q> } & T> {
  const found = await rows.limit(page.page_size).offset((page.page - 1) * page.page_size);
  const [totals] = await count;
  if (!totals) throw new Error('The count query of a page returned no row.');
  return { ...totals, rows: found };
}

/** A keyset page: its rows and the cursor of the next page, or null on the last one. */
export interface KeysetPage<R> {
  rows: R[];
  next: string | null;
}

/**
 * Cuts rows read with one row to spare (`limit + 1`) to a keyset page of `limit` rows: when
 * the spare row came back more follow, and `next` is `cursorOf` the page's last row; null
 * otherwise. Takes the rows in the list's order; returns `{ rows, next }`.
 */
export function keysetCut<R>(
  rows: R[],
  limit: number,
  cursorOf: (last: R) => string,
): KeysetPage<R> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { rows: shown, next: rows.length > limit && last ? cursorOf(last) : null };
}

/**
 * One keyset page of a list ordered by id (DESIGN §5 lists, `?cursor=&page_size=` answered
 * `{next, results}`; the feed and its comments): decodes `cursor` (cursor.ts), calls `read`
 * with the id it names (null on the first page) and `limit + 1`, and returns the first `limit`
 * rows with the cursor after the last of them when more follow (keysetCut). `read` returns,
 * in the list's order, the rows strictly after that id in that order (ids below it for a
 * newest-first list), at most the limit it is given. 400 `{"cursor": ["Invalid cursor."]}`
 * for a cursor this server did not hand out.
 */
export async function keysetPage<R extends { id: number }>(
  cursor: string | undefined,
  limit: number,
  read: (after: number | null, limit: number) => PromiseLike<R[]>,
): Promise<KeysetPage<R>> {
  const rows = await read(decodeCursor(cursor), limit + 1);
  return keysetCut(rows, limit, (last) => encodeCursor(last.id));
}
