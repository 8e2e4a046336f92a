/**
 * Benchmark: bulk operations and the directory right after a mass change (issue 34 items 1
 * and 8). Needs PostgreSQL (DATABASE_URL): a throwaway database with the demo schools and
 * BENCH_MEMBERS generated members of `demo` (directory-seed.ts, 95,000 by default), autovacuum
 * switched off for the tables a role change writes (nobody analyses them by hand), then:
 *
 * 1. a role change of every member ("all matching the filters", role Teacher given) through
 *    the runner, timed from the POST to `completed`, polling the progress every 100 ms;
 * 2. at once, the directory's default page and a common-name search (`camille`) at
 *    BENCH_CONNECTIONS (20) for BENCH_SECONDS (15) each: target p95 ≤ 50 ms (before the
 *    runner analysed the tables it changed, 5.7 s at p50 on 95,000 members);
 * 3. a bulk action on a selection of 10,000 members (the role taken back): time to finish
 *    and the longest wait between two progress moves (target ≤ 1 s, BULK_PROGRESS_INTERVAL_MS).
 *
 *   BENCH_MEMBERS=95000 npm run bulk -w @alumni/bench
 *
 * Writes `bench/results/bulk.json` (95,000 members) or `bulk-<N>.json`; latencies in ms.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { BULK_SELECTION_MAX, ROLE } from '@alumni/domain';
import { createTestDatabase, seedDemo } from '@alumni/server/tools';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { generateMembers } from './directory-seed.ts';
import { startServerProcess } from './server-process.ts';

if (!process.env.DATABASE_URL) {
  process.stderr.write('The bulk benchmark needs PostgreSQL: set DATABASE_URL.\n');
  process.exit(1);
}
const members = Number(process.env.BENCH_MEMBERS ?? 95_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3457);
const TARGET_P95_MS = 50;
/** Tables a role change writes: autovacuum off for them, as if its round had not come yet. */
const UNANALYSED = ['users', 'user_roles', 'educations', 'bulk_operation_items', 'bulk_operations'];

const database = await createTestDatabase();
const db = database.db;
/** The server process, once started: a crash stops it too. */
let stopServer: (() => Promise<void>) | null = null;
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, async (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
    await stopServer?.();
    await database.close();
    process.exit(1);
  });
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alumni-bench-'));
await seedDemo(db, { mediaDir: path.join(dataDir, 'media') });
const generationSeconds = await generateMembers(db, members, (done) =>
  process.stderr.write(`members: ${done}\n`),
);
for (const table of UNANALYSED) {
  await db.execute(sql.raw(`alter table ${table} set (autovacuum_enabled = false)`));
}
if (!database.url) throw new Error('no database URL');
const server = await startServerProcess({
  databaseUrl: database.url,
  port,
  dataDir,
  // Production asks for it; the bench's integrations hold no secret worth one.
  env: { INTEGRATIONS_SECRET: process.env.INTEGRATIONS_SECRET || randomBytes(32).toString('hex') },
});
stopServer = server.stop;
const address = server.address;
const host = 'demo.localhost';

/** One request with the demo school's Host; resolves with the status, cookie and JSON. */
const call = (url: string, opts: { cookie?: string; body?: unknown } = {}) =>
  new Promise<{ status: number; cookie: string; json: unknown }>((resolve, reject) => {
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const req = http.request(
      `${address}${url}`,
      {
        method: payload ? 'POST' : 'GET',
        headers: {
          host,
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          // A signed-in write names its own origin (platform/csrf.ts).
          ...(payload ? { 'content-type': 'application/json', origin: `http://${host}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cookie: (res.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '',
            json: text ? JSON.parse(text) : null,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
const signIn = async (email: string) => {
  const login = await call('/api/auth/login/', {
    body: { email, password: 'Alumni-demo-2026' },
  });
  if (login.status !== 200) throw new Error(`sign-in of ${email}: ${login.status}`);
  return login.cookie;
};
const admin = await signIn('admin@demo.example.org');
const member = await signIn('member@demo.example.org');

/**
 * Starts a bulk role change and polls it every 100 ms until it ends: the seconds it took and
 * the longest time `processed` stood still while running.
 */
async function timedRoleChange(body: Record<string, unknown>) {
  const started = Date.now();
  const res = await call('/api/bulk-operations/roles/', { cookie: admin, body });
  if (res.status !== 202) throw new Error(`bulk start: ${res.status} ${JSON.stringify(res.json)}`);
  const id = (res.json as { id: number }).id;
  let lastMove = Date.now();
  let lastProcessed = -1;
  let longestStillMs = 0;
  for (;;) {
    const op = (await call(`/api/bulk-operations/${id}/`, { cookie: admin })).json as {
      status: string;
      processed: number;
      total: number;
      done: number;
    };
    const now = Date.now();
    if (op.processed !== lastProcessed) {
      if (op.status === 'running' && lastProcessed >= 0) {
        longestStillMs = Math.max(longestStillMs, now - lastMove);
      }
      lastProcessed = op.processed;
      lastMove = now;
    }
    if (op.status === 'completed' || op.status === 'failure') {
      const secondsTaken = (now - started) / 1000;
      process.stderr.write(`bulk ${op.total}: ${op.status} in ${secondsTaken} s\n`);
      return {
        status: op.status,
        total: op.total,
        done: op.done,
        seconds: secondsTaken,
        membersPerSecond: Math.round(op.total / secondsTaken),
        progressIntervalMaxMs: longestStillMs,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
/** The directory `path` as the seeded member, `seconds` at `connections`, at once. */
async function loadDirectory(name: string, urlPath: string) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${address}${urlPath}`,
        headers: { host, cookie: member },
        connections,
        duration: seconds,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  process.stderr.write(`${name}: p50 ${percentile(times, 50)} ms, p95 ${p95} ms\n`);
  return {
    scenario: name,
    path: urlPath,
    requests: result.requests.total,
    non2xx: result.non2xx,
    throughputPerSecond: result.requests.average,
    latencyMs: {
      p50: percentile(times, 50),
      p95,
      p99: percentile(times, 99),
      max: times.at(-1) ?? 0,
    },
    meetsTarget: p95 <= TARGET_P95_MS && result.non2xx === 0,
    loadAverage1m: os.loadavg()[0],
  };
}

const everyone = await timedRoleChange({ role: ROLE.Teacher, action: 'add', filters: {} });
const lastAnalyze = (await db.execute(
  sql`select relname, last_analyze, last_autoanalyze from pg_stat_user_tables where relname in ('users', 'user_roles')`,
)) as unknown as { rows: unknown[] };
const directory = [
  await loadDirectory('first page, right after', '/api/directory/'),
  await loadDirectory('common first name, right after', '/api/directory/?search=camille'),
];
const ids = (
  (await db.execute(sql`
    select ur.user_id from user_roles ur join schools s on s.id = ur.school_id
    where s.subdomain = 'demo' and ur.role = ${ROLE.Teacher}
    order by ur.user_id limit ${Math.min(BULK_SELECTION_MAX, members)}`)) as unknown as {
    rows: { user_id: number }[];
  }
).rows.map((r) => Number(r.user_id));
const selection = await timedRoleChange({ role: ROLE.Teacher, action: 'remove', user_ids: ids });
await server.stop();
await database.close();

const report = {
  benchmark: 'bulk operations, and the directory right after a mass change',
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverage1m: os.loadavg()[0],
  },
  members,
  generationSeconds,
  connections,
  durationSecondsPerScenario: seconds,
  targetP95Ms: TARGET_P95_MS,
  roleChangeOfEveryone: everyone,
  statisticsAfterIt: lastAnalyze.rows,
  directory,
  roleChangeOfSelection: selection,
};
const outDir = path.resolve(import.meta.dirname, '../results');
mkdirSync(outDir, { recursive: true });
const name = process.env.BENCH_LABEL
  ? `bulk-${process.env.BENCH_LABEL}`
  : members === 95_000
    ? 'bulk'
    : `bulk-${members}`;
writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
