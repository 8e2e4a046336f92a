/**
 * Benchmark: the read endpoints every signed-in page calls (architecture issue, cost of the
 * tenancy wall): school details, the current user, the feed's first page and the
 * directory's first page, on the seeded demo school. Needs PostgreSQL (DATABASE_URL, where
 * row-level security applies): it creates a throwaway database, seeds it, starts the real
 * server in its own process, signs in as a member and runs autocannon for BENCH_SECONDS at
 * BENCH_CONNECTIONS connections per endpoint, after a BENCH_WARMUP_SECONDS warm-up.
 * Writes `bench/results/read-endpoints-<BENCH_LABEL>.json` (requests/s, latencies in ms).
 * Run it on two commits back to back to compare them: the machine is noisy.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, seedDemo } from '@alumni/server/tools';
import autocannon from 'autocannon';
import { startServerProcess } from './server-process.ts';

if (!process.env.DATABASE_URL) {
  process.stderr.write('The read-endpoints benchmark needs PostgreSQL: set DATABASE_URL.\n');
  process.exit(1);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const label = process.env.BENCH_LABEL ?? 'current';

const database = await createTestDatabase();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alumni-bench-'));
await seedDemo(database.db, { mediaDir: path.join(dataDir, 'media') });
const server = await startServerProcess({ databaseUrl: database.url ?? '', port: 3458, dataDir });
const headers = { host: 'demo.localhost', origin: 'http://demo.localhost' };
const login = await fetch(`${server.address}/api/auth/login/`, {
  method: 'POST',
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'member@demo.example.org', password: 'Alumni-demo-2026' }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
if (!login.ok || !cookie) throw new Error(`sign-in failed: ${login.status}`);

const endpoints = [
  { name: 'school details', path: '/api/schools/demo/details/', signedIn: false },
  { name: 'current user', path: '/api/users/me/', signedIn: true },
  { name: 'feed first page', path: '/api/posts/', signedIn: true },
  { name: 'directory first page', path: '/api/directory/?page=1', signedIn: true },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** One autocannon run of `duration` seconds; response times in ms, sorted. */
async function load(url: string, requestHeaders: Record<string, string>, duration: number) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, headers: requestHeaders, connections, duration },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  return { result, times: times.sort((a, b) => a - b) };
}

const results = [];
for (const endpoint of endpoints) {
  const url = `${server.address}${endpoint.path}`;
  const requestHeaders = endpoint.signedIn ? { ...headers, cookie } : headers;
  const check = await fetch(url, { headers: requestHeaders });
  if (!check.ok) throw new Error(`${endpoint.path} answered ${check.status}`);
  await load(url, requestHeaders, warmupSeconds);
  const { result, times } = await load(url, requestHeaders, seconds);
  results.push({
    endpoint: endpoint.name,
    path: endpoint.path,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    throughputPerSecond: result.requests.average,
    latencyMs: {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
    },
  });
}
await server.stop();
await database.close();

const report = {
  benchmark: 'read endpoints',
  label,
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    loadAverage1m: os.loadavg()[0],
  },
  database: 'postgres',
  connections,
  durationSeconds: seconds,
  results,
};
const out = path.resolve(import.meta.dirname, `../results/read-endpoints-${label}.json`);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
