import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/**
 * Tables a refused request may write by design, with the reason. Every other table of the
 * public schema logs its committed row changes, and a refused request must log none.
 */
export const WRITTEN_WHEN_REFUSED: Record<string, string> = {
  auth_failures:
    'a refused sign-in or reset is counted for throttling: that is the point of the table',
};

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Installs a row trigger on every table of the public schema (test database only) that
 * records each committed insert, update and delete in `fuzz_writes`. A rolled-back
 * transaction rolls its records back with it, so the log holds exactly what was written.
 * The function is SECURITY DEFINER so that it writes through row-level security.
 */
export async function installWriteLog(db: Db): Promise<void> {
  await db.execute(sql`create table fuzz_writes (
    id bigserial primary key, table_name text not null, operation text not null)`);
  await db.execute(sql`create function fuzz_log_write() returns trigger
    language plpgsql security definer set search_path = public as $$
    begin
      insert into fuzz_writes (table_name, operation) values (TG_TABLE_NAME, TG_OP);
      return null;
    end $$`);
  const tables = rowsOf(
    await db.execute(sql`select table_name as t from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'fuzz_writes'`),
  ).map((row) => String(row.t));
  for (const table of tables) {
    if (WRITTEN_WHEN_REFUSED[table]) continue;
    await db.execute(
      sql.raw(`create trigger fuzz_log_write after insert or update or delete on "${table}"
        for each row execute function fuzz_log_write()`),
    );
  }
}

/** The id of the last logged write (0 when none). */
export async function lastWrite(db: Db): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`select coalesce(max(id), 0) as id from fuzz_writes`));
  return Number(row?.id ?? 0);
}

/** The writes logged after `since`: `table operation` lines. */
export async function writesSince(db: Db, since: number): Promise<string[]> {
  return rowsOf(
    await db.execute(
      sql`select table_name, operation from fuzz_writes where id > ${since} order by id`,
    ),
  ).map((row) => `${row.table_name} ${row.operation}`);
}
