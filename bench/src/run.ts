/**
 * `npm run bench` (issue 16, "a benchmark that guards the path"): the production build of
 * the server in its own process on a seeded database (a throwaway PostgreSQL database when
 * DATABASE_URL is set, else the embedded one), and a bare Fastify hello-world in another,
 * measured with autocannon in this process. Hello-world runs before and after the
 * endpoints; each endpoint's requests/s is given as a ratio to their mean, which moves less
 * than raw numbers on a shared 2-core machine. Writes `bench/results/<name>.json`.
 *
 * Options (flags or environment): `--name` / BENCH_LABEL (default `bench`), `--seconds` /
 * BENCH_SECONDS (10 per endpoint), `--warmup` / BENCH_WARMUP_SECONDS (2),
 * `--connections` / BENCH_CONNECTIONS (50), `--only 'me,feed first page'` to run some endpoints.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildMember,
  createTestDatabase,
  schools,
  seedDemo,
  sessionHeaders,
} from '@alumni/server/tools';
import { eq } from 'drizzle-orm';
import { type LoadRequest, type LoadResult, load, machine } from './load.ts';
import { requestPathScenarios, type Scenario } from './request-path-scenarios.ts';
import { startProcess, startServerProcess } from './server-process.ts';

const { values: flags } = parseArgs({
  options: {
    name: { type: 'string' },
    seconds: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string' },
    only: { type: 'string' },
  },
});
const name = flags.name ?? process.env.BENCH_LABEL ?? 'bench';
const seconds = Number(flags.seconds ?? process.env.BENCH_SECONDS ?? 10);
const warmup = Number(flags.warmup ?? process.env.BENCH_WARMUP_SECONDS ?? 2);
const connections = Number(flags.connections ?? process.env.BENCH_CONNECTIONS ?? 50);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alumni-bench-'));
const database = process.env.DATABASE_URL ? await createTestDatabase() : null;
if (database) await seedDemo(database.db, { mediaDir: path.join(dataDir, 'media') });
const server = await startServerProcess({ databaseUrl: database?.url ?? '', port: 3458, dataDir });
const hello = await startProcess({
  args: ['bench/src/hello-world.mjs'],
  env: { ...process.env, PORT: '3459', DATABASE_URL: database?.url ?? '' },
  port: 3459,
  probe: '/',
});

const origin = { host: 'demo.localhost', origin: 'http://demo.localhost' };
const json = { ...origin, 'content-type': 'application/json' };
const login = await fetch(`${server.address}/api/auth/login/`, {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ email: 'member@demo.example.org', password: 'Alumni-demo-2026' }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
if (!login.ok || !cookie) throw new Error(`sign-in failed: ${login.status}`);
const signedIn = { ...origin, cookie };

/** GET `pathname` signed in, as JSON; throws on anything but 2xx. */
async function get<T>(pathname: string): Promise<T> {
  const res = await fetch(`${server.address}${pathname}`, { headers: signedIn });
  if (!res.ok) throw new Error(`${pathname} answered ${res.status}`);
  return (await res.json()) as T;
}

// The scenarios' subjects, read from the seeded school: a member to search for and to open,
// and a post to like.
type Role = { campus: number | null; graduation_year: number | null };
type Member = { id: number; last_name: string; roles: Role[] };
const members = await get<{ results: Member[] }>('/api/directory/?page=1');
const hasPlace = (r: Role) => r.campus !== null && r.graduation_year !== null;
const subject = members.results.find((m) => m.roles.some(hasPlace));
const role = subject?.roles.find(hasPlace);
const posts = await get<{ results: { id: number }[] }>('/api/posts/');
const post = posts.results[0];
if (!subject || !role || !post) throw new Error('the seeded school has no member or post to use');
const surname = encodeURIComponent(subject.last_name.toLowerCase());

// Posts of their own for the connections of the spread like: one each, so that no two
// connections like and take back the same post as the same member at once (row-lock waits,
// which the hot-post line measures).
const ownPosts: number[] = [];
if (
  !flags.only ||
  flags.only.split(',').some((name) => name.trim() === 'like (a post per connection)')
) {
  for (let i = 0; i < connections; i += 1) {
    const res = await fetch(`${server.address}/api/posts/`, {
      method: 'POST',
      // fetch sends its own Host (the loopback address, which serves the default school,
      // demo): the Origin must match it for the CSRF check.
      headers: { cookie, origin: server.address, 'content-type': 'application/json' },
      body: JSON.stringify({ content: `<p>A post to like, number ${i + 1}.</p>` }),
    });
    if (res.status !== 201)
      throw new Error(`creating a post to like answered ${res.status}: ${await res.text()}`);
    ownPosts.push(((await res.json()) as { id: number }).id);
  }
}

// Members of their own for the hot-post like: `connections` people liking one post at once
// (issue 35 item 4), each connection signed in as one of them.
const likers: Record<string, string>[] = [];
if (database && (!flags.only || flags.only.split(',').some((name) => name.trim() === 'like'))) {
  const [demo] = await database.db.select().from(schools).where(eq(schools.subdomain, 'demo'));
  if (!demo) throw new Error('the seeded demo school is missing');
  for (let i = 0; i < connections; i += 1) {
    const liker = await buildMember(database.db, demo.id);
    const headers = await sessionHeaders(database.db, {
      userId: liker.id,
      schoolId: demo.id,
      subdomain: 'demo',
    });
    likers.push({ cookie: headers.cookie ?? '' });
  }
}

const all: Scenario[] = [
  ...(database
    ? [
        {
          name: 'bare: one query',
          bare: true,
          signedIn: false,
          requests: [{ path: '/one-query' }],
        },
        {
          name: 'bare: transaction',
          bare: true,
          signedIn: false,
          requests: [{ path: '/transaction' }],
        },
        {
          name: 'bare: write transaction',
          bare: true,
          signedIn: false,
          requests: [{ method: 'POST' as const, path: '/write-transaction' }],
        },
      ]
    : []),
  { name: 'school details', signedIn: false, requests: [{ path: '/api/schools/demo/details/' }] },
  {
    // What a browser asks: the same document, compressed (kept compressed by the server).
    name: 'school details compressed',
    signedIn: false,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [{ path: '/api/schools/demo/details/' }],
  },
  { name: 'me', floor: 'read', signedIn: true, requests: [{ path: '/api/users/me/' }] },
  { name: 'feed first page', floor: 'read', signedIn: true, requests: [{ path: '/api/posts/' }] },
  {
    name: 'directory first page',
    floor: 'read',
    signedIn: true,
    requests: [{ path: '/api/directory/?page=1' }],
  },
  {
    name: 'directory, common first name',
    signedIn: true,
    requests: [{ path: '/api/directory/?search=camille' }],
  },
  {
    name: 'directory, rare surname',
    signedIn: true,
    requests: [{ path: `/api/directory/?search=${surname}` }],
  },
  {
    name: 'directory, name and two filters',
    signedIn: true,
    requests: [
      {
        path: `/api/directory/?search=${surname}&campus=${role.campus}&graduation_year=${role.graduation_year}`,
      },
    ],
  },
  {
    name: 'profile',
    floor: 'read',
    signedIn: true,
    requests: [{ path: `/api/users/${subject.id}/profile/` }],
  },
  {
    name: 'post created',
    floor: 'write',
    signedIn: true,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        path: '/api/posts/',
        body: JSON.stringify({ content: '<p>A post written by the benchmark.</p>' }),
      },
    ],
  },
  {
    // Like, then take it back, each connection on a post of its own.
    name: 'like (a post per connection)',
    signedIn: true,
    requests: [
      {
        method: 'POST',
        path: '/api/posts/0/like/',
        pathPerConnection: ownPosts.map((id) => `/api/posts/${id}/like/`),
      },
      {
        method: 'DELETE',
        path: '/api/posts/0/like/',
        pathPerConnection: ownPosts.map((id) => `/api/posts/${id}/like/`),
      },
    ],
  },
  {
    // Like, then take it back, all on the same hot post: each connection a member of its own
    // (with the embedded database, the bench's member on every connection).
    name: 'like',
    signedIn: true,
    requests: [
      { method: 'POST', path: `/api/posts/${post.id}/like/`, headersPerConnection: likers },
      { method: 'DELETE', path: `/api/posts/${post.id}/like/`, headersPerConnection: likers },
    ].map((r) => (likers.length > 0 ? r : { method: r.method, path: r.path })) as LoadRequest[],
  },
  // Event, job and article lists, conversations; a comment and a message (issue 35 item 4).
  ...(await requestPathScenarios(get, post.id)),
];
const only = flags.only?.split(',').map((n) => n.trim());
const scenarios = all.filter((scenario) => !only || only.includes(scenario.name));

/** Hello-world's requests/s, warmed up like the endpoints. */
async function helloWorld() {
  const options = { base: hello.address, requests: [{ path: '/' }], headers: {}, connections };
  await load({ ...options, seconds: warmup });
  return load({ ...options, seconds });
}

const helloBefore = await helloWorld();
const measured: { scenario: Scenario; result: LoadResult }[] = [];
for (const scenario of scenarios) {
  const headers = { ...(scenario.signedIn ? signedIn : origin), ...scenario.headers };
  const base = scenario.bare ? hello.address : server.address;
  const options = { base, requests: scenario.requests, headers, connections };
  await load({ ...options, seconds: warmup });
  measured.push({ scenario, result: await load({ ...options, seconds }) });
}
const helloAfter = await helloWorld();
await server.stop();
await hello.stop();
await database?.close();

const reference = (helloBefore.requestsPerSecond + helloAfter.requestsPerSecond) / 2;
const rateOf = (endpoint: string) =>
  measured.find(({ scenario }) => scenario.name === endpoint)?.result.requestsPerSecond;
const floors = { read: rateOf('bare: transaction'), write: rateOf('bare: write transaction') };
/** An endpoint's requests/s over its floor's in this run (3 decimals), or null without it. */
const ratioToFloor = (scenario: Scenario, requestsPerSecond: number) => {
  const floor = scenario.floor && floors[scenario.floor];
  return floor ? Math.round((requestsPerSecond / floor) * 1000) / 1000 : null;
};
// A like on a post that many like at once against a like on one's own (target ≥ 1).
const hotLike = rateOf('like');
const ownLike = rateOf('like (a post per connection)');
const report = {
  benchmark: 'npm run bench',
  name,
  date: new Date().toISOString(),
  machine: machine(),
  database: database ? 'postgres' : 'pglite',
  connections,
  durationSeconds: seconds,
  helloWorld: { before: helloBefore, after: helloAfter, requestsPerSecond: reference },
  results: measured.map(({ scenario, result }) => ({
    endpoint: scenario.name,
    paths: scenario.requests.map((r) => `${r.method ?? 'GET'} ${r.path}`),
    ...result,
    ratioToHelloWorld: Math.round((result.requestsPerSecond / reference) * 1000) / 1000,
    ...(scenario.floor
      ? { floor: scenario.floor, ratioToFloor: ratioToFloor(scenario, result.requestsPerSecond) }
      : {}),
  })),
  hotLikeToOwnLike: hotLike && ownLike ? Math.round((hotLike / ownLike) * 1000) / 1000 : null,
};
const out = path.resolve(import.meta.dirname, `../results/${name}.json`);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
const table = report.results.map(
  (r) =>
    `${r.endpoint.padEnd(34)} ${String(r.requestsPerSecond).padStart(7)} req/s  ${(r.ratioToHelloWorld * 100).toFixed(1).padStart(5)} %  ${'ratioToFloor' in r && typeof r.ratioToFloor === 'number' ? `${(r.ratioToFloor * 100).toFixed(0).padStart(3)} % of its floor` : ''.padEnd(16)}  p50 ${r.latencyMs.p50}  p95 ${r.latencyMs.p95}  p99 ${r.latencyMs.p99}  non-2xx ${r.non2xx}  errors ${r.errors}`,
);
process.stdout.write(
  `hello-world ${Math.round(reference)} req/s (before ${helloBefore.requestsPerSecond}, after ${helloAfter.requestsPerSecond})\n${table.join('\n')}\n${report.hotLikeToOwnLike === null ? '' : `hot-post like / own-post like: ${report.hotLikeToOwnLike}\n`}Written to ${out}\n`,
);
