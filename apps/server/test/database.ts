import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { adminQuery, databaseUrlFor, fastCommits } from './global-setup.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * throwaway database on the PostgreSQL server of `DATABASE_URL` (dropped on close), so
 * test files never share state. On PostgreSQL it is a copy of the run's migrated template
 * (test/global-setup.ts), which is much cheaper than migrating.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const template = fromRun('templateDatabase');
  const prefix = fromRun('testDatabasePrefix');
  const name = `${prefix || `test_${Date.now()}_`}${randomBytes(4).toString('hex')}`;
  // In a vitest run, commits do not wait for the disk (fastCommits); the benchmarks in bench/
  // make their databases here too, and measure with the server's own settings.
  await adminQuery(url, [
    `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`,
    ...(process.env.VITEST ? [fastCommits(name)] : []),
  ]);
  const testUrl = databaseUrlFor(url, name);
  const database = await openDatabase({ databaseUrl: testUrl, dataDir: 'memory://' });
  // Without a template (a file run outside the server project's setup) migrate as before.
  if (!template) await database.migrate();
  return {
    ...database,
    url: testUrl,
    async close() {
      await database.close();
      // The run's teardown drops the databases of its prefix (a drop waits for a checkpoint).
      if (!prefix) await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/**
 * A value the vitest run's global setup provided, or undefined outside a vitest run (the
 * benchmarks in bench/ make their databases with this module too).
 */
function fromRun(key: 'templateDatabase' | 'testDatabasePrefix'): string | undefined {
  try {
    return inject(key) || undefined;
  } catch {
    return undefined;
  }
}
