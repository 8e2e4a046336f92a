import { DIRECTORY_EXACT_COUNT_MAX, type DirectoryQuery, searchTerms } from '@alumni/domain';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { keysetCut } from '../../platform/paged-query.ts';
import { onScope, planEachRun } from '../../platform/school-scope.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import {
  boundValues,
  canMatchSimilar,
  type DirectoryViewer,
  listedRole,
  type NameMatch,
  type PageKey,
  placeholderValues,
  queryShape,
  SIMILARITY_THRESHOLD,
  searchParameters,
  ur,
  viewerConditions,
} from './conditions.ts';
import { decodeDirectoryCursor, encodeDirectoryCursor } from './cursor.ts';
import { estimatedRows } from './estimate.ts';
import {
  countedFirstPageQuery,
  directoryPageQuery,
  type QueryParts,
  type Reader,
  sortedMatchesPageQuery,
  whereOf,
} from './page-queries.ts';
import type { DirectoryRoleSummary, DirectoryUser } from './service.ts';

/**
 * The directory's list (issue 16 part 3, "Directory at scale"): members in the order of their
 * sort key (last then first name, accent-free, then id), a page at a time after a keyset
 * cursor, with a count that is exact up to DIRECTORY_EXACT_COUNT_MAX matches and PostgreSQL's
 * estimate beyond, so that no request counts the whole school.
 *
 * Every query here stops early. A page reads `page_size + 1` members in order: when few
 * members match, from the name index, counted and sorted (the exact count comes with it);
 * when a name is common (a first name), the planner walks the sort index `users_sort_name_idx`
 * and checks names and roles as it goes; when many match a rarer name (a common surname, all
 * in one place of the order), the matches are sorted from the name index and checked in that
 * order until the page is full (page-queries.ts). Queries are planned with their values (no
 * generic plan): which way is right depends on the name searched and the school.
 */

/** One page of the directory, as the routes present it. */
export interface DirectoryPageRows {
  /** Members matching, on the first page; null on the pages after a cursor. */
  count: number | null;
  /** Whether `count` is exact (false: PostgreSQL's estimate, or no count). */
  countExact: boolean;
  /** The members, their city null when they hide it from the viewer. */
  users: DirectoryUser[];
  roles: Map<number, DirectoryRoleSummary[]>;
  /** The ids of the badges each member holds in the school, ascending. */
  badges: Map<number, number[]>;
  /** The cursor of the next page, or null on the last one. */
  next: string | null;
  match: NameMatch;
}

type PageRow = {
  user: DirectoryUser;
  sortName: string;
  roles: DirectoryRoleSummary[];
  badges: number[];
};
type CountedRow = PageRow & { total: number };
/** The three ways of reading a page (see directoryPageQuery and the two after it). */
type PageKind = 'page' | 'counted' | 'sorted';
const BUILDERS = {
  page: directoryPageQuery,
  counted: countedFirstPageQuery,
  sorted: sortedMatchesPageQuery,
};
type Built = { execute: (values: Record<string, unknown>) => Promise<unknown[]> };
const statements = new WeakMap<Db, Map<string, Built>>();

/**
 * Runs a page query. Word-prefix searches (nearly all of them) run on statements Drizzle
 * builds once per query shape (queryShape) with placeholders, sent unnamed so that
 * PostgreSQL still plans each with its values (a generic plan would walk the whole sort
 * index for a rare surname, or a big school for a small one); building the SQL took as long
 * as running it. Typo searches (several trigram terms) are built each time.
 */
async function runQuery<T>(
  db: Db,
  reader: Reader,
  kind: PageKind,
  search: Omit<QueryParts, 'values' | 'after' | 'limit'> & { after: PageKey | null; limit: number },
): Promise<T[]> {
  const { school, query, viewer, match, after, limit } = search;
  const build = BUILDERS[kind];
  if (match !== 'prefix') {
    const values = boundValues(school, query, viewer, after);
    return (await build(reader, { ...search, values, after: after !== null, limit })) as T[];
  }
  const key = `${kind}:${queryShape(school, query, viewer)}:${after ? 1 : 0}`;
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  let statement = cache.get(key);
  if (!statement) {
    const parts = { ...search, values: placeholderValues, after: after !== null };
    // An empty name: an unnamed statement, planned with its values at every run.
    statement = build(db, { ...parts, limit: sql.placeholder('limit') }).prepare('') as Built;
    cache.set(key, statement);
  }
  return (await onScope(statement).execute({
    ...searchParameters(school, query, viewer, after),
    limit,
  })) as T[];
}

/** What identifies a count: the school, who looks, and every filter (not the page). */
function countKey(
  school: SchoolRow,
  query: DirectoryQuery,
  viewer: DirectoryViewer,
  match: NameMatch,
) {
  return JSON.stringify([
    school.id,
    school.showInactive,
    viewer.recruiter,
    viewer.adminList,
    viewer.listedRoles,
    match,
    searchTerms(query.search),
    query.roles,
    query.degrees,
    query.campus,
    query.graduation_year,
    query.badge,
    viewer.adminList ? (query.status ?? null) : null,
  ]);
}

/** What a page is read for: the search, the request's database and the one to read on. */
interface PageRequest {
  db: Db;
  reader: Reader;
  school: SchoolRow;
  query: DirectoryQuery;
  viewer: DirectoryViewer;
  match: NameMatch;
}

/**
 * PostgreSQL's estimate of how many members `query` matches (estimate.ts), by default the
 * request's own; planned once a minute per query.
 */
function estimateOf(request: PageRequest, query: DirectoryQuery = request.query) {
  const { reader, school, viewer, match } = request;
  const values = boundValues(school, query, viewer);
  const parts = { ...request, query, values };
  // Without a name, the listed roles joined to their users: PostgreSQL estimates that join
  // from the school's role statistics along the foreign key (1,000,041 for 1,000,000
  // members), closer than its estimate of the directory query's EXISTS.
  const estimated = searchTerms(query.search).length
    ? reader
        .select({ one: sql`1` })
        .from(users)
        .where(whereOf({ ...parts, after: false, limit: 0 }))
    : reader
        .select({ one: sql`1` })
        .from(ur)
        .innerJoin(users, sql`${users.id} = ${ur.userId}`)
        .where(
          and(
            ...listedRole(school, query, viewer, values),
            ...viewerConditions(query, viewer, values),
          ),
        );
  return estimatedRows(reader, countKey(school, query, viewer, match), estimated.getSQL());
}

/** Share of the school from which a name counts as common enough to walk the sort order. */
export const WALK_SHARE = 0.01;

/**
 * How to read a page of many matches (past DIRECTORY_EXACT_COUNT_MAX): in the sort order,
 * checking names as it goes (the planner's way), when the name is borne by at least
 * WALK_SHARE of the school — a first name like `camille` (2 %) is spread over the whole
 * order, so a page is found after about page_size / 2 % members; otherwise from the name
 * index (sortedMatchesPageQuery), since a rarer name with that many bearers is a surname,
 * grouped in one place of the order.
 */
async function manyMatchesKind(request: PageRequest, estimate: number): Promise<PageKind> {
  if (!searchTerms(request.query.search).length || request.match !== 'prefix') return 'page';
  const everyone = await estimateOf(request, {
    ...request.query,
    search: '',
    roles: [],
    degrees: [],
    campus: [],
    graduation_year: [],
    badge: [],
  });
  return estimate >= everyone * WALK_SHARE ? 'page' : 'sorted';
}

/** One page read in order after `after`, with the cursor of the next one. */
async function readPage(request: PageRequest, after: PageKey | null, estimate?: number) {
  const matches = estimate ?? (await estimateOf(request));
  const kind =
    matches > DIRECTORY_EXACT_COUNT_MAX ? await manyMatchesKind(request, matches) : 'page';
  const rows = await runQuery<PageRow>(request.db, request.reader, kind, {
    ...request,
    after,
    limit: request.query.page_size + 1,
  });
  return pageOf(rows, request.query.page_size, request.match);
}

/**
 * The page's members, roles and badges, and the cursor after its last member when more follow.
 */
function pageOf(rows: PageRow[], pageSize: number, match: NameMatch) {
  const page = keysetCut(rows, pageSize, (last) =>
    encodeDirectoryCursor({ sortName: last.sortName, id: last.user.id, match }),
  );
  return {
    users: page.rows.map((r) => r.user),
    roles: new Map(page.rows.map((r) => [r.user.id, r.roles])),
    badges: new Map(page.rows.map((r) => [r.user.id, r.badges])),
    next: page.next,
  };
}

/** The first page and its count, by the way the estimate says is cheapest. */
async function firstPage(request: PageRequest) {
  const { reader, query, match } = request;
  const estimate = await estimateOf(request);
  if (estimate <= DIRECTORY_EXACT_COUNT_MAX) {
    const rows = await runQuery<CountedRow>(request.db, reader, 'counted', {
      ...request,
      after: null,
      limit: query.page_size + 1,
    });
    const total = rows[0]?.total ?? 0;
    if (total <= DIRECTORY_EXACT_COUNT_MAX) {
      return { ...pageOf(rows, query.page_size, match), count: total, countExact: true };
    }
  }
  // Many matches: the page stops after page_size + 1 members; the count is the estimate.
  const page = await readPage(request, null, estimate);
  if (!page.next) return { ...page, count: page.users.length, countExact: true };
  return {
    ...page,
    count: Math.max(estimate, DIRECTORY_EXACT_COUNT_MAX + 1, page.users.length + 1),
    countExact: false,
  };
}

/**
 * One page of the directory of `school` for `query` (spec 1 §2 Directory, issue 16 part 3):
 * members after `query.cursor` in sort-key order, each with their roles in this school; on the
 * first page, the count (exact up to DIRECTORY_EXACT_COUNT_MAX, else PostgreSQL's estimate);
 * with their badges and their city as `viewer.fields` may see it, in the page's statement.
 * Names match by word prefix; a first page with no prefix match falls back to trigram
 * similarity ("lefebre"), and its cursor keeps that mode. 400 on a cursor this server did
 * not hand out.
 */
export async function searchDirectory(
  db: Db,
  school: SchoolRow,
  query: DirectoryQuery,
  viewer: DirectoryViewer,
): Promise<DirectoryPageRows> {
  const after = decodeDirectoryCursor(query.cursor);
  // Its searches were tuned on plans made with their values (a rare surname reads a few
  // rows by the name index, a big school's first page walks the sort index).
  await planEachRun();
  const hasTerms = searchTerms(query.search).length > 0;
  const inMode = async <T>(match: NameMatch, read: (db: Reader) => Promise<T>): Promise<T> => {
    if (match === 'prefix') return read(db);
    // pg_trgm's default word-similarity threshold (0.6) misses one-letter typos in short
    // names ("lefebre" ~ "lefevre" is 0.5); SET LOCAL keeps the operator on the index.
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`set local pg_trgm.word_similarity_threshold = ${sql.raw(String(SIMILARITY_THRESHOLD))}`,
      );
      return read(tx);
    });
  };
  const request = (reader: Reader, match: NameMatch) =>
    ({ db, reader, school, query, viewer, match }) satisfies PageRequest;
  if (after) {
    const match = hasTerms ? after.match : 'prefix';
    const page = await inMode(match, (reader) => readPage(request(reader, match), after));
    return { ...page, count: null, countExact: false, match };
  }
  const page = await firstPage(request(db, 'prefix'));
  if (page.count === 0 && canMatchSimilar(query)) {
    const similar = await inMode('similar', (reader) => firstPage(request(reader, 'similar')));
    return { ...similar, match: 'similar' };
  }
  return { ...page, match: 'prefix' };
}
