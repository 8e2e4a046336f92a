import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { coalesced } from '../platform/coalesced.ts';
import { APP_ROLE, scopedDatabase } from '../platform/school-scope.ts';
import * as schema from './schema/index.ts';

import type { DatabaseListener, Db } from './types.ts';

// Defined in types.ts, which platform code can import without importing this file back.
export type { DatabaseListener, Db, Schema } from './types.ts';

export interface Database {
  /**
   * The owner's handle: migrations, seed, operator commands and tests' fixtures. Not subject
   * to row-level security; the app itself never uses it.
   */
  db: Db;
  /**
   * The app's handle (platform/school-scope.ts): works as the role `alumni_app` and sends each
   * query to the school scope it runs in, so that row-level security applies.
   */
  app: Db;
  /** `postgres` when DATABASE_URL is set, `pglite` for the embedded database. */
  kind: 'postgres' | 'pglite';
  /** The connection string when `kind` is `postgres` (the job queue opens its own pool on it). */
  url?: string;
  /**
   * Runs raw SQL on this database's own connection: with values, one statement with `$n`
   * parameters; without, any number of statements. The job queue's executor on PGlite,
   * whose single connection cannot be shared otherwise (platform/queue.ts).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Listens on PostgreSQL channel `channel` (LISTEN/NOTIFY): `onNotify` gets each payload
   * once its transaction commits; `onLost` is called once if the listening connection drops
   * (listen again then). On PostgreSQL a connection of its own; on the embedded database
   * its one connection, where notifications arrive with the committing query's answer.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLost: () => void,
  ): Promise<DatabaseListener>;
  /**
   * The pools' counters by name (`app`, `owner`) on PostgreSQL, for the metrics
   * (platform/metrics.ts); absent on the embedded database.
   */
  pools?: Record<string, { totalCount: number; idleCount: number; waitingCount: number }>;
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');
/** Advisory lock key held while migrating PostgreSQL ("alum" in ASCII). */
const MIGRATION_LOCK_ID = 0x616c756d;

/** How the app's connections plan prepared statements (config.planCacheMode). */
export type PlanCacheMode = 'generic' | 'auto';

/**
 * The startup options of the app's PostgreSQL connections: the non-owner role, and how
 * statements are planned. PostgreSQL's default (`auto`) plans a prepared statement again with
 * its values on each of its first five runs, and on every run after while its generic plan
 * looks costlier, which the row-level policies' `app_school_id()` makes likely: planning
 * then costs more than running (the feed's page planned in 1.9 ms and ran in 0.4 ms).
 * `generic` plans each statement once per connection. A bound `EXPLAIN` still plans with its
 * values (the directory's estimates stay right); queries whose best plan depends on their
 * values (the directory's name searches) ask for `auto` in their transaction
 * (school-scope.ts `planEachRun`).
 *
 * JIT compilation is off: the app's statements are short, and a generic plan that looks
 * costly (a row-level policy checked per row) crossed `jit_above_cost`, so PostgreSQL spent
 * 2–3 s compiling a feed page that ran in 19 ms (issue 35 item 4, docs/performance.md).
 */
export function appConnectionOptions(planCacheMode: PlanCacheMode): string {
  const plans = planCacheMode === 'generic' ? ' -c plan_cache_mode=force_generic_plan' : '';
  return `-c role=${APP_ROLE} -c jit=off${plans}`;
}

/**
 * Gives a pooled client an 'error' listener of its own, for its whole life. The pool listens
 * only while the client is idle: a connection lost while a request holds the client between two
 * statements (PostgreSQL restarted, issue 35 item 2) emitted 'error' with no listener, which
 * ended the process ("Connection terminated unexpectedly"). The statement in flight or the next
 * one still fails, and the client is released with that error (pooled-transaction.ts), so the
 * pool drops it.
 */
function keepClientErrors(client: pg.PoolClient): void {
  client.on('error', (error) => {
    process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
  });
}

/**
 * Opens the database: PostgreSQL through `pg` when `databaseUrl` is given, otherwise
 * PGlite (embedded PostgreSQL) with its data under `dataDir/pglite`, or in memory when
 * `dataDir` is `memory://`. Both get pg_trgm and unaccent (DESIGN §3).
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  planCacheMode?: PlanCacheMode | undefined;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 4 });
    // A database restart must not crash the process: idle clients report here, and clients in
    // use (a request's transaction between two statements) to their own listener.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL pool error: ${error.message}`);
    });
    pool.on('connect', keepClientErrors);
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    // The app's own pool works as the non-owner role, so that row-level security applies
    // even to a query run outside any school scope (it then sees no school's rows).
    // (A startup parameter: a connection that cannot take the role fails instead of
    // silently working as the owner.)
    const appPool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      options: appConnectionOptions(opts.planCacheMode ?? 'generic'),
    });
    appPool.on('error', (error) => {
      process.emitWarning(`PostgreSQL pool error: ${error.message}`);
    });
    appPool.on('connect', keepClientErrors);
    const app = scopedDatabase(drizzleNodePg({ client: appPool, schema }) as unknown as Db);
    return {
      db,
      app,
      kind: 'postgres',
      url: opts.databaseUrl,
      pools: { app: appPool, owner: pool },
      executeSql: (text, values) => pool.query(text, values),
      listen: (channel, onNotify, onLost) =>
        listenOnPostgres(opts.databaseUrl as string, channel, onNotify, onLost),
      // Instances starting together take turns: the first migrates, the others find
      // nothing left to apply.
      migrate: async () => {
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migrateNodePg(drizzleNodePg({ client: pool }), {
            migrationsFolder: MIGRATIONS_FOLDER,
          });
        } finally {
          await lock
            .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
            .catch(() => undefined);
          lock.release();
        }
      },
      close: async () => {
        await appPool.end();
        await pool.end();
      },
    };
  }
  let dataDir: string | undefined;
  if (opts.dataDir !== 'memory://') {
    dataDir = path.resolve(opts.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  // One connection: the owner's outside transactions; the app's scopes switch to the app's
  // role inside their own transaction (set_config('role', …, true)), where RLS applies.
  return {
    db,
    app: scopedDatabase(db),
    kind: 'pglite',
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      // pg-boss sends its migrations as one string of many statements, which only the
      // simple protocol (exec) accepts; like pg, the last statement's rows are returned.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return { sync: async () => undefined, close: () => unlisten() };
    },
    migrate: () =>
      migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/** Database.listen on PostgreSQL: a client of its own, outside the pools. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onLost: () => void,
): Promise<DatabaseListener> {
  const client = new pg.Client({ connectionString: url });
  let lost = false;
  const lose = () => {
    if (lost) return;
    lost = true;
    onLost();
  };
  client.on('notification', (message) => {
    if (message.channel === channel) onNotify(message.payload ?? '');
  });
  client.on('error', () => {
    lose();
    client.end().catch(() => undefined);
  });
  client.on('end', lose);
  try {
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    lost = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    // One `select 1` at a time, shared by the callers who asked while one ran.
    sync: coalesced(async () => {
      await client.query('select 1');
    }),
    close: async () => {
      lost = true;
      await client.end();
    },
  };
}
