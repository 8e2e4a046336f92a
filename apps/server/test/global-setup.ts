import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** Name of this run's migrated template database on DATABASE_URL's server ('' on PGlite). */
    templateDatabase: string;
    /** Prefix of the names of this run's test databases, all dropped at teardown. */
    testDatabasePrefix: string;
  }
}

/** A connection string to `name` on the server of `url`. */
export function databaseUrlFor(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * Runs `sql` (one statement, or several in order, each in its own transaction) on the
 * server's maintenance connection (the database of DATABASE_URL itself).
 */
export async function adminQuery(url: string, sql: string | string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const statement of typeof sql === 'string' ? [sql] : sql) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * The statement that makes a test database commit without waiting for its WAL to reach the
 * disk (`synchronous_commit = off`, for every later connection to it). Visibility, locks and
 * rollbacks are unchanged; only a crash of the server could lose the last commits, of a
 * database thrown away after the run. Each flush took about 5 ms on the CI machine, and a
 * file's fixtures and requests commit thousands of times. Not copied by `CREATE DATABASE …
 * TEMPLATE`: set on each database.
 */
export const fastCommits = (name: string) =>
  `ALTER DATABASE "${name}" SET synchronous_commit = off`;

/** Test databases older than this are leftovers of an interrupted run: dropped at setup. */
const STALE_AFTER_MS = 6 * 3600_000;

/**
 * How many databases are dropped at once. Each DROP DATABASE waits for a checkpoint, and
 * concurrent ones share it; but each also takes a connection, and a run leaves one database
 * per test file (282 on 2026-11-29): dropped all at once they passed the server's 100
 * connections ("sorry, too many clients already"), the teardown failed and vitest exited 1
 * with every test passed. Past about 8 at once the drops go no faster here (0.23 s each).
 */
const DROP_CONCURRENCY = 8;

/**
 * Drops the databases of our naming (`tpl_…`, `test_<ms>_…`) that `match` picks, at most
 * DROP_CONCURRENCY at a time, each on its own connection kept for the next one.
 */
async function dropDatabases(url: string, match: (name: string) => boolean): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  let names: string[];
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname ~ '^(tpl|test)_[0-9]+_'",
    );
    names = rows.map((row) => row.datname).filter(match);
  } finally {
    await admin.end();
  }
  const queue = [...names];
  const dropper = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }
    } finally {
      await client.end();
    }
  };
  await Promise.all(Array.from({ length: Math.min(DROP_CONCURRENCY, queue.length) }, dropper));
}

/**
 * Vitest global setup of the server project: on PostgreSQL, migrates one template database
 * for the whole run (unique name, so concurrent runs on the shared server never meet) and
 * hands its name to the test files, which clone it (`CREATE DATABASE … TEMPLATE`) instead of
 * migrating each time. Returns the teardown that drops it and every test database of the run:
 * a test file only closes its connections, because on PostgreSQL 15 each DROP DATABASE waits
 * for a checkpoint (about 1.5 s once a file has written), and drops sent together at the end
 * share one. On PGlite there is nothing to share between workers: each file migrates its
 * in-memory database.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('templateDatabase', '');
    project.provide('testDatabasePrefix', '');
    return;
  }
  const started = Date.now();
  await dropDatabases(url, (name) => Number(name.split('_')[1]) < started - STALE_AFTER_MS);
  const run = `${started}_${randomBytes(4).toString('hex')}`;
  const name = `tpl_${run}`;
  const prefix = `test_${run}_`;
  await adminQuery(url, [`CREATE DATABASE "${name}"`, fastCommits(name)]);
  // The template must have no open connection when it is cloned: migrate, then close.
  const database = await openDatabase({
    databaseUrl: databaseUrlFor(url, name),
    dataDir: 'memory://',
  });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide('templateDatabase', name);
  project.provide('testDatabasePrefix', prefix);
  return async () => {
    await dropDatabases(url, (db) => db.startsWith(prefix) || db === name);
  };
}
