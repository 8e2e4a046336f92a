import { CAMPUS_MESSAGES, type CampusAdmin, type CampusInput, type Locale } from '@alumni/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campuses, userRoles } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { checkNameFree, restrictedContentCount } from './named-lists.ts';

/**
 * Roles naming the campus (a member has one role per school). The outer row is named in
 * full: Drizzle writes a column inside `sql` without its table, which in this subquery
 * would be the role's own `id`.
 */
const memberCount = sql<number>`(select count(*) from ${userRoles} where ${userRoles.campusId} = "campuses"."id")::int`;

/** The school's campuses by name, each with its member count (spec 1 §3 Campus). */
export async function listCampuses(db: Db, schoolId: number): Promise<CampusAdmin[]> {
  return db
    .select({ id: campuses.id, name: campuses.name, user_count: memberCount })
    .from(campuses)
    .where(eq(campuses.schoolId, schoolId))
    .orderBy(asc(campuses.name), asc(campuses.id));
}

/** One campus of the school with its member count, or 404. */
async function campusOf(db: Db, schoolId: number, campusId: number): Promise<CampusAdmin> {
  const [row] = await db
    .select({ id: campuses.id, name: campuses.name, user_count: memberCount })
    .from(campuses)
    .where(and(eq(campuses.id, campusId), eq(campuses.schoolId, schoolId)));
  if (!row) throw notFound();
  return row;
}

/** Adds a campus named `input.name`; 400 when the school has one of that name. */
export async function createCampus(
  db: Db,
  schoolId: number,
  input: CampusInput,
  locale: Locale,
): Promise<CampusAdmin> {
  return db.transaction(async (tx) => {
    await checkNameFree(tx, campuses, schoolId, input.name, CAMPUS_MESSAGES[locale].nameTaken);
    const [row] = await tx
      .insert(campuses)
      .values({ schoolId, name: input.name })
      .returning({ id: campuses.id, name: campuses.name });
    if (!row) throw notFound();
    return { ...row, user_count: 0 };
  });
}

/** Renames a campus (its members keep it); 400 when another has the name, 404 when not the school's. */
export async function renameCampus(
  db: Db,
  schoolId: number,
  campusId: number,
  input: CampusInput,
  locale: Locale,
): Promise<CampusAdmin> {
  return db.transaction(async (tx) => {
    await checkNameFree(
      tx,
      campuses,
      schoolId,
      input.name,
      CAMPUS_MESSAGES[locale].nameTaken,
      campusId,
    );
    const [row] = await tx
      .update(campuses)
      .set({ name: input.name })
      .where(and(eq(campuses.id, campusId), eq(campuses.schoolId, schoolId)))
      .returning({ id: campuses.id });
    if (!row) throw notFound();
    return campusOf(tx, schoolId, campusId);
  });
}

/**
 * Deletes a campus that no member and no event uses; 409 naming how many do (spec 1 §5
 * Degrees: "deletion is blocked while users hold the degree", applied to campuses too), 404
 * when not the school's. The campus row is locked first: a role given the campus meanwhile
 * waits for the decision (its foreign key check locks the row), so none loses it silently.
 */
export async function deleteCampus(
  db: Db,
  schoolId: number,
  campusId: number,
  locale: Locale,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: campuses.id })
      .from(campuses)
      .where(and(eq(campuses.id, campusId), eq(campuses.schoolId, schoolId)))
      .for('update');
    if (!locked) throw notFound();
    const { user_count: members } = await campusOf(tx, schoolId, campusId);
    if (members > 0) throw conflict(CAMPUS_MESSAGES[locale].inUse(members));
    const restricted = await restrictedContentCount(tx, schoolId, 'campuses', campusId);
    if (restricted > 0) throw conflict(CAMPUS_MESSAGES[locale].usedByEvents(restricted));
    await tx
      .delete(campuses)
      .where(and(eq(campuses.id, campusId), eq(campuses.schoolId, schoolId)));
  });
}
