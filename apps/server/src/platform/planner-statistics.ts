import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema/index.ts';
import type { Db } from '../db/types.ts';

/**
 * Planner statistics after a mass change (issue 34 item 8). PostgreSQL plans with the
 * statistics of its last ANALYZE; autovacuum refreshes them only once 10 % of a table changed
 * and its next round comes, so right after one action changes tens of thousands of rows
 * (a bulk role change, an import, a merge, an erasure) the directory's page was planned with
 * stale counts and took seconds (docs/performance.md, "after a mass change"). Whoever changes
 * many rows at once calls `analyzeTables` for the tables it changed once it is done.
 */

/**
 * The tables that may be analysed: every table of the schema (db/schema), a fixed list known
 * at build time. Names are checked against it and quoted as identifiers, never taken from
 * input as SQL.
 */
export const ANALYZABLE_TABLES: ReadonlySet<string> = new Set(
  (Object.values(schema) as unknown[]).flatMap((value) =>
    is(value, PgTable) ? [getTableName(value)] : [],
  ),
);

/**
 * Below this many rows changed, an action leaves statistics to autovacuum: a small change
 * cannot mislead the planner, and ANALYZE samples up to 30,000 rows of each table whatever
 * the change.
 */
export const ANALYZE_MIN_CHANGED_ROWS = 500;

/**
 * Runs `ANALYZE` on `tables` (names of ANALYZABLE_TABLES; duplicates dropped), one statement
 * per table, in the given order. `db` must be the owner's handle (`Database.db`, i.e.
 * `app.database.db`), outside any school scope: PostgreSQL lets only a table's owner analyse
 * it and would skip it silently for the app's role, so that is checked first. Takes a few
 * hundred milliseconds per table of 100,000 rows; holds a SHARE UPDATE EXCLUSIVE lock on each
 * table meanwhile (readers and writers go on). Returns the tables analysed.
 * Throws on a name outside the list or a handle that does not own the tables (a bug).
 */
export async function analyzeTables(db: Db, tables: readonly string[]): Promise<string[]> {
  const names = [...new Set(tables)];
  const unknown = names.filter((name) => !ANALYZABLE_TABLES.has(name));
  if (unknown.length) throw new Error(`analyzeTables: not a table of the schema: ${unknown}`);
  if (!names.length) return [];
  const owned = (await db.execute(sql`
    select count(*)::int as n from pg_class c
    where c.relnamespace = current_schema()::regnamespace
      and c.relname in (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )})
      and pg_has_role(current_user, c.relowner, 'USAGE')`)) as unknown as {
    rows: { n: number }[];
  };
  if (Number(owned.rows[0]?.n) !== names.length) {
    throw new Error("analyzeTables: needs the tables' owner (Database.db), outside a school scope");
  }
  for (const name of names) await db.execute(sql`analyze ${sql.identifier(name)}`);
  return names;
}
