/**
 * Benchmark: the directory search API on a school of 100,000 members (issue "Members",
 * Bench). Needs PostgreSQL (DATABASE_URL): it creates a throwaway database, seeds the demo
 * schools, generates BENCH_MEMBERS members in `demo` with SQL, then runs autocannon at
 * BENCH_CONNECTIONS connections for BENCH_SECONDS per scenario, signed in as a member:
 *   1. name search: `?search=<last name>`
 *   2. name + two filters: `?search=<last name>&campus=<id>&graduation_year=<years>`
 * Writes `bench/results/directory.json` (latencies in ms, p95 computed from every
 * response time) and the EXPLAIN ANALYZE plans to `bench/results/directory-plans.txt`.
 * Target: p95 under 50 ms at 20 connections.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DirectoryQuerySchema, directoryListedRoles } from '@alumni/domain';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { schoolRoles, schools } from '../../apps/server/src/db/schema/index.ts';
import { searchPageQuery } from '../../apps/server/src/modules/directory/service.ts';
import { FIRST_NAMES, LAST_NAMES } from '../../apps/server/src/seed/people.ts';
import { seedDemo } from '../../apps/server/src/seed/seed.ts';
import { createTestDatabase } from '../../apps/server/test/database.ts';
import { startServerProcess } from './server-process.ts';

if (!process.env.DATABASE_URL) {
  process.stderr.write('The directory benchmark needs PostgreSQL: set DATABASE_URL.\n');
  process.exit(1);
}
const members = Number(process.env.BENCH_MEMBERS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

const database = await createTestDatabase();
const db = database.db;
// A crash must not leave the throwaway database behind.
process.on('uncaughtException', async (error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  await database.close();
  process.exit(1);
});
process.on('unhandledRejection', async (error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
  await database.close();
  process.exit(1);
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alumni-bench-'));
await seedDemo(db, { mediaDir: path.join(dataDir, 'media') });

const started = Date.now();
// The seed's French first names and surnames (50 of each).
const firstNames = FIRST_NAMES;
const lastNames = LAST_NAMES;
const cities = [
  'Paris',
  'Lyon',
  'Marseille',
  'Toulouse',
  'Bordeaux',
  'Lille',
  'Nantes',
  'Strasbourg',
  'Montpellier',
  'Rennes',
  'Grenoble',
  'Nice',
];
const arr = (items: string[]) =>
  sql.raw(`array[${items.map((i) => `'${i.replace(/'/g, "''")}'`).join(',')}]`);
// Surnames: one member in ten bears one of 50 common French surnames (each shared by
// about 0.2 % of members, like the most common ones in France); the others get one of
// 2,000 surnames built from syllables (about 0.045 % each).
const prefixes = [
  'Ber',
  'Dur',
  'Lem',
  'Mor',
  'Gar',
  'Fou',
  'Bon',
  'Dub',
  'Lam',
  'Mar',
  'Rou',
  'Ch',
  'Gir',
  'Mal',
  'Pel',
  'Tes',
  'Vil',
  'Bar',
  'Cor',
  'Del',
  'Fav',
  'Gau',
  'Jol',
  'Lac',
  'Mer',
  'Nav',
  'Pic',
  'Ren',
  'Sal',
  'Thi',
  'Val',
  'Bes',
  'Cam',
  'Dor',
  'Fer',
  'Hom',
  'Lav',
  'Mon',
  'Per',
  'Rab',
];
const suffixes = [
  'and',
  'ier',
  'ot',
  'eau',
  'in',
  'el',
  'et',
  'on',
  'ard',
  'ault',
  'oux',
  'ais',
  'aud',
  'eux',
  'ac',
  'ey',
  'illon',
  'ette',
  'ille',
  'enne',
  'ouin',
  'ange',
  'ois',
  'erre',
  'ieu',
  'ant',
  'esse',
  'aux',
  'elin',
  'otte',
  'ignac',
  'ourt',
  'ès',
  'ival',
  'orel',
  'anne',
  'uche',
  'oche',
  'iet',
  'ardy',
  'elle',
  'ouard',
  'ène',
  'igny',
  'ol',
  'uel',
  'ert',
  'iot',
  'acq',
  'ourg',
];
await db.execute(sql`
  insert into users (email, first_name, last_name, city, country, is_active, activation_date)
  select 'bench' || g || '@bench.example.org',
         (${arr(firstNames)})[1 + (g::bigint * 7919) % ${firstNames.length}],
         case when g % 10 = 0
           then (${arr(lastNames)})[1 + ((g / 10)::bigint * 104729) % ${lastNames.length}]
           else (${arr(prefixes)})[1 + (g::bigint * 6007) % ${prefixes.length}]
                || (${arr(suffixes)})[1 + (g::bigint * 7001) % ${suffixes.length}]
         end,
         (${arr(cities)})[1 + (g::bigint * 31) % ${cities.length}],
         'FR', true, now()
  from generate_series(1, ${members}) g`);
await db.execute(sql`
  insert into user_roles (user_id, school_id, role, is_active, activation_date, graduation_year, degree_id, campus_id)
  select u.id, s.id, (array[3, 4, 4, 4, 4, 5, 6, 7])[1 + abs(hashint4(u.id)) % 8], true, now(),
         1990 + abs(hashint4(u.id * 7 + 3)) % 36,
         (select d.id from degrees d where d.school_id = s.id order by d.id offset abs(hashint4(u.id * 3 + 1)) % 10 limit 1),
         (select c.id from campuses c where c.school_id = s.id order by c.id offset abs(hashint4(u.id * 5 + 2)) % 6 limit 1)
  from users u, schools s
  where s.subdomain = 'demo' and u.email like 'bench%@bench.example.org'`);
// Merge GIN's pending list and refresh statistics, as autovacuum would after a bulk load.
await db.execute(sql`vacuum analyze`);
const generationSeconds = (Date.now() - started) / 1000;

if (!database.url) throw new Error('no database URL');
const server = await startServerProcess({ databaseUrl: database.url, port: 3456, dataDir });
const address = server.address;
const login = await fetch(`${address}/api/auth/login/`, {
  method: 'POST',
  headers: { host: 'demo.localhost', 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'member@demo.example.org', password: 'Alumni-demo-2026' }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
/** Rows of a raw query: both drivers answer `{ rows }`. */
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;
const lyon = await rowsOf<{ id: number }>(
  db.execute(
    sql`select c.id from campuses c join schools s on s.id = c.school_id where s.subdomain = 'demo' and c.name = 'Lyon'`,
  ),
);
const campusId = lyon[0]?.id;

const scenarios = [
  // A common surname (about 0.2 % of members) and a full name, as members search.
  { name: 'name search', path: '/api/directory/?search=lefevre' },
  { name: 'first and last name', path: '/api/directory/?search=helene%20lefevre' },
  {
    name: 'name + two filters',
    path: `/api/directory/?search=lefevre&campus=${campusId}&graduation_year=2010,2011,2012,2013,2014,2015`,
  },
  // Worst case: the first word of a very common first name (3 % of members).
  { name: 'very common first name', path: '/api/directory/?search=camille' },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
/** Drives one path for `duration` s at `connections`; collects each response time (ms). */
const load = (path: string, duration: number, times: number[]) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${address}${path}`,
        headers: { host: 'demo.localhost', cookie },
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
  await load(scenario.path, warmupSeconds, []);
  const times: number[] = [];
  const result = await load(scenario.path, seconds, times);
  times.sort((a, b) => a - b);
  const sample = await fetch(`${address}${scenario.path}`, {
    headers: { host: 'demo.localhost', cookie },
  });
  const body = (await sample.json()) as { count: number };
  results.push({
    scenario: scenario.name,
    path: scenario.path,
    matches: body.count,
    requests: result.requests.total,
    non2xx: result.non2xx,
    throughputPerSecond: result.requests.average,
    latencyMs: {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      max: times.at(-1) ?? 0,
    },
    meetsTarget: percentile(times, 95) < 50 && result.non2xx === 0,
  });
}

// The plans of the page queries the API runs, built by the service itself.
const plans: string[] = [];
const [demoSchool] = await db.select().from(schools).where(eq(schools.subdomain, 'demo'));
if (!demoSchool) throw new Error('demo school missing');
// The roles the directory lists, as the API takes them from the school's permission data.
const listedRoles = directoryListedRoles({
  roles: (await db.select().from(schoolRoles).where(eq(schoolRoles.schoolId, demoSchool.id))).map(
    (r) => ({ role: r.role, enabled: r.enabled, shown_in_directory: r.shownInDirectory }),
  ),
});
for (const scenario of scenarios) {
  const query = DirectoryQuerySchema.parse(
    Object.fromEntries(new URL(scenario.path, 'http://x').searchParams),
  );
  const rows = await rowsOf<{ 'QUERY PLAN': string }>(
    db.execute(
      sql`explain (analyze, costs off) ${searchPageQuery(db, demoSchool, query, { recruiter: false, listedRoles, adminList: false }, 'prefix')}`,
    ),
  );
  plans.push(
    `-- ${scenario.name}: ${scenario.path}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`,
  );
}

await server.stop();
await database.close();

const report = {
  benchmark: 'GET /api/directory/',
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverage1m: os.loadavg()[0],
  },
  database: database.kind,
  members,
  generationSeconds,
  connections,
  durationSecondsPerScenario: seconds,
  warmupSecondsPerScenario: warmupSeconds,
  targetP95Ms: 50,
  results,
};
const outDir = path.resolve(import.meta.dirname, '../results');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'directory.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(path.join(outDir, 'directory-plans.txt'), plans.join('\n'));
process.stdout.write(`${JSON.stringify(report, null, 2)}\n${plans.join('\n')}`);
