import type { DuplicateMember, MergeFields } from '@alumni/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupMembers, groups, schools, userRoles, users } from '../../db/schema/index.ts';
import type { MediaUrl } from '../../platform/presenters.ts';

/**
 * What the duplicates' detection and merge read alike: the members of a school (or of every
 * school), their rows as the merge screen shows them, and the group counters a merge or a
 * deletion must recount.
 */

export type UserRow = typeof users.$inferSelect;

/** The members of `schoolId` (refused registrations excepted), or every account (null). */
export async function candidates(db: Db, schoolId: number | null) {
  const columns = {
    id: users.id,
    email: users.email,
    first_name: users.firstName,
    last_name: users.lastName,
    date_birth: users.dateBirth,
    external_ref: users.externalRef,
  };
  if (schoolId === null) return db.select(columns).from(users).orderBy(asc(users.id));
  return db
    .selectDistinct(columns)
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(userRoles.schoolId, schoolId), isNull(userRoles.refusedAt)))
    .orderBy(asc(users.id));
}

/** Whether `userId` is a member of `schoolId` (a role there, refused registrations excepted). */
export async function isMemberOf(db: Db, schoolId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(userRoles.schoolId, schoolId),
        isNull(userRoles.refusedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The schools each of `ids` belongs to (those `db` can see), by user id. */
export async function schoolsOf(db: Db, ids: readonly number[]) {
  const map = new Map<number, { id: number; name: string }[]>();
  if (!ids.length) return map;
  const rows = await db
    .selectDistinct({ userId: userRoles.userId, id: schools.id, name: schools.name })
    .from(userRoles)
    .innerJoin(schools, eq(schools.id, userRoles.schoolId))
    .where(and(inArray(userRoles.userId, [...ids]), isNull(userRoles.refusedAt)))
    .orderBy(asc(schools.name));
  for (const row of rows) {
    const list = map.get(row.userId) ?? [];
    list.push({ id: row.id, name: row.name });
    map.set(row.userId, list);
  }
  return map;
}

/** The accounts of `ids`, by id. */
export async function usersById(db: Db, ids: readonly number[]) {
  if (!ids.length) return new Map<number, UserRow>();
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((u) => [u.id, u]));
}

/** A user's mergeable fields (MERGE_FIELDS), as the domain's rules compare them. */
export function mergeFieldsOf(user: UserRow): MergeFields {
  return {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    birth_name: user.birthName,
    civility: user.civility,
    date_birth: user.dateBirth,
    phone: user.phone,
    city: user.city,
    country: user.country,
    summary: user.summary,
    external_ref: user.externalRef,
  };
}

/** A member as the merge screen shows them (DuplicateMemberSchema). */
export function presentDuplicateMember(
  user: UserRow,
  memberOf: { id: number; name: string }[],
  mediaUrl: MediaUrl,
): DuplicateMember {
  const fields = mergeFieldsOf(user);
  return {
    id: user.id,
    ...fields,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    picture: mediaUrl(user.picture),
    is_active: user.isActive,
    created_at: user.createdAt.toISOString(),
    schools: memberOf,
  };
}

/**
 * Recounts `member_count` of the groups of `schoolId` (every school: null) from their rows
 * with status `member`: a merge or deletion drops or moves memberships without the groups
 * module's counter update.
 */
export async function recountGroupMembers(db: Db, schoolId: number | null) {
  await db
    .update(groups)
    .set({
      memberCount: sql`(select count(*)::int from ${groupMembers} m where m.group_id = ${groups.id} and m.status = 'member')`,
    })
    .where(schoolId === null ? undefined : eq(groups.schoolId, schoolId));
}
