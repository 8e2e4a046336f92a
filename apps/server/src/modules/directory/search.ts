import { DIRECTORY_EXACT_COUNT_MAX, type DirectoryQuery, searchTerms } from '@alumni/domain';
import { and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userRoles, users } from '../../db/schema/index.ts';
import { visibleMemberRole } from '../../platform/member-visibility.ts';
import { onScope } from '../../platform/school-scope.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import {
  boundValues,
  canMatchSimilar,
  type DirectoryViewer,
  directoryConditions,
  type NameMatch,
  type PageKey,
  placeholderValues,
  queryShape,
  type SearchValues,
  SIMILARITY_THRESHOLD,
  searchParameters,
  ur,
} from './conditions.ts';
import { decodeDirectoryCursor, encodeDirectoryCursor } from './cursor.ts';
import { estimatedRows } from './estimate.ts';
import { type DirectoryRoleSummary, type DirectoryUser, directoryColumns } from './service.ts';

/**
 * The directory's list (issue 16 part 3, "Directory at scale"): members in the order of their
 * sort key (last then first name, accent-free, then id), a page at a time after a keyset
 * cursor, with a count that is exact up to DIRECTORY_EXACT_COUNT_MAX matches and PostgreSQL's
 * estimate beyond, so that no request counts the whole school.
 *
 * Every query here stops early: a page reads `page_size + 1` members in order (the planner
 * walks the sort index `users_sort_name_idx`, checking names and roles as it goes, when many
 * members match, or collects the few matches from the name index when they are rare); the
 * exact count runs only when the estimate says at most 1,000 members match, and stops at
 * 1,001. Queries are planned with their values (no generic plan), since which of the two
 * ways is right depends on how common the searched name is.
 */

/** One page of the directory, as the routes present it. */
export interface DirectoryPageRows {
  /** Members matching, on the first page; null on the pages after a cursor. */
  count: number | null;
  /** Whether `count` is exact (false: PostgreSQL's estimate, or no count). */
  countExact: boolean;
  users: DirectoryUser[];
  roles: Map<number, DirectoryRoleSummary[]>;
  /** The cursor of the next page, or null on the last one. */
  next: string | null;
  match: NameMatch;
}

type Reader = Pick<Db, 'select' | '$with' | 'with' | 'execute'>;

/** What one query is built from: the search, its values (bound or placeholders), its page. */
interface QueryParts {
  school: SchoolRow;
  query: DirectoryQuery;
  viewer: DirectoryViewer;
  match: NameMatch;
  values: SearchValues;
  /** Whether the page starts after a cursor (values.afterSort, values.afterId). */
  after: boolean;
  limit: number | Placeholder;
}

/**
 * `users.id` written with its table: in a select over `users` alone Drizzle writes columns
 * bare, and inside the roles' subquery a bare `id` is the role's own.
 */
const USER_ID = sql`"users"."id"`;

/** The members of the page and their roles in the school (json_agg, one round trip). */
function pageColumns({ school, values }: QueryParts) {
  return {
    user: directoryColumns,
    sortName: sql<string>`${users.sortName}`.as('page_sort_name'),
    roles: sql<
      DirectoryRoleSummary[]
    >`(select coalesce(json_agg(json_build_object('id', ur.id, 'userId', ur.user_id, 'role', ur.role, 'isActive', ur.is_active, 'graduationYear', ur.graduation_year, 'degreeId', ur.degree_id, 'campusId', ur.campus_id) order by ur.role), '[]'::json) from ${userRoles} ${ur} where ur.user_id = ${USER_ID} and ur.school_id = ${values.schoolId} and ${visibleMemberRole(ur, users.isActive, school.showInactive)})`,
  };
}

/** The conditions of a query, after the cursor's member when paging on. */
function whereOf(parts: QueryParts): SQL | undefined {
  const { school, query, viewer, match, values } = parts;
  const conditions = directoryConditions(school, query, viewer, match, values);
  // A row comparison: PostgreSQL reads it as a range of the (sort_name, id) index.
  if (parts.after) {
    conditions.push(
      sql`(${users.sortName}, ${users.id}) > (${values.afterSort}, ${values.afterId})`,
    );
  }
  return and(...conditions);
}

/**
 * The query of one page: the `limit` first members (after the cursor's), in sort-key order,
 * with their roles.
 */
export function directoryPageQuery(db: Reader, parts: QueryParts) {
  return db
    .select(pageColumns(parts))
    .from(users)
    .where(whereOf(parts))
    .orderBy(users.sortName, users.id)
    .limit(parts.limit);
}

/**
 * The first page with its exact count, in one query, for a search that few members match:
 * the matches (at most DIRECTORY_EXACT_COUNT_MAX + 1 of them, found on the name index) are
 * materialized, counted, sorted and cut. `total` above the maximum means there were more:
 * then the page is not the first of the order and must be read again.
 */
export function countedFirstPageQuery(db: Reader, parts: QueryParts) {
  const matched = db.$with('matched').as(
    db
      .select({
        id: sql<number>`${users.id}`.as('matched_id'),
        sortName: sql<string>`${users.sortName}`.as('matched_sort'),
      })
      .from(users)
      .where(whereOf({ ...parts, after: false }))
      .limit(DIRECTORY_EXACT_COUNT_MAX + 1),
  );
  const pageIds = db
    .select({ id: matched.id, sortName: matched.sortName })
    .from(matched)
    .orderBy(matched.sortName, matched.id)
    .limit(parts.limit)
    .as('page_ids');
  return db
    .with(matched)
    .select({
      ...pageColumns(parts),
      total: sql<number>`(select count(*) from ${matched})::int`,
    })
    .from(pageIds)
    .innerJoin(users, sql`${users.id} = ${pageIds.id}`)
    .orderBy(pageIds.sortName, pageIds.id);
}

type PageRow = { user: DirectoryUser; sortName: string; roles: DirectoryRoleSummary[] };
type CountedRow = PageRow & { total: number };
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
  kind: 'page' | 'counted',
  search: Omit<QueryParts, 'values' | 'after' | 'limit'> & { after: PageKey | null; limit: number },
): Promise<T[]> {
  const { school, query, viewer, match, after, limit } = search;
  const build = kind === 'page' ? directoryPageQuery : countedFirstPageQuery;
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

/** One page read in order after `after`, with the cursor of the next one. */
async function readPage(request: PageRequest, after: PageKey | null) {
  const rows = await runQuery<PageRow>(request.db, request.reader, 'page', {
    ...request,
    after,
    limit: request.query.page_size + 1,
  });
  return pageOf(rows, request.query.page_size, request.match);
}

/** The page's members and roles, and the cursor after its last member when more follow. */
function pageOf(rows: PageRow[], pageSize: number, match: NameMatch) {
  const shown = rows.slice(0, pageSize);
  const last = shown.at(-1);
  return {
    users: shown.map((r) => r.user),
    roles: new Map(shown.map((r) => [r.user.id, r.roles])),
    next:
      rows.length > pageSize && last
        ? encodeDirectoryCursor({ sortName: last.sortName, id: last.user.id, match })
        : null,
  };
}

/** The first page and its count, by the way the estimate says is cheapest. */
async function firstPage(request: PageRequest) {
  const { reader, school, query, viewer, match } = request;
  const estimate = await estimatedRows(
    reader,
    countKey(school, query, viewer, match),
    reader
      .select({ one: sql`1` })
      .from(users)
      .where(
        whereOf({
          ...request,
          values: boundValues(school, query, viewer),
          after: false,
          limit: 0,
        }),
      )
      .getSQL(),
  );
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
  const page = await readPage(request, null);
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
 * first page, the count (exact up to DIRECTORY_EXACT_COUNT_MAX, else PostgreSQL's estimate).
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
