import { type DirectoryQuery, searchTerms } from '@alumni/domain';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { userRoles, userSchoolSettings, users } from '../../db/schema/index.ts';
import { visibleMemberRole } from '../../platform/member-visibility.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';

/**
 * The WHERE conditions of a directory search (spec 1 §2 Directory, issue "Members"), as
 * SQL fragments over bound values or prepared-statement placeholders; service.ts runs them.
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
}

export type NameMatch = 'prefix' | 'similar';

/**
 * The values a directory query compares with, as SQL fragments: bound parameters for a
 * one-off query, or placeholders of a prepared statement (the same text then serves every
 * search of that shape). Lists are PostgreSQL integer arrays.
 */
export interface SearchValues {
  schoolId: SQL;
  listedRoles: SQL;
  roles: SQL;
  degrees: SQL;
  campus: SQL;
  years: SQL;
  /** The word-prefix `tsquery` text, e.g. `helene:* & lefevre:*`. */
  tsquery: SQL;
}

/** The query's own values, bound as parameters. */
export function boundValues(school: SchoolRow, query: DirectoryQuery, viewer: DirectoryViewer) {
  const ints = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;
  return {
    schoolId: sql`${school.id}`,
    listedRoles: ints(viewer.listedRoles),
    roles: ints(query.roles),
    degrees: ints(query.degrees),
    campus: ints(query.campus),
    years: ints(query.graduation_year),
    tsquery: sql`${prefixTsquery(query)}`,
  } satisfies SearchValues;
}

/** Placeholders for the same values, for a prepared statement (see searchParameters). */
export const placeholderValues: SearchValues = {
  schoolId: sql`${sql.placeholder('schoolId')}::int`,
  listedRoles: sql`${sql.placeholder('listedRoles')}::int[]`,
  roles: sql`${sql.placeholder('roles')}::int[]`,
  degrees: sql`${sql.placeholder('degrees')}::int[]`,
  campus: sql`${sql.placeholder('campus')}::int[]`,
  years: sql`${sql.placeholder('years')}::int[]`,
  tsquery: sql`${sql.placeholder('tsquery')}::text`,
};

/** The word-prefix tsquery of a search: every word as a prefix, all required. */
export const prefixTsquery = (query: DirectoryQuery) =>
  searchTerms(query.search)
    .map((t) => `${t}:*`)
    .join(' & ');

/**
 * `users.id` holds a role of `school` that the directory lists (spec 1 §2 Directory, issue
 * "Members"): enabled and shown in the directory, visible to members (visibleMemberRole:
 * never a registration waiting for validation), and matching every filter on that same role.
 */
function listedInSchool(
  school: SchoolRow,
  query: DirectoryQuery,
  values: SearchValues,
  probe: boolean,
): SQL {
  const role: SQL[] = [
    sql`${ur.userId} = ${users.id}`,
    sql`${ur.schoolId} = ${values.schoolId}`,
    visibleMemberRole(ur, users.isActive, school.showInactive),
    sql`${ur.role} = any(${values.listedRoles})`,
  ];
  if (query.roles.length) role.push(sql`${ur.role} = any(${values.roles})`);
  if (query.degrees.length) role.push(sql`${ur.degreeId} = any(${values.degrees})`);
  if (query.campus.length) role.push(sql`${ur.campusId} = any(${values.campus})`);
  if (query.graduation_year.length) role.push(sql`${ur.graduationYear} = any(${values.years})`);
  // With few candidate users (a name search), OFFSET 0 keeps the check a per-user index
  // probe instead of a hash of every role of the school (9 ms instead of 40 on 100k).
  return sql`exists (select 1 from ${userRoles} ${ur} where ${sql.join(role, sql` and `)}${probe ? sql` offset 0` : sql``})`;
}

/**
 * Conditions on `users` for a directory of `school`: listed in the school, visible to
 * recruiters when the viewer is one, and matching the name terms. Names are matched
 * without accents or case through `search_name`: by word prefix on its full-text index
 * ("hel lef" finds "Hélène Lefèvre"), or by trigram word similarity for the typo fallback.
 * `values` defaults to the query's own, bound as parameters.
 */
export function directoryConditions(
  school: SchoolRow,
  query: DirectoryQuery,
  viewer: DirectoryViewer,
  match: NameMatch,
  values: SearchValues = boundValues(school, query, viewer),
): SQL[] {
  const terms = searchTerms(query.search);
  const conditions = [listedInSchool(school, query, values, terms.length > 0)];
  if (terms.length && match === 'prefix') {
    conditions.push(sql`${users.searchVector} @@ to_tsquery('simple', ${values.tsquery})`);
  }
  if (terms.length && match === 'similar') {
    for (const term of terms) conditions.push(sql`${term} <% ${users.searchName}`);
  }
  if (viewer.recruiter) {
    conditions.push(
      sql`exists (select 1 from ${userSchoolSettings} uss where uss.user_id = ${users.id} and uss.school_id = ${values.schoolId} and uss.visible_to_recruiters)`,
    );
  }
  return conditions;
}

/** Word similarity from which a name counts as a typo of the search (pg_trgm, 0–1). */
export const SIMILARITY_THRESHOLD = 0.45;

/** Typo tolerance applies to searches whose words are long enough to have trigrams. */
export const canMatchSimilar = (query: DirectoryQuery) => {
  const terms = searchTerms(query.search);
  return terms.length > 0 && terms.every((t) => t.length >= 3);
};
