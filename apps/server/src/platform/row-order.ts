import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** The columns of a school's ordered list: its rows' id, their school and their place. */
export interface OrderedColumns {
  id: AnyPgColumn;
  schoolId: AnyPgColumn;
  position: AnyPgColumn;
}

/**
 * Sets the places of rows `ids` of `table` (a school's ordered list: static list options,
 * resources, the about page's team) to 0, 1, 2… in `ids`' order, in one statement that
 * touches only the rows that move, within school `schoolId`. The caller holds the list's lock
 * (the school's row) so that two moves do not interleave. Never throws on an empty list.
 */
export async function renumber(
  db: Db,
  table: PgTable,
  columns: OrderedColumns,
  schoolId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  // The ids are integers from the database: an array literal, one parameter.
  const list = `{${ids.join(',')}}`;
  await db.execute(sql`
    update ${table} set ${sql.identifier(columns.position.name)} = placed.ord - 1
    from unnest(${list}::int[]) with ordinality as placed(id, ord)
    where ${columns.id} = placed.id
      and ${columns.schoolId} = ${schoolId}
      and ${columns.position} <> placed.ord - 1`);
}
