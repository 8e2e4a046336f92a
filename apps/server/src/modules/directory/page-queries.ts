import { DIRECTORY_EXACT_COUNT_MAX, type DirectoryQuery } from '@alumni/domain';
import { and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userBadges, userRoles, users } from '../../db/schema/index.ts';
import { shownField } from '../../platform/field-visibility.ts';
import { visibleMemberRole } from '../../platform/member-visibility.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import {
  type DirectoryViewer,
  directoryConditions,
  memberConditions,
  type NameMatch,
  nameConditions,
  type SearchValues,
  ur,
} from './conditions.ts';
import { type DirectoryRoleSummary, directoryColumns } from './service.ts';

/**
 * The three queries that read a page of the directory (search.ts chooses among them and runs
 * them), built over bound values or placeholders (conditions.ts). Each returns the page's
 * members with their sort key, their roles and badges in the school and their city as the
 * viewer may see it, in one statement (issue 35 item 4); the counted one adds the total.
 */

export type Reader = Pick<Db, 'select' | '$with' | 'with' | 'execute'>;

/** What one query is built from: the search, its values (bound or placeholders), its page. */
export interface QueryParts {
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

/**
 * The members of the page with what the directory shows of them, each an indexed look-up per
 * member of the page (never of the members walked to find it: PostgreSQL computes a select
 * list's subqueries above the sort and the limit): their roles in the school (json_agg), the
 * ids of the badges they hold there (int[], ascending), and their city, null when they hide
 * it from the viewer (their `member_field_visibility`; the viewer sees their own).
 */
function pageColumns({ school, values, viewer }: QueryParts) {
  const kind = viewer.fields.kind;
  const city =
    kind === 'admin' || kind === 'self'
      ? sql<string | null>`${users.city}`
      : sql<
          string | null
        >`(case when ${USER_ID} = ${values.viewerId} then ${users.city} else ${shownField('city', users.city, USER_ID, kind)} end)`;
  return {
    user: { ...directoryColumns, city: city.as('page_city') },
    sortName: sql<string>`${users.sortName}`.as('page_sort_name'),
    roles: sql<
      DirectoryRoleSummary[]
    >`(select coalesce(json_agg(json_build_object('id', ur.id, 'userId', ur.user_id, 'role', ur.role, 'isActive', ur.is_active, 'graduationYear', ur.graduation_year, 'degreeId', ur.degree_id, 'campusId', ur.campus_id) order by ur.role), '[]'::json) from ${userRoles} ${ur} where ur.user_id = ${USER_ID} and ur.school_id = ${values.schoolId} and ${visibleMemberRole(ur, users.isActive, school.showInactive)})`,
    badges: sql<
      number[]
    >`(select coalesce(array_agg(ub.badge_id order by ub.badge_id), '{}'::int[]) from ${userBadges} ub where ub.user_id = ${USER_ID} and ub.school_id = ${values.schoolId})`,
  };
}

/** The conditions of a query, after the cursor's member when paging on. */
export function whereOf(parts: QueryParts): SQL | undefined {
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

/**
 * One page for a name that many members bear but that sits in one place of the sort order —
 * a common surname ("lefevre" at 1M members: 2,000 matches, all under "lefevre …"): walking
 * the sort index would first read every member sorted before it (544,000 rows, 1.7 s). The
 * matches are read from the name index and sorted (one heap read each, no role check), then
 * checked against the school in that order until the page is full.
 */
export function sortedMatchesPageQuery(db: Reader, parts: QueryParts) {
  const { school, query, viewer, match, values } = parts;
  const named = [...nameConditions(query, match, values)];
  if (parts.after) {
    named.push(sql`(${users.sortName}, ${users.id}) > (${values.afterSort}, ${values.afterId})`);
  }
  // Sorted, the matches stay a subquery of their own (PostgreSQL does not pull up a sorted
  // subquery): the role checks come after the sort, for as many as the page needs.
  const sorted = db
    .select({
      id: sql<number>`${users.id}`.as('sorted_id'),
      sortName: sql<string>`${users.sortName}`.as('sorted_sort'),
    })
    .from(users)
    .where(and(...named))
    .orderBy(users.sortName, users.id)
    .as('sorted');
  return db
    .select(pageColumns(parts))
    .from(sorted)
    .innerJoin(users, sql`${users.id} = ${sorted.id}`)
    .where(and(...memberConditions(school, query, viewer, values)))
    .orderBy(sorted.sortName, sorted.id)
    .limit(parts.limit);
}
