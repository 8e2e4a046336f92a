import type { DirectoryQuery, FieldViewer, MemberStatus } from '@alumni/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userRoles, users } from '../../db/schema/index.ts';
import { shownField } from '../../platform/field-visibility.ts';
import { visibleMemberRole } from '../../platform/member-visibility.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import {
  type DirectoryViewer,
  directoryConditions,
  invitedAtSql,
  memberStatusSql,
} from './conditions.ts';

export type { DirectoryViewer } from './conditions.ts';

/** The columns of a user the directory shows (presenters.ts), and nothing else. */
export const directoryColumns = {
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
 * Members of the directory grouped by city and country (the same conditions as
 * `searchDirectory`, word-prefix names), most numerous first: the map's input. A city its
 * member hides from the viewer (`fields`) counts as none.
 */
export async function directoryCities(
  db: Db,
  school: SchoolRow,
  query: DirectoryQuery,
  viewer: DirectoryViewer,
  fields: { kind: FieldViewer; userId: number },
): Promise<{ city: string | null; country: string | null; count: number }[]> {
  // A member who hides their city from the viewer is counted without one (issue 34 item 6).
  const city = sql<
    string | null
  >`(case when ${users.id} = ${fields.userId} then ${users.city} else ${shownField('city', users.city, users.id, fields.kind)} end)`;
  return db
    .select({ city, country: users.country, count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(...directoryConditions(school, query, viewer, 'prefix')))
    .groupBy(sql`1`, users.country)
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
    badge: [],
    type: 'grid' as const,
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
