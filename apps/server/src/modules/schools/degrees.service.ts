import { DEGREE_MESSAGES, type Degree, type DegreeInput, type Locale } from '@alumni/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { degrees, userRoles } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { checkNameFree, restrictedContentCount } from './named-lists.ts';

/**
 * Roles naming the degree, as the school details count them. The outer row is named in
 * full: Drizzle writes a column inside `sql` without its table.
 */
const memberCount = sql<number>`(select count(*) from ${userRoles} where ${userRoles.degreeId} = "degrees"."id")::int`;

/** One degree of the school as the details present it, or 404. */
async function degreeOf(db: Db, schoolId: number, degreeId: number): Promise<Degree> {
  const [row] = await db
    .select({
      id: degrees.id,
      name: degrees.name,
      section: degrees.section,
      subsection: degrees.subsection,
      user_count: memberCount,
    })
    .from(degrees)
    .where(and(eq(degrees.id, degreeId), eq(degrees.schoolId, schoolId)));
  if (!row) throw notFound();
  return row;
}

const columnsOf = (input: DegreeInput) => ({
  name: input.name,
  section: input.section ?? null,
  subsection: input.subsection ?? null,
});

/** Adds a degree; 400 `{name}` when the school has one of that name. */
export async function createDegree(
  db: Db,
  schoolId: number,
  input: DegreeInput,
  locale: Locale,
): Promise<Degree> {
  return db.transaction(async (tx) => {
    await checkNameFree(tx, degrees, schoolId, input.name, DEGREE_MESSAGES[locale].nameTaken);
    const [row] = await tx
      .insert(degrees)
      .values({ schoolId, ...columnsOf(input) })
      .returning({ id: degrees.id });
    if (!row) throw notFound();
    return degreeOf(tx, schoolId, row.id);
  });
}

/**
 * Changes a degree's name, section and subsection (fields not sent are emptied, as the form
 * sends them all); its holders keep it. 400 `{name}` when another has the name; 404.
 */
export async function updateDegree(
  db: Db,
  schoolId: number,
  degreeId: number,
  input: DegreeInput,
  locale: Locale,
): Promise<Degree> {
  return db.transaction(async (tx) => {
    await checkNameFree(
      tx,
      degrees,
      schoolId,
      input.name,
      DEGREE_MESSAGES[locale].nameTaken,
      degreeId,
    );
    const [row] = await tx
      .update(degrees)
      .set(columnsOf(input))
      .where(and(eq(degrees.id, degreeId), eq(degrees.schoolId, schoolId)))
      .returning({ id: degrees.id });
    if (!row) throw notFound();
    return degreeOf(tx, schoolId, degreeId);
  });
}

/**
 * Deletes a degree nobody holds and no content restricts its audience to; 409 naming how
 * many (spec 1 §5 Degrees "Deletion is blocked while users hold the degree"); 404. The row
 * is locked first: a role given the degree meanwhile waits for the decision.
 */
export async function deleteDegree(
  db: Db,
  schoolId: number,
  degreeId: number,
  locale: Locale,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: degrees.id })
      .from(degrees)
      .where(and(eq(degrees.id, degreeId), eq(degrees.schoolId, schoolId)))
      .for('update');
    if (!locked) throw notFound();
    const { user_count: members } = await degreeOf(tx, schoolId, degreeId);
    if (members > 0) throw conflict(DEGREE_MESSAGES[locale].inUse(members));
    const restricted = await restrictedContentCount(tx, schoolId, 'degrees', degreeId);
    if (restricted > 0) throw conflict(DEGREE_MESSAGES[locale].usedByFilters(restricted));
    await tx.delete(degrees).where(and(eq(degrees.id, degreeId), eq(degrees.schoolId, schoolId)));
  });
}
