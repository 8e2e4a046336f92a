/**
 * Benchmark: the directory API on a school of 100,000 members or more (issue 16 part 3,
 * "Directory at scale"). Needs PostgreSQL (DATABASE_URL): it creates a throwaway database,
 * seeds the demo schools, generates the members of `demo` in SQL (directory-seed.ts), then
 * runs autocannon at BENCH_CONNECTIONS connections for BENCH_SECONDS per scenario after an
 * unrecorded warm-up, signed in as a member. Scenarios: the first page with no search, the
 * page after it, a very common first name, a rare and a common surname, a first and last
 * name, a name with two filters, and the first page of a small school on the same database.
 *
 *   npm run directory -w @alumni/bench -- --members 1000000
 *
 * Options: `--members N` (or BENCH_MEMBERS, default 100,000), BENCH_SECONDS (15),
 * BENCH_CONNECTIONS (20), BENCH_WARMUP_SECONDS (3), BENCH_PORT (3456), BENCH_LABEL (writes
 * `directory-<label>.json`), BENCH_DATABASE_URL (run on a database made before by
 * `npm run directory-db -w @alumni/bench -- NAME N`, instead of generating one each run),
 * BENCH_PLANS=0 (no plans), BENCH_ONLY=<words> (the scenarios whose name holds one of these
 * comma-separated words), BENCH_PROFILE=<dir> (a CPU profile of the server, server-process.ts).
 * Writes `bench/results/directory.json` (100,000 members), `directory-1m.json` (1,000,000) or
 * `directory-<N>.json`, latencies in ms (p95 from every response time) with the 1-minute
 * load average, and the EXPLAIN ANALYZE plans of the queries the API runs into this size's
 * section of `bench/results/directory-plans.txt`. Target: p95 ≤ 30 ms at 20 connections.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, openDatabase, seedDemo } from '@alumni/server/tools';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { generateMembers } from './directory-seed.ts';
import { startServerProcess } from './server-process.ts';

if (!process.env.DATABASE_URL) {
  process.stderr.write('The directory benchmark needs PostgreSQL: set DATABASE_URL.\n');
  process.exit(1);
}
const membersArg = process.argv.indexOf('--members');
const members = Number(
  (membersArg > 0 ? process.argv[membersArg + 1] : undefined) ??
    process.env.BENCH_MEMBERS ??
    100_000,
);
if (!Number.isSafeInteger(members) || members < 1) {
  process.stderr.write('--members takes a positive whole number.\n');
  process.exit(1);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3456);
const TARGET_P95_MS = 30;

const reused = process.env.BENCH_DATABASE_URL;
const database = reused
  ? { ...(await openDatabase({ databaseUrl: reused, dataDir: 'memory://' })), url: reused }
  : await createTestDatabase();
const db = database.db;
// A reused database is only closed; a throwaway one is dropped.
const closeDatabase = () => database.close();
// A crash must not leave the throwaway database behind.
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, async (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
    await closeDatabase();
    process.exit(1);
  });
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alumni-bench-'));
let generationSeconds: number | null = null;
if (!reused) {
  await seedDemo(db, { mediaDir: path.join(dataDir, 'media') });
  generationSeconds = await generateMembers(db, members, (done) =>
    process.stderr.write(`members: ${done}\n`),
  );
}

if (!database.url) throw new Error('no database URL');
const server = await startServerProcess({ databaseUrl: database.url, port, dataDir });
const address = server.address;
/**
 * One request with its own Host header (fetch sends the URL's host whatever it is told, so a
 * school other than the default one needs node:http). Resolves with the status, the first
 * cookie set and the body as JSON.
 */
const call = (host: string, url: string, opts: { cookie?: string; body?: unknown } = {}) =>
  new Promise<{ status: number; cookie: string; json: unknown }>((resolve, reject) => {
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const req = http.request(
      `${address}${url}`,
      {
        method: payload ? 'POST' : 'GET',
        headers: {
          host,
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
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
/** The session cookie of the seeded member on a school's host. */
const signIn = async (host: string) => {
  const login = await call(host, '/api/auth/login/', {
    body: { email: 'member@demo.example.org', password: 'Alumni-demo-2026' },
  });
  if (login.status !== 200) throw new Error(`sign-in on ${host}: ${login.status}`);
  return login.cookie;
};
const hosts = { demo: 'demo.localhost', small: 'campus-en.localhost' };
const cookies = { demo: await signIn(hosts.demo), small: await signIn(hosts.small) };
/** Rows of a raw query: both drivers answer `{ rows }`. */
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;
const lyon = await rowsOf<{ id: number }>(
  db.execute(
    sql`select c.id from campuses c join schools s on s.id = c.school_id where s.subdomain = 'demo' and c.name = 'Lyon'`,
  ),
);
const campusId = lyon[0]?.id;
const get = async (school: keyof typeof hosts, url: string) => {
  const res = await call(hosts[school], url, { cookie: cookies[school] });
  if (res.status !== 200) throw new Error(`${url} on ${hosts[school]}: ${res.status}`);
  return res.json;
};
// The page after the first: its cursor (or, before cursors, its page number).
const first = (await get('demo', '/api/directory/')) as { next: string | null };
const secondPage = first.next?.startsWith('/')
  ? first.next
  : `/api/directory/?cursor=${encodeURIComponent(first.next ?? '')}`;

interface Scenario {
  name: string;
  school: keyof typeof hosts;
  path: string;
}
const allScenarios: Scenario[] = [
  { name: 'first page, no search', school: 'demo', path: '/api/directory/' },
  { name: 'next page (load more)', school: 'demo', path: secondPage },
  // The first word of a very common first name: about 2 % of the school.
  { name: 'common first name', school: 'demo', path: '/api/directory/?search=camille' },
  // One of the 2,000 generated surnames: about 0.045 % of the school.
  { name: 'rare surname', school: 'demo', path: '/api/directory/?search=malot' },
  // One of the 50 common surnames: about 0.2 %.
  { name: 'common surname', school: 'demo', path: '/api/directory/?search=lefevre' },
  { name: 'first and last name', school: 'demo', path: '/api/directory/?search=helene%20lefevre' },
  {
    name: 'name + two filters',
    school: 'demo',
    path: `/api/directory/?search=lefevre&campus=${campusId}&graduation_year=2010,2011,2012,2013,2014,2015`,
  },
  // A school of a few members on the same database: its page must not walk the big one.
  { name: 'small school, first page', school: 'small', path: '/api/directory/' },
];

// BENCH_ONLY=<words>: only the scenarios whose name holds one of the comma-separated words.
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const scenarios = only.length
  ? allScenarios.filter((s) => only.some((word) => s.name.includes(word)))
  : allScenarios;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
/** Drives one path for `duration` s at `connections`; collects each response time (ms). */
const load = (scenario: Scenario, duration: number, times: number[]) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${address}${scenario.path}`,
        headers: { host: hosts[scenario.school], cookie: cookies[scenario.school] },
        connections,
        duration,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });

// The bulk load's dirty pages are written now, not during the first scenario.
await db.execute(sql`checkpoint`);
const results = [];
for (const scenario of scenarios) {
  // Warm-up, not recorded: the server's JIT and PostgreSQL's caches, as in steady use.
  await load(scenario, warmupSeconds, []);
  const times: number[] = [];
  const result = await load(scenario, seconds, times);
  times.sort((a, b) => a - b);
  const body = (await get(scenario.school, scenario.path)) as {
    count: number | null;
    count_exact?: boolean;
    results: unknown[];
  };
  const p95 = percentile(times, 95);
  results.push({
    scenario: scenario.name,
    path: scenario.path,
    count: body.count,
    countExact: body.count_exact ?? true,
    pageRows: body.results.length,
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
    // Other sessions share this machine: the load at the end of each scenario.
    loadAverage1m: os.loadavg()[0],
  });
  process.stderr.write(`${scenario.name}: p95 ${p95} ms, ${result.requests.average} req/s\n`);
}
await server.stop();

const plans =
  process.env.BENCH_PLANS === '0'
    ? null
    : // Loaded only here: it runs the service's own search (the benchmark can time older code).
      await (await import('./directory-plans.ts')).writePlans(db, members, {
        smallSchool: 'campus-en',
        scenarios,
      });
await closeDatabase();

const report = {
  benchmark: 'GET /api/directory/',
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverage1m: os.loadavg()[0],
  },
  database: reused ? 'postgres' : database.kind,
  members,
  generationSeconds,
  connections,
  durationSecondsPerScenario: seconds,
  warmupSecondsPerScenario: warmupSeconds,
  targetP95Ms: TARGET_P95_MS,
  results,
};
const outDir = path.resolve(import.meta.dirname, '../results');
mkdirSync(outDir, { recursive: true });
const name = process.env.BENCH_LABEL
  ? `directory-${process.env.BENCH_LABEL}`
  : members === 100_000
    ? 'directory'
    : members === 1_000_000
      ? 'directory-1m'
      : `directory-${members}`;
writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(report, null, 2)}\n${plans ?? ''}`);
