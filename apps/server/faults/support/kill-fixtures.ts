import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { ROLE } from '@alumni/domain';
import type { sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { type Database, type Db, openDatabase } from '../../src/db/client.ts';
import { userRoles, users } from '../../src/db/schema/index.ts';
import { sessionHeaders } from '../../test/api.ts';
import { addRole, type BuiltSchool, buildSchool, buildUser } from '../../test/factories.ts';
import { adminQuery, databaseUrlFor } from '../../test/global-setup.ts';
import { type ServerInstance, startInstance } from './instance.ts';
import { type OwnPostgres, startPostgres } from './services.ts';

/**
 * What the kill -9 scenarios of the fault suite share (issue 35 item 2): a throwaway database
 * with a school, its admin's session and an instance on it; members made by the thousand in one
 * statement; the rows a query counts; and the figures file. The databases are on a PostgreSQL
 * cluster of the file's own (services.ts, 200 connections): five instances and their checks
 * at once need more connections than the machine's shared server has to spare.
 */

let cluster: Promise<OwnPostgres> | undefined;
let template: Promise<string> | undefined;

/** The file's cluster (started at the first call) with a migrated template database; its name. */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    cluster ??= startPostgres();
    const own = await cluster;
    await adminQuery(own.url(), 'CREATE DATABASE kill_template');
    const database = await openDatabase({
      databaseUrl: own.url('kill_template'),
      dataDir: 'memory://',
    });
    await database.migrate();
    await database.close();
    return 'kill_template';
  })();
  return template;
}

/** Stops and removes the file's cluster, if one was started (afterAll, after the stages close). */
export async function removeCluster(): Promise<void> {
  const own = cluster;
  cluster = undefined;
  template = undefined;
  await (await own)?.remove();
}

/** A new database on the file's cluster, a copy of the migrated template. */
async function createKillDatabase(): Promise<Database & { url: string }> {
  const from = await migratedTemplate();
  const own = await (cluster as Promise<OwnPostgres>);
  const name = `kill_${randomBytes(4).toString('hex')}`;
  await adminQuery(own.url(), `CREATE DATABASE "${name}" TEMPLATE "${from}"`);
  const url = databaseUrlFor(own.url(), name);
  return { ...(await openDatabase({ databaseUrl: url, dataDir: 'memory://' })), url };
}

export interface KillStage {
  database: Database & { url: string };
  db: Db;
  school: BuiltSchool;
  /** The school admin's headers (session cookie, host, origin) for `instance.request`. */
  admin: Record<string, string>;
  adminId: number;
  instance: ServerInstance;
}

/**
 * The queue's timing in the kill scenarios (config.ts QUEUE_*): a killed instance's jobs expire
 * after 5 s, pg-boss looks for them every second and retries them 1–2 s later, so that work
 * resumes within seconds instead of the production defaults' two minutes. Same code paths.
 */
export const FAST_QUEUE: NodeJS.ProcessEnv = {
  QUEUE_EXPIRE_SECONDS: '5',
  QUEUE_RETRY_DELAY_SECONDS: '1',
  QUEUE_MAINTENANCE_SECONDS: '1',
};

/**
 * A new database (migrated copy, on the file's own cluster), a school, its admin signed in, and a compiled instance on it
 * named `name` with FAST_QUEUE and `env` added. Throws when the instance does not start.
 */
export async function stage(name: string, env: NodeJS.ProcessEnv = {}): Promise<KillStage> {
  const database = await createKillDatabase();
  const db = database.db;
  const school = await buildSchool(db);
  const user = await buildUser(db);
  await addRole(db, user.id, school, { role: ROLE.SchoolAdmin });
  const session = await sessionHeaders(db, {
    userId: user.id,
    schoolId: school.id,
    subdomain: school.subdomain,
  });
  const instance = await startInstance({
    databaseUrl: database.url,
    name,
    env: { ...FAST_QUEUE, ...env },
  });
  // The CSRF check compares Origin with the school's host, port included.
  const host = `${school.subdomain}.localhost:${instance.port}`;
  const admin = { ...session, host, origin: `http://${host}` };
  return { database, db, school, admin, adminId: user.id, instance };
}

/** Inserts `n` active members of `schoolId` (e-mails `<tag>.<i>@example.org`); returns their ids, ascending. */
export async function members(db: Db, schoolId: number, n: number, tag: string): Promise<number[]> {
  const ids: number[] = [];
  // 2,000 rows a statement stays far below PostgreSQL's 65,535 parameters.
  for (let from = 0; from < n; from += 2000) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(2000, n - from) }, (_, i) => ({
          email: `${tag}.${from + i}@example.org`,
          firstName: 'Fault',
          lastName: `Member${from + i}`,
          isActive: true,
        })),
      )
      .returning({ id: users.id });
    await db
      .insert(userRoles)
      .values(rows.map((r) => ({ userId: r.id, schoolId, role: ROLE.Alumni, isActive: true })));
    ids.push(...rows.map((r) => r.id));
  }
  return ids.sort((a, b) => a - b);
}

/** Rows of a query (owner's handle: no row-level security in the way of the checks). */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The one integer a `select … as n` answers. */
export async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  return Number((await rows<{ n: number | string }>(db, query))[0]?.n ?? 0);
}

/**
 * Resolves with `check()`'s value once `until` accepts it, polled every 250 ms; rejects when
 * the value has not changed for `stallMs` (default 30 s). For work that resumes after a kill:
 * on a loaded machine it may go slowly, but it must keep going.
 */
export async function waitForProgress(
  check: () => Promise<number>,
  until: (value: number) => boolean,
  stallMs = 30_000,
): Promise<number> {
  let last = Number.NaN;
  let movedAt = Date.now();
  for (;;) {
    const value = await check();
    if (until(value)) return value;
    if (value !== last) [last, movedAt] = [value, Date.now()];
    if (Date.now() - movedAt > stallMs) {
      throw new Error(`no progress for ${stallMs} ms: still ${value}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Kills the stage's instance with SIGKILL and starts it again on the same database; returns
 * when the kill happened (ms since the epoch) and how long the new process took to answer (ms).
 */
export async function killAndRestart(
  s: KillStage,
): Promise<{ killedAt: number; restartMs: number }> {
  await s.instance.kill9();
  const killedAt = Date.now();
  await s.instance.restart();
  return { killedAt, restartMs: Date.now() - killedAt };
}

/** What each scenario measured, written to bench/results/faults-kill-<date>.json. */
export type Figures = Record<string, Record<string, number | string | boolean>>;

/**
 * Adds the figures of a file's scenarios to the day's results beside the benchmarks' (each
 * kill file writes its own scenarios; same-named ones are replaced); returns the file's path.
 */
export function writeFigures(figures: Figures): string {
  const dir = path.resolve(import.meta.dirname, '../../../../bench/results');
  mkdirSync(dir, { recursive: true });
  const date = new Date().toISOString().slice(0, 10);
  const file = path.join(dir, `faults-kill-${date}.json`);
  const body = {
    suite: 'fault suite, kill -9 scenarios (apps/server/faults/kill-*.fault.test.ts)',
    date: new Date().toISOString(),
    node: process.version,
    // The times depend on the machine's load and on the server's form (a tsx start is slower).
    server: process.env.FAULTS_TSX === '1' ? 'sources through tsx' : 'compiled (apps/server/dist)',
    load_average_1min: Number(loadavg()[0]?.toFixed(2)),
    note: 'restart_ms: from the kill to the new process answering HTTP; time_to_resume_ms: from the kill to the work being whole again (a new instance started, the killed jobs expired, retried and done), with the queue timing of FAST_QUEUE (expiry 5 s, maintenance 1 s, retry 1-2 s); duplicates: rows found twice',
    scenarios: {
      ...(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).scenarios as Figures) : {}),
      ...figures,
    },
  };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  return file;
}

/**
 * The stages and figures of one kill file, with its clean-up registered: after the file, every
 * stage's instance is killed and its database closed, the file's PostgreSQL cluster removed,
 * and the figures recorded (writeFigures) when any were. Push each stage started to `stages`.
 */
export function killFile(): { figures: Figures; stages: KillStage[] } {
  const figures: Figures = {};
  const stages: KillStage[] = [];
  afterAll(async () => {
    await Promise.all(stages.map((s) => s.instance.kill9()));
    await Promise.all(stages.map((s) => s.database.close()));
    await removeCluster();
    if (Object.keys(figures).length > 0) writeFigures(figures);
  });
  return { figures, stages };
}
