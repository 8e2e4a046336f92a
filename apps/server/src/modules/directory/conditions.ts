import {
  type DirectoryQuery,
  type FieldViewer,
  type MemberStatus,
  searchTerms,
} from '@alumni/domain';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { userRoles, userSchoolSettings, users, userTokens } from '../../db/schema/index.ts';
import { visibleMemberRole } from '../../platform/member-visibility.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { holdsAnyBadge } from '../badges/index.ts';

/**
 * The WHERE conditions of a directory search (spec 1 §2 Directory, issue "Members"), as
 * SQL fragments over bound values; search.ts and service.ts run them.
 */

/**
 * The user roles of the subqueries, as `ur`: an alias renders as its bare name, so a FROM
 * clause writes `${userRoles} ${ur}` (`"user_roles" "ur"`).
 */
export const ur = alias(userRoles, 'ur');

/** Who is searching, as the conditions need it. */
export interface DirectoryViewer {
  /** External recruiters see only members who agreed to be visible to recruiters. */
  recruiter: boolean;
  /**
   * The role codes the school's directory lists (domain directoryListedRoles, from the
   * cached permission data): a list, so that PostgreSQL need not look the roles up per member.
   */
  listedRoles: readonly number[];
  /**
   * The admin list (`type=list`, school admins; issue 12 item 8): every member of the school
   * whatever their state (active, invited, not invited, waiting for validation) and role,
   * refused registrations excepted, filtered by `status` when asked.
   */
  adminList: boolean;
  /**
   * How the viewer counts for the fields members hide (platform/field-visibility.ts; issue
   * 34 item 6), and their own id (they always see their own city).
   */
  fields: { kind: FieldViewer; userId: number };
}

export type NameMatch = 'prefix' | 'similar';

/**
 * The values a directory query compares with, as SQL fragments: bound parameters for a
 * one-off query, or placeholders of a statement Drizzle builds once per query shape
 * (search.ts). Either way PostgreSQL plans each query with its values: which plan is right
 * depends on the name searched and the school. Lists are PostgreSQL integer arrays.
 */
export interface SearchValues {
  schoolId: SQL;
  listedRoles: SQL;
  roles: SQL;
  degrees: SQL;
  campus: SQL;
  years: SQL;
  /** The badge filter's badge ids. */
  badges: SQL;
  /** The word-prefix `tsquery` text, e.g. `helene:* & lefevre:*`. */
  tsquery: SQL;
  /** The admin list's status filter (MEMBER_STATUSES), when there is one. */
  status: SQL;
  /** The sort key and id of the last member of the page before (keyset cursor). */
  afterSort: SQL;
  afterId: SQL;
  /** The viewer's user id (their own hidden fields stay shown to them). */
  viewerId: SQL;
}

/** Where the page before ended: its last member's sort key and id (cursor.ts). */
export interface PageKey {
  sortName: string;
  id: number;
}

/** The query's own values, bound as parameters. */
export function boundValues(
  school: SchoolRow,
  query: DirectoryQuery,
  viewer: DirectoryViewer,
  after: PageKey | null = null,
) {
  const ints = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;
  return {
    schoolId: sql`${school.id}`,
    listedRoles: ints(viewer.listedRoles),
    roles: ints(query.roles),
    degrees: ints(query.degrees),
    campus: ints(query.campus),
    years: ints(query.graduation_year),
    badges: ints(query.badge),
    tsquery: sql`${prefixTsquery(query)}`,
    status: sql`${query.status ?? ''}`,
    afterSort: sql`${after?.sortName ?? ''}::text`,
    afterId: sql`${after?.id ?? 0}::int`,
    viewerId: sql`${viewer.fields.userId}::int`,
  } satisfies SearchValues;
}

/** Placeholders for the same values, for a statement built once (see searchParameters). */
export const placeholderValues: SearchValues = {
  schoolId: sql`${sql.placeholder('schoolId')}::int`,
  listedRoles: sql`${sql.placeholder('listedRoles')}::int[]`,
  roles: sql`${sql.placeholder('roles')}::int[]`,
  degrees: sql`${sql.placeholder('degrees')}::int[]`,
  campus: sql`${sql.placeholder('campus')}::int[]`,
  years: sql`${sql.placeholder('years')}::int[]`,
  badges: sql`${sql.placeholder('badges')}::int[]`,
  tsquery: sql`${sql.placeholder('tsquery')}::text`,
  status: sql`${sql.placeholder('status')}::text`,
  afterSort: sql`${sql.placeholder('afterSort')}::text`,
  afterId: sql`${sql.placeholder('afterId')}::int`,
  viewerId: sql`${sql.placeholder('viewerId')}::int`,
};

/** The values of `placeholderValues` for one query. */
export function searchParameters(
  school: SchoolRow,
  query: DirectoryQuery,
  viewer: DirectoryViewer,
  after: PageKey | null,
) {
  return {
    schoolId: school.id,
    listedRoles: [...viewer.listedRoles],
    roles: query.roles,
    degrees: query.degrees,
    campus: query.campus,
    years: query.graduation_year,
    badges: query.badge,
    tsquery: prefixTsquery(query),
    status: query.status ?? '',
    afterSort: after?.sortName ?? '',
    afterId: after?.id ?? 0,
    viewerId: viewer.fields.userId,
  };
}

/**
 * What changes the SQL text of a directory query (not its values): the school's
 * inactive-members flag, the recruiter filter, the admin list and its status filter, which
 * filters are present, whether names are searched, which hidden fields the viewer sees.
 * Statements are built once per shape.
 */
export function queryShape(school: SchoolRow, query: DirectoryQuery, viewer: DirectoryViewer) {
  return `${viewer.fields.kind}:${[
    school.showInactive,
    viewer.recruiter,
    viewer.adminList,
    viewer.adminList && query.status !== undefined,
    query.roles.length > 0,
    query.degrees.length > 0,
    query.campus.length > 0,
    query.graduation_year.length > 0,
    query.badge.length > 0,
    searchTerms(query.search).length > 0,
    listsEveryRole(viewer),
  ]
    .map(Number)
    .join('')}`;
}

/**
 * `users.id` and `users.is_active` always written with their table: in a select list over
 * `users` alone Drizzle writes columns bare, and inside a subquery a bare `id` would be the
 * subquery's own row's.
 */
const USER_ID = sql`"users"."id"`;
const USER_ACTIVE = sql`"users"."is_active"`;

/**
 * Where member `users.id` stands in school `schoolId` (domain MEMBER_STATUSES): `active` with
 * an activated account and an active role here; else `waiting` with a role waiting for
 * validation; else `invited` when an activation link for this school was ever sent, and
 * `not_invited` otherwise.
 */
export function memberStatusSql(schoolId: SQL): SQL<MemberStatus> {
  return sql<MemberStatus>`case
    when ${USER_ACTIVE} and exists (select 1 from ${userRoles} sa where sa.user_id = ${USER_ID} and sa.school_id = ${schoolId} and sa.is_active and sa.refused_at is null) then 'active'
    when exists (select 1 from ${userRoles} sw where sw.user_id = ${USER_ID} and sw.school_id = ${schoolId} and sw.requires_validation and not sw.is_active and sw.refused_at is null) then 'waiting'
    when exists (select 1 from ${userTokens} st where st.user_id = ${USER_ID} and st.school_id = ${schoolId} and st.purpose = 'activation') then 'invited'
    else 'not_invited' end`;
}

/** When the latest activation link of `users.id` for school `schoolId` was made, or null. */
export function invitedAtSql(schoolId: SQL): SQL<Date | null> {
  return sql<Date | null>`(select max(it.created_at) from ${userTokens} it where it.user_id = ${USER_ID} and it.school_id = ${schoolId} and it.purpose = 'activation')`;
}

/** The word-prefix tsquery of a search: every word as a prefix, all required. */
export const prefixTsquery = (query: DirectoryQuery) =>
  searchTerms(query.search)
    .map((t) => `${t}:*`)
    .join(' & ');

/**
 * `users.id` holds a role of `school` that the directory lists (spec 1 §2 Directory, issue
 * "Members"): enabled and shown in the directory, visible to members (visibleMemberRole:
 * never a registration waiting for validation), and matching every filter on that same role.
 * The admin list takes every role not refused, whatever its state (its status column says it).
 */
function listedInSchool(
  school: SchoolRow,
  query: DirectoryQuery,
  viewer: DirectoryViewer,
  values: SearchValues,
): SQL {
  const role = [sql`${ur.userId} = ${users.id}`, ...listedRole(school, query, viewer, values)];
  // A plain EXISTS, which PostgreSQL may turn into a semi-join: it probes the roles of each
  // member it walks in a big school, and starts from the school's roles in a small one.
  return sql`exists (select 1 from ${userRoles} ${ur} where ${sql.join(role, sql` and `)})`;
}

/** Whether the school's directory lists every role code (2–8), as most do. */
const listsEveryRole = (viewer: DirectoryViewer) =>
  [2, 3, 4, 5, 6, 7, 8].every((code) => viewer.listedRoles.includes(code));

/** The conditions on the role `ur` that lists its holder (see listedInSchool). */
export function listedRole(
  school: SchoolRow,
  query: DirectoryQuery,
  viewer: DirectoryViewer,
  values: SearchValues,
): SQL[] {
  const role: SQL[] = [sql`${ur.schoolId} = ${values.schoolId}`, sql`${ur.refusedAt} is null`];
  if (!viewer.adminList) {
    role.push(visibleMemberRole(ur, users.isActive, school.showInactive));
    // Every role code (2–8, the table's check) listed: no condition, which PostgreSQL would
    // read as seven independent chances (a 71 % estimate for a school that lists everyone).
    if (!listsEveryRole(viewer)) role.push(sql`${ur.role} = any(${values.listedRoles})`);
  }
  if (query.roles.length) role.push(sql`${ur.role} = any(${values.roles})`);
  if (query.degrees.length) role.push(sql`${ur.degreeId} = any(${values.degrees})`);
  if (query.campus.length) role.push(sql`${ur.campusId} = any(${values.campus})`);
  if (query.graduation_year.length) role.push(sql`${ur.graduationYear} = any(${values.years})`);
  return role;
}

/**
 * Conditions on `users` for a directory of `school`: listed in the school (and in the admin
 * list's status), visible to recruiters when the viewer is one (memberConditions), and
 * matching the name terms (nameConditions). `values` defaults to the query's own, bound as
 * parameters.
 */
export function directoryConditions(
  school: SchoolRow,
  query: DirectoryQuery,
  viewer: DirectoryViewer,
  match: NameMatch,
  values: SearchValues = boundValues(school, query, viewer),
): SQL[] {
  return [
    ...memberConditions(school, query, viewer, values),
    ...nameConditions(query, match, values),
  ];
}

/** Who the directory lists, whatever their name (see directoryConditions). */
export function memberConditions(
  school: SchoolRow,
  query: DirectoryQuery,
  viewer: DirectoryViewer,
  values: SearchValues,
): SQL[] {
  return [
    listedInSchool(school, query, viewer, values),
    ...viewerConditions(query, viewer, values),
  ];
}

/**
 * The conditions on `users` besides their roles and names: the admin list's status filter,
 * the badge filter (holding one of the badges; issue 31 item 8), and the recruiters'
 * visibility.
 */
export function viewerConditions(
  query: DirectoryQuery,
  viewer: DirectoryViewer,
  values: SearchValues,
): SQL[] {
  const conditions: SQL[] = [];
  if (viewer.adminList && query.status) {
    conditions.push(sql`${memberStatusSql(values.schoolId)} = ${values.status}`);
  }
  if (query.badge.length) conditions.push(holdsAnyBadge(USER_ID, values.schoolId, values.badges));
  if (viewer.recruiter) {
    conditions.push(
      sql`exists (select 1 from ${userSchoolSettings} uss where uss.user_id = ${USER_ID} and uss.school_id = ${values.schoolId} and uss.visible_to_recruiters)`,
    );
  }
  return conditions;
}

/**
 * The name terms: matched without accents or case, by word prefix on the full-text index of
 * the names ("hel lef" finds "Hélène Lefèvre"), or by trigram word similarity for the typo
 * fallback. None without terms.
 */
export function nameConditions(query: DirectoryQuery, match: NameMatch, values: SearchValues) {
  const terms = searchTerms(query.search);
  if (!terms.length) return [];
  if (match === 'prefix') {
    return [sql`${users.searchVector} @@ to_tsquery('simple', ${values.tsquery})`];
  }
  return terms.map((term) => sql`${term} <% ${users.searchName}`);
}

/** Word similarity from which a name counts as a typo of the search (pg_trgm, 0–1). */
export const SIMILARITY_THRESHOLD = 0.45;

/** Typo tolerance applies to searches whose words are long enough to have trigrams. */
export const canMatchSimilar = (query: DirectoryQuery) => {
  const terms = searchTerms(query.search);
  return terms.length > 0 && terms.every((t) => t.length >= 3);
};
