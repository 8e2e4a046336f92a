import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/** Global tables that are no school's data, left out of the snapshot, with the reason. */
export const NOT_SCHOOL_DATA: Record<string, string> = {
  auth_failures:
    'sign-in and reset throttling, per address and IP on every host by design (a reset asked on A for any address counts)',
};

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Every row of school B, table by table, read through the owner's handle (no row-level
 * security): rows with B's `school_id` (or, where that column is empty, of a B-only user),
 * children of B's posts, roles and school roles, and the global rows of B-only users.
 * Tables are found in the catalogue, so a new table is covered without a change here.
 */
export async function snapshotSchool(db: Db, schoolId: number, bOnlyUsers: number[]) {
  const unsnapshotted = new Set(Object.keys(NOT_SCHOOL_DATA));
  const columns = rowsOf(
    await db.execute(sql`select table_name as t, column_name as c from information_schema.columns
      where table_schema = 'public' order by table_name, ordinal_position`),
  );
  const tables = new Map<string, Set<string>>();
  for (const { t, c } of columns as { t: string; c: string }[]) {
    if (!tables.has(t)) tables.set(t, new Set());
    tables.get(t)?.add(c);
  }
  const people = sql.raw(bOnlyUsers.length ? bOnlyUsers.join(',') : '0');
  const snapshot: Record<string, string> = {};
  for (const [table, cols] of tables) {
    if (unsnapshotted.has(table)) continue;
    const where = cols.has('school_id')
      ? cols.has('user_id')
        ? sql`school_id = ${schoolId} or (school_id is null and user_id in (${people}))`
        : sql`school_id = ${schoolId}`
      : table === 'users'
        ? sql`id in (${people})`
        : table === 'schools'
          ? sql`id = ${schoolId}`
          : cols.has('post_id')
            ? sql`post_id in (select id from posts where school_id = ${schoolId})`
            : cols.has('school_role_id')
              ? sql`school_role_id in (select id from school_roles where school_id = ${schoolId})`
              : cols.has('user_role_id')
                ? sql`user_role_id in (select id from user_roles where school_id = ${schoolId})`
                : cols.has('user_id')
                  ? sql`user_id in (${people})`
                  : sql`true`;
    const rows = rowsOf(
      await db.execute(sql`select * from ${sql.identifier(table)} where ${where}`),
    );
    snapshot[table] = JSON.stringify(rows.map((row) => JSON.stringify(row)).sort());
  }
  return snapshot;
}
