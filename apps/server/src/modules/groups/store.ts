import { isEventRestricted, passesEventFilters } from '@alumni/domain';
import { type AnyColumn, and, asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupMembers, groups, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { areaQueries, type HistoryRow, statusOf } from '../../platform/publication/store.ts';
import { membershipsOf, seesAllGroups } from './policy.ts';
import { groupsArea } from './publication.ts';

/**
 * Groups in storage (issue 33): the row every read selects (author, last refusal reason),
 * the SQL of each publication status (platform/publication), a person's membership row, the
 * managers, and which groups the actor may see.
 */

const queries = areaQueries(groupsArea);

export type GroupRecord = typeof groups.$inferSelect;
export type MemberRecord = typeof groupMembers.$inferSelect;

/** A person next to what they did, as every read selects them. */
export interface PersonRow {
  id: number;
  firstName: string;
  lastName: string;
  picture: string | null;
}

export interface GroupRow extends GroupRecord {
  author: PersonRow;
  refusalReason: string | null;
}

/** The columns of a person (users), for selects. */
export const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  picture: users.picture,
};

/** Groups joined with their authors and last refusal reason. */
export const selectGroups = (db: Db) =>
  db
    .select({
      ...getTableColumns(groups),
      author: personColumns,
      refusalReason: queries.refusalReason(),
    })
    .from(groups)
    .innerJoin(users, eq(users.id, groups.authorId));

/** SQL of a group's publication status at the database's `now()` (domain publicationStatus). */
export const statusCondition = queries.statusCondition;

/** The status of a stored group now. */
export { statusOf };

/** Whether a stored group is active (published). */
export const isActive = (row: Pick<GroupRecord, 'state' | 'publishAt'>) =>
  statusOf(row) === 'published';

/** The filters of a stored group, as the domain reads them. */
export const filtersOf = (row: GroupRecord) => ({
  degrees: row.filterDegrees,
  roles: row.filterRoles,
  campuses: row.filterCampuses,
  years: row.filterYears,
});

/**
 * Whether the actor passes the group's audience filters (where the school has
 * `has_filter_club`; spec 1 §3 "filters"): who may see and join it. Never throws.
 */
export function admitted(actor: Actor, row: GroupRecord): boolean {
  if (!actor.school.hasFilterClub || !isEventRestricted(filtersOf(row))) return true;
  return passesEventFilters(filtersOf(row), membershipsOf(actor));
}

/** One group of the school by id, or null. */
export async function findGroup(db: Db, schoolId: number, id: number): Promise<GroupRow | null> {
  const [row] = await selectGroups(db)
    .where(and(eq(groups.id, id), eq(groups.schoolId, schoolId)))
    .limit(1);
  return row ?? null;
}

/** A person's row in a group, or null. */
export async function membershipOf(
  db: Db,
  groupId: number,
  userId: number,
): Promise<MemberRecord | null> {
  const [row] = await db
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The actor's rows in the given groups, by group id. */
export async function membershipsIn(
  db: Db,
  actor: Actor,
  groupIds: number[],
): Promise<Map<number, MemberRecord>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.userId, actor.user.id), inArray(groupMembers.groupId, groupIds)));
  return new Map(rows.map((r) => [r.groupId, r]));
}

/** The managers of the given groups (members with role manager), by group id, by name. */
export async function managersOf(db: Db, groupIds: number[]): Promise<Map<number, PersonRow[]>> {
  const byGroup = new Map<number, PersonRow[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select({ groupId: groupMembers.groupId, person: personColumns })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(
      and(
        inArray(groupMembers.groupId, groupIds),
        eq(groupMembers.status, 'member'),
        eq(groupMembers.role, 'manager'),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  for (const { groupId, person } of rows) {
    byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), person]);
  }
  return byGroup;
}

/** SQL: the actor has a row in the group with one of `statuses` (and `role` when given). */
export function hasMembership(actor: Actor, statuses: string[], role?: 'manager'): SQL {
  return holdsMembership(sql`${actor.user.id}`, statuses, role);
}

/** hasMembership for the user `userId` (SQL: a bound value or a placeholder). */
function holdsMembership(userId: SQL, statuses: string[], role?: 'manager'): SQL {
  const list = sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`exists (select 1 from ${groupMembers} gm where gm.group_id = ${groups.id} and gm.user_id = ${userId} and gm.status in (${list})${role ? sql` and gm.role = ${role}` : sql``})`;
}

/** SQL: the actor manages the group (a member with role manager). */
export const managesCondition = (actor: Actor) => hasMembership(actor, ['member'], 'manager');

/**
 * SQL: the active groups the actor may see: all of them for Club validators and admins;
 * otherwise those whose audience filters the actor passes (where the school has
 * `has_filter_club`), and any they already belong to, are invited to or asked to join.
 */
export function visibleActiveCondition(actor: Actor): SQL {
  const active = statusCondition('published');
  if (seesAllGroups(actor) || !actor.school.hasFilterClub) return active;
  const ms = membershipsOf(actor);
  const list = (values: (number | null)[]) =>
    sql.raw(`'{${values.filter((v): v is number => v !== null).join(',')}}'::integer[]`);
  return audienceCondition(active, {
    userId: sql`${actor.user.id}`,
    degrees: list(ms.map((m) => m.degreeId)),
    roles: list(ms.map((m) => m.role)),
    campuses: list(ms.map((m) => m.campusId)),
    years: list(ms.map((m) => m.graduationYear)),
  });
}

/** The actor's side of a group's audience filters, as SQL values (int[] for the lists). */
export interface AudienceValues {
  userId: SQL;
  degrees: SQL;
  roles: SQL;
  campuses: SQL;
  years: SQL;
}

/**
 * SQL: `active` groups whose audience filters the actor passes, or that they wrote, belong to,
 * are invited to or asked to join (visibleActiveCondition; `values` bound or placeholders).
 */
export function audienceCondition(active: SQL, values: AudienceValues): SQL {
  const meets = (column: AnyColumn, list: SQL) =>
    sql`(cardinality(${column}) = 0 or ${column} && ${list})`;
  return sql`(${active} and (${groups.authorId} = ${values.userId}
    or ${holdsMembership(values.userId, ['member', 'invited', 'pending'])}
    or (${meets(groups.filterDegrees, values.degrees)}
    and ${meets(groups.filterRoles, values.roles)}
    and ${meets(groups.filterCampuses, values.campuses)}
    and ${meets(groups.filterYears, values.years)})))`;
}

/** A group's publication history, oldest first, with each actor. */
export const historyOf = queries.historyOf;
export type { HistoryRow };
