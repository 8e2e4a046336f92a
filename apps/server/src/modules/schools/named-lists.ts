import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  articles,
  type campuses,
  type degrees,
  events,
  jobAds,
  schools,
} from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';

/**
 * Shared by the school's lists whose names are unique per school (campuses, degrees:
 * School settings), edited one row at a time by its admins.
 */
type NamedList = typeof campuses | typeof degrees;

/**
 * 400 `{"name": [taken]}` when another row of `table` in the school has `name`. The
 * school's row is locked first, for the caller's transaction: two admins saving the same
 * name at once get one row and one 400 (the unique index would fail the second with an
 * error, not a message).
 */
export async function checkNameFree(
  db: Db,
  table: NamedList,
  schoolId: number,
  name: string,
  taken: string,
  except?: number,
): Promise<void> {
  await db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).for('update');
  const [found] = await db
    .select({ id: table.id })
    .from(table as typeof campuses)
    .where(
      and(
        eq(table.schoolId, schoolId),
        eq(table.name, name),
        except === undefined ? undefined : ne(table.id, except),
      ),
    );
  if (found) throw badRequest({ name: [taken] });
}

/**
 * How many of the school's articles, events and job ads restrict their audience with
 * `column` (`filter_degrees` or `filter_campuses`) naming `id`: a row they name is not
 * deleted, or the content would open to everyone.
 */
export async function restrictedContentCount(
  db: Db,
  schoolId: number,
  filter: 'degrees' | 'campuses',
  id: number,
): Promise<number> {
  let total = 0;
  // One after the other: the request's queries share its transaction's one connection.
  for (const table of filter === 'campuses' ? [events] : [articles, events, jobAds]) {
    const column = filter === 'campuses' ? events.filterCampuses : table.filterDegrees;
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(table as typeof events)
      .where(and(eq(table.schoolId, schoolId), sql`${id} = any(${column})`));
    total += row?.count ?? 0;
  }
  return total;
}
