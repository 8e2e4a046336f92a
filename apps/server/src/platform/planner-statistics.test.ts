import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { Database } from '../db/client.ts';
import { ANALYZABLE_TABLES, analyzeTables } from './planner-statistics.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const lastAnalyze = async (table: string) => {
  const result = (await database.db.execute(
    sql`select last_analyze from pg_stat_user_tables where relname = ${table}`,
  )) as unknown as { rows: { last_analyze: string | null }[] };
  return result.rows[0]?.last_analyze ?? null;
};

describe('analyzeTables (issue 34 item 8)', () => {
  it('knows the tables of the schema and nothing else', () => {
    expect(ANALYZABLE_TABLES.has('users')).toBe(true);
    expect(ANALYZABLE_TABLES.has('user_roles')).toBe(true);
    expect(ANALYZABLE_TABLES.has('pg_class')).toBe(false);
  });

  it('analyses the given tables with the owner handle', async () => {
    expect(await analyzeTables(database.db, ['user_roles', 'users', 'user_roles'])).toEqual([
      'user_roles',
      'users',
    ]);
    if (database.kind === 'postgres') expect(await lastAnalyze('user_roles')).not.toBeNull();
    expect(await analyzeTables(database.db, [])).toEqual([]);
  });

  it('refuses a name outside the schema, never running it', async () => {
    await expect(analyzeTables(database.db, ['users; drop table users'])).rejects.toThrow(
      /not a table of the schema/,
    );
  });

  it("refuses the app's handle, which could not analyse (not the owner)", async () => {
    await expect(analyzeTables(database.app, ['users'])).rejects.toThrow(/owner/);
  });
});
