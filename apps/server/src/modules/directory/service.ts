import { type DirectoryQuery, searchTerms } from '@alumni/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schoolRoles, userRoles, userSchoolSettings, users } from '../../db/schema/index.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';

export interface DirectoryViewer {
  /** External recruiters see only members who agreed to be visible to recruiters. */
  recruiter: boolean;
}

export type DirectoryUser = typeof users.$inferSelect;
export type DirectoryRole = typeof userRoles.$inferSelect;

/** Escapes LIKE wildcards so a search for "50%" looks for the characters themselves. */
const likeEscape = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The conditions that make a user role of `school` a directory entry (spec 1 §2
 * Directory, issue "Members"): its role is enabled and shown in the directory; not
 * refused; active (or, when the school shows inactive users, not activated yet, but never
 * a registration still waiting for validation); matching every name term and every
 * filter. Terms match the accent- and case-free `search_name` (trigram index).
 */
function entryConditions(school: SchoolRow, query: DirectoryQuery, viewer: DirectoryViewer): SQL[] {
  const conditions: SQL[] = [
    eq(userRoles.schoolId, school.id),
    sql`${userRoles.refusedAt} is null`,
    sql`exists (select 1 from ${schoolRoles} where ${schoolRoles.schoolId} = ${school.id} and ${schoolRoles.role} = ${userRoles.role} and ${schoolRoles.enabled} and ${schoolRoles.shownInDirectory})`,
    school.showInactive
      ? sql`((${userRoles.isActive} and ${users.isActive}) or not ${userRoles.requiresValidation})`
      : sql`(${userRoles.isActive} and ${users.isActive})`,
  ];
  for (const term of searchTerms(query.search)) {
    conditions.push(sql`${users.searchName} like ${`%${likeEscape(term)}%`}`);
  }
  if (query.roles.length) conditions.push(inArray(userRoles.role, query.roles));
  if (query.degrees.length) conditions.push(inArray(userRoles.degreeId, query.degrees));
  if (query.campus.length) conditions.push(inArray(userRoles.campusId, query.campus));
  if (query.graduation_year.length)
    conditions.push(inArray(userRoles.graduationYear, query.graduation_year));
  if (viewer.recruiter) {
    conditions.push(
      sql`exists (select 1 from ${userSchoolSettings} where ${userSchoolSettings.userId} = ${users.id} and ${userSchoolSettings.schoolId} = ${school.id} and ${userSchoolSettings.visibleToRecruiters})`,
    );
  }
  return conditions;
}

/**
 * One page of the directory of `school`: the matching users sorted by last then first
 * name (accent-free), each with their roles in this school, and the total count.
 * Everything is filtered in PostgreSQL; nothing is filtered in JavaScript.
 */
export async function searchDirectory(
  db: Db,
  school: SchoolRow,
  query: DirectoryQuery,
  viewer: DirectoryViewer,
): Promise<{ count: number; users: DirectoryUser[]; roles: Map<number, DirectoryRole[]> }> {
  const matching = db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(...entryConditions(school, query, viewer)));
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(matching.as('matching'));
  const count = counted?.n ?? 0;
  if (!count) return { count, users: [], roles: new Map() };

  const page = await db
    .select()
    .from(users)
    .where(inArray(users.id, matching))
    .orderBy(asc(users.sortName), asc(users.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const ids = page.map((u) => u.id);
  const roleRows = ids.length
    ? await db
        .select()
        .from(userRoles)
        .where(
          and(
            eq(userRoles.schoolId, school.id),
            inArray(userRoles.userId, ids),
            sql`${userRoles.refusedAt} is null`,
          ),
        )
        .orderBy(asc(userRoles.role))
    : [];
  const roles = new Map<number, DirectoryRole[]>();
  for (const role of roleRows) {
    const list = roles.get(role.userId) ?? [];
    list.push(role);
    roles.set(role.userId, list);
  }
  return { count, users: page, roles };
}

/**
 * Members of the directory grouped by city and country (the same conditions as
 * `searchDirectory`), most numerous first: the map's input. Grouped in PostgreSQL.
 */
export async function directoryCities(
  db: Db,
  school: SchoolRow,
  query: DirectoryQuery,
  viewer: DirectoryViewer,
): Promise<{ city: string | null; country: string | null; count: number }[]> {
  const matching = db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(...entryConditions(school, query, viewer)));
  return db
    .select({ city: users.city, country: users.country, count: sql<number>`count(*)::int` })
    .from(users)
    .where(inArray(users.id, matching))
    .groupBy(users.city, users.country)
    .orderBy(sql`count(*) desc`);
}
