import { type DirectoryQuery, type MemberStatus, searchTerms } from '@alumni/domain';
import { and, asc, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
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
  invitedAtSql,
  memberStatusSql,
  type NameMatch,
  placeholderValues,
  prefixTsquery,
  type SearchValues,
  SIMILARITY_THRESHOLD,
  ur,
} from './conditions.ts';

export type { DirectoryViewer } from './conditions.ts';

/** The columns of a user the directory shows (presenters.ts), and nothing else. */
const directoryColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  city: users.city,
  country: users.country,
  picture: users.picture,
  externalRef: users.externalRef,
  isActive: users.isActive,
  lastProfileUpdate: users.lastProfileUpdate,
  activationDate: users.activationDate,
  importDate: users.importDate,
  registrationDate: users.registrationDate,
};

export type DirectoryUser = {
  [K in keyof typeof directoryColumns]: (typeof users.$inferSelect)[K];
};
export type DirectoryRole = typeof userRoles.$inferSelect;
/** What the directory shows of a role. */
export type DirectoryRoleSummary = Pick<
  DirectoryRole,
  'id' | 'userId' | 'role' | 'isActive' | 'graduationYear' | 'degreeId' | 'campusId'
>;

/**
 * The roles in `school` of the given users that members may see (visibleMemberRole: not a
 * role request waiting for validation), by user id.
 */
export async function schoolRolesOf(
  db: Db,
  school: SchoolRow,
  userIds: number[],
): Promise<Map<number, DirectoryRole[]>> {
  const roles = new Map<number, DirectoryRole[]>();
  if (!userIds.length) return roles;
  const rows = await db
    .select({ role: userRoles })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.schoolId, school.id),
        inArray(userRoles.userId, userIds),
        visibleMemberRole(userRoles, users.isActive, school.showInactive),
      ),
    )
    .orderBy(asc(userRoles.role));
  for (const { role } of rows) {
    const list = roles.get(role.userId) ?? [];
    list.push(role);
    roles.set(role.userId, list);
  }
  return roles;
}

/** Where each of these members stands in `school` (admin list), and their latest invitation. */
export async function memberStatuses(
  db: Db,
  school: SchoolRow,
  userIds: number[],
): Promise<Map<number, { status: MemberStatus; invitedAt: Date | null }>> {
  const statuses = new Map<number, { status: MemberStatus; invitedAt: Date | null }>();
  if (!userIds.length) return statuses;
  const schoolId = sql`${school.id}`;
  const rows = await db
    .select({
      id: users.id,
      status: memberStatusSql(schoolId),
      invitedAt: invitedAtSql(schoolId),
    })
    .from(users)
    .where(inArray(users.id, userIds));
  for (const row of rows) {
    statuses.set(row.id, {
      status: row.status,
      invitedAt: row.invitedAt ? new Date(row.invitedAt) : null,
    });
  }
  return statuses;
}

/**
 * The query of a name search's page, in one round trip: the matching users (name index,
 * then a per-user role probe) form a CTE that PostgreSQL materializes because it is read
 * twice, once to count and once to sort and cut the page; the page's users come back
 * whole with the total. Exported for the benchmark's EXPLAIN.
 */
export function searchPageQuery(
  db: Pick<Db, '$with' | 'with' | 'select'>,
  school: SchoolRow,
  query: DirectoryQuery,
  viewer: DirectoryViewer,
  match: NameMatch,
  values: SearchValues = boundValues(school, query, viewer),
  page: { limit: number | Placeholder; offset: number | Placeholder } = {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  },
) {
  const matched = db.$with('matched').as(
    db
      .select({
        id: sql<number>`${users.id}`.as('matched_id'),
        sortName: sql<string>`${users.sortName}`.as('matched_sort'),
      })
      .from(users)
      .where(and(...directoryConditions(school, query, viewer, match, values))),
  );
  const pageIds = db
    .select({ id: matched.id, sortName: matched.sortName })
    .from(matched)
    .orderBy(matched.sortName, matched.id)
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
  return db
    .with(matched)
    .select({
      user: directoryColumns,
      total: sql<number>`(select count(*) from ${matched})::int`,
      // The page's roles in the school come with it: one round trip fewer per search.
      roles: sql<
        DirectoryRoleSummary[]
      >`(select coalesce(json_agg(json_build_object('id', ur.id, 'userId', ur.user_id, 'role', ur.role, 'isActive', ur.is_active, 'graduationYear', ur.graduation_year, 'degreeId', ur.degree_id, 'campusId', ur.campus_id) order by ur.role), '[]'::json) from ${userRoles} ${ur} where ur.user_id = ${users.id} and ur.school_id = ${values.schoolId} and ${visibleMemberRole(ur, users.isActive, school.showInactive)})`,
    })
    .from(pageIds)
    .innerJoin(users, eq(users.id, pageIds.id))
    .orderBy(pageIds.sortName, pageIds.id);
}

/**
 * The prepared word-prefix search of one query shape. Every search runs the same few SQL
 * texts, so each is parsed and planned once per connection instead of at every request
 * (the planning took as long as the search itself), and Drizzle builds it once.
 */
function preparedPrefixSearch(
  db: Db,
  school: SchoolRow,
  query: DirectoryQuery,
  viewer: DirectoryViewer,
) {
  // What changes the SQL text: the school's inactive-members flag, the recruiter filter and
  // which filters are present. Their values are parameters.
  const shape = [
    school.showInactive,
    viewer.recruiter,
    viewer.adminList,
    viewer.adminList && query.status !== undefined,
    query.roles.length > 0,
    query.degrees.length > 0,
    query.campus.length > 0,
    query.graduation_year.length > 0,
  ]
    .map(Number)
    .join('');
  let statements = preparedSearches.get(db);
  if (!statements) {
    statements = new Map();
    preparedSearches.set(db, statements);
  }
  let statement = statements.get(shape);
  if (!statement) {
    statement = searchPageQuery(db, school, query, viewer, 'prefix', placeholderValues, {
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
    }).prepare(`directory_search_${shape}`);
    statements.set(shape, statement);
  }
  return onScope(statement).execute({
    schoolId: school.id,
    listedRoles: [...viewer.listedRoles],
    roles: query.roles,
    degrees: query.degrees,
    campus: query.campus,
    years: query.graduation_year,
    tsquery: prefixTsquery(query),
    status: query.status ?? '',
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
}
type PreparedSearch = ReturnType<ReturnType<typeof searchPageQuery>['prepare']>;
const preparedSearches = new WeakMap<Db, Map<string, PreparedSearch>>();

/**
 * One page of the directory of `school`: matching users sorted by last then first name
 * (accent-free), each with their roles in this school, and the total count. Everything is
 * filtered in PostgreSQL; a search also returns its count with the page (one query).
 */
export async function searchDirectory(
  db: Db,
  school: SchoolRow,
  query: DirectoryQuery,
  viewer: DirectoryViewer,
): Promise<{
  count: number;
  users: DirectoryUser[];
  roles: Map<number, DirectoryRoleSummary[]>;
  match: NameMatch;
}> {
  const offset = (query.page - 1) * query.page_size;
  const mainDb = db;
  const pageOf = async (db: Pick<Db, 'select' | '$with' | 'with'>, match: NameMatch) => {
    const where = and(...directoryConditions(school, query, viewer, match));
    if (!searchTerms(query.search).length) {
      // Browsing: walk the sort index and stop at the page; count apart.
      const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
      const page = await db
        .select(directoryColumns)
        .from(users)
        .where(where)
        .orderBy(asc(users.sortName), asc(users.id))
        .limit(query.page_size)
        .offset(offset);
      return {
        count: counted?.n ?? 0,
        users: page,
        roles: null as Map<number, DirectoryRoleSummary[]> | null,
      };
    }
    // Searching: the few matching users are found on the name index, counted and cut in
    // one query.
    const rows =
      match === 'prefix'
        ? // Prefix searches run on the prepared statements, on the request's connection.
          await preparedPrefixSearch(mainDb, school, query, viewer)
        : await searchPageQuery(db, school, query, viewer, match);
    const count =
      rows[0]?.total ??
      (offset > 0
        ? ((await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where))[0]?.n ?? 0)
        : 0);
    return {
      count,
      users: rows.map((r) => r.user),
      roles: new Map(rows.map((r) => [r.user.id, r.roles])) as Map<
        number,
        DirectoryRoleSummary[]
      > | null,
    };
  };
  let match: NameMatch = 'prefix';
  let page = await pageOf(db, match);
  if (page.count === 0 && canMatchSimilar(query)) {
    match = 'similar';
    // pg_trgm's default word-similarity threshold (0.6) misses one-letter typos in short
    // names ("lefebre" ~ "lefevre" is 0.5); SET LOCAL keeps the operator on the index.
    page = await db.transaction(async (tx) => {
      await tx.execute(
        sql`set local pg_trgm.word_similarity_threshold = ${sql.raw(String(SIMILARITY_THRESHOLD))}`,
      );
      return pageOf(tx, match);
    });
  }

  const roles =
    page.roles ??
    (await schoolRolesOf(
      db,
      school,
      page.users.map((u) => u.id),
    ));
  return { count: page.count, users: page.users, roles, match };
}

/**
 * Members of the directory grouped by city and country (the same conditions as
 * `searchDirectory`, word-prefix names), most numerous first: the map's input.
 */
export async function directoryCities(
  db: Db,
  school: SchoolRow,
  query: DirectoryQuery,
  viewer: DirectoryViewer,
): Promise<{ city: string | null; country: string | null; count: number }[]> {
  return db
    .select({ city: users.city, country: users.country, count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(...directoryConditions(school, query, viewer, 'prefix')))
    .groupBy(users.city, users.country)
    .orderBy(sql`count(*) desc`);
}

/**
 * The members of `school` who joined most recently (activation of their role here, newest
 * first): the dashboard's "recent joiners" (spec 1 §2 Dashboard). Only listed members,
 * recruiter visibility applied.
 */
export async function recentJoiners(
  db: Db,
  school: SchoolRow,
  viewer: DirectoryViewer,
  limit: number,
): Promise<{ user: DirectoryUser; joinedAt: Date | null }[]> {
  const query = {
    search: '',
    degrees: [],
    roles: [],
    campus: [],
    graduation_year: [],
    type: 'grid' as const,
    page: 1,
    page_size: limit,
  };
  // "users"."id" written whole: in this one-table select list Drizzle would write a bare
  // "id", which inside the subquery is the role's own id (the date was then always null).
  const joinedAt = sql<Date | null>`(select max(ur2.activation_date) from ${userRoles} ur2 where ur2.user_id = "users"."id" and ur2.school_id = ${school.id})`;
  const rows = await db
    .select({ user: directoryColumns, joinedAt })
    .from(users)
    .where(and(...directoryConditions(school, query, viewer, 'prefix')))
    .orderBy(sql`${joinedAt} desc nulls last`, asc(users.id))
    .limit(limit);
  return rows.map((r) => ({ user: r.user, joinedAt: r.joinedAt ? new Date(r.joinedAt) : null }));
}
