import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schoolBadges, userBadges, userRoles } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { notFound } from '../../platform/errors.ts';
import { prepared } from '../../platform/prepared.ts';

/**
 * The badges members hold (spec 1 §3 User school settings `school_badges`; spec 2 §6 "School
 * admins … give badges"; issue 31 item 8): given and taken one member and one badge at a
 * time, read for profiles, directory pages and the member's settings, and filtered on by the
 * directory. Ids of a member's badges come in the school's order (the badge's id).
 */

/**
 * 404 unless user `userId` is a member of the actor's school: a role there, not a refused
 * registration. Another school's member is not found, so ids cannot be probed.
 */
async function assertMember(db: Db, schoolId: number, userId: number): Promise<void> {
  const [role] = await db
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
  if (!role) throw notFound();
}

/**
 * Locks badge `badgeId` of the school against deletion for the caller's transaction (`FOR
 * SHARE`), or 404 when the school has no such badge: a deletion committed meanwhile makes it
 * 404 here, instead of a foreign-key error on the insert.
 */
async function lockBadge(db: Db, schoolId: number, badgeId: number): Promise<void> {
  const [badge] = await db
    .select({ id: schoolBadges.id })
    .from(schoolBadges)
    .where(and(eq(schoolBadges.id, badgeId), eq(schoolBadges.schoolId, schoolId)))
    .for('share');
  if (!badge) throw notFound();
}

/**
 * Gives badge `badgeId` to member `userId` of the actor's school; giving it again changes
 * nothing (idempotent). Returns the member's badge ids. 404 for another school's member or
 * badge.
 */
export async function giveBadge(
  db: Db,
  actor: Actor,
  userId: number,
  badgeId: number,
): Promise<number[]> {
  const schoolId = actor.school.id;
  await db.transaction(async (tx) => {
    await assertMember(tx, schoolId, userId);
    await lockBadge(tx, schoolId, badgeId);
    await tx
      .insert(userBadges)
      .values({ userId, badgeId, schoolId, givenBy: actor.authUser.id })
      .onConflictDoNothing();
  });
  return memberBadgeIds(db, schoolId, userId);
}

/**
 * Takes badge `badgeId` from member `userId` of the actor's school; taking one they do not
 * hold changes nothing (idempotent). Returns the member's badge ids. 404 for another school's
 * member or badge.
 */
export async function takeBadge(
  db: Db,
  actor: Actor,
  userId: number,
  badgeId: number,
): Promise<number[]> {
  const schoolId = actor.school.id;
  await db.transaction(async (tx) => {
    await assertMember(tx, schoolId, userId);
    await lockBadge(tx, schoolId, badgeId);
    await tx
      .delete(userBadges)
      .where(
        and(
          eq(userBadges.userId, userId),
          eq(userBadges.badgeId, badgeId),
          eq(userBadges.schoolId, schoolId),
        ),
      );
  });
  return memberBadgeIds(db, schoolId, userId);
}

/**
 * The ids of the badges user `userId` holds in school `schoolId`, in the school's order.
 * Prepared once: every profile page asks.
 */
export async function memberBadgeIds(db: Db, schoolId: number, userId: number): Promise<number[]> {
  const rows = await prepared(db, 'member_badge_ids', () =>
    db
      .select({ badgeId: userBadges.badgeId })
      .from(userBadges)
      .where(
        and(
          eq(userBadges.userId, sql.placeholder('userId')),
          eq(userBadges.schoolId, sql.placeholder('schoolId')),
        ),
      )
      .orderBy(asc(userBadges.badgeId))
      .prepare('member_badge_ids'),
  ).execute({ userId, schoolId });
  return rows.map((row) => row.badgeId);
}

/**
 * The badge ids of each of `userIds` in school `schoolId` (a page of the directory), in one
 * query: a member holding none is absent from the map.
 */
export async function badgeIdsByUser(
  db: Db,
  schoolId: number,
  userIds: readonly number[],
): Promise<Map<number, number[]>> {
  const held = new Map<number, number[]>();
  if (!userIds.length) return held;
  const rows = await db
    .select({ userId: userBadges.userId, badgeId: userBadges.badgeId })
    .from(userBadges)
    .where(and(eq(userBadges.schoolId, schoolId), inArray(userBadges.userId, [...userIds])))
    .orderBy(asc(userBadges.userId), asc(userBadges.badgeId));
  for (const { userId, badgeId } of rows) held.set(userId, [...(held.get(userId) ?? []), badgeId]);
  return held;
}

/**
 * The directory's badge filter as a condition on the member `userId` (SQL of the outer
 * query's user id): they hold one of `badgeIds` (an `int[]`) in school `schoolId`.
 */
export function holdsAnyBadge(userId: SQL, schoolId: SQL, badgeIds: SQL): SQL {
  return sql`exists (select 1 from ${userBadges} ub where ub.user_id = ${userId} and ub.school_id = ${schoolId} and ub.badge_id = any(${badgeIds}))`;
}
