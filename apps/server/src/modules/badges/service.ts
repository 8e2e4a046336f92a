import type { BadgeAdmin, BadgeValues } from '@alumni/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schoolBadges, userBadges } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { presentBadgeAdmin } from './presenters.ts';

/**
 * School settings → badges (spec 1 §2 Settings "badges", §3 Badge; issue 31 item 8): the
 * school's badges with how many members hold each, added, changed and deleted by its admins.
 * Every query names the school as well as the badge: another school's badge is not found.
 */

/**
 * Holdings of the badge. The outer row is named in full: Drizzle writes a column inside
 * `sql` without its table.
 */
const holderCount = sql<number>`(select count(*) from ${userBadges} where ${userBadges.badgeId} = "school_badges"."id")::int`;

const badgeColumns = {
  id: schoolBadges.id,
  icon: schoolBadges.icon,
  title: schoolBadges.title,
  description: schoolBadges.description,
  userCount: holderCount,
};

/** The school's badges in its order (oldest first, as the school's details list them). */
export async function listBadges(db: Db, schoolId: number): Promise<BadgeAdmin[]> {
  const rows = await db
    .select(badgeColumns)
    .from(schoolBadges)
    .where(eq(schoolBadges.schoolId, schoolId))
    .orderBy(asc(schoolBadges.id));
  return rows.map(presentBadgeAdmin);
}

/** One badge of the school with its holder count, or 404. */
export async function badgeOf(db: Db, schoolId: number, badgeId: number): Promise<BadgeAdmin> {
  const [row] = await db
    .select(badgeColumns)
    .from(schoolBadges)
    .where(and(eq(schoolBadges.id, badgeId), eq(schoolBadges.schoolId, schoolId)));
  if (!row) throw notFound();
  return presentBadgeAdmin(row);
}

/** Adds a badge to the school (the input checked by the domain's badgeSchema). */
export async function createBadge(
  db: Db,
  schoolId: number,
  input: BadgeValues,
): Promise<BadgeAdmin> {
  const [row] = await db
    .insert(schoolBadges)
    .values({ schoolId, ...input })
    .returning({ id: schoolBadges.id });
  if (!row) throw notFound();
  return { id: row.id, ...input, user_count: 0 };
}

/** Replaces a badge's icon, titles and descriptions; its holders keep it. 404 when not the school's. */
export async function updateBadge(
  db: Db,
  schoolId: number,
  badgeId: number,
  input: BadgeValues,
): Promise<BadgeAdmin> {
  const [row] = await db
    .update(schoolBadges)
    .set(input)
    .where(and(eq(schoolBadges.id, badgeId), eq(schoolBadges.schoolId, schoolId)))
    .returning({ id: schoolBadges.id });
  if (!row) throw notFound();
  return badgeOf(db, schoolId, badgeId);
}

/**
 * Deletes a badge, and with it every member's holding of it (the foreign key's cascade, in
 * the same statement): the admin was told how many hold it before confirming (the list's
 * `user_count`). 404 when not the school's.
 */
export async function deleteBadge(db: Db, schoolId: number, badgeId: number): Promise<void> {
  const [row] = await db
    .delete(schoolBadges)
    .where(and(eq(schoolBadges.id, badgeId), eq(schoolBadges.schoolId, schoolId)))
    .returning({ id: schoolBadges.id });
  if (!row) throw notFound();
}
