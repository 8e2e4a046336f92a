/**
 * Benchmark: `GET /api/schools/{subdomain}/details/`, the call every page load makes
 * first (spec 2 §7). Starts the real server in its own process on a fresh seeded database
 * (a throwaway PostgreSQL database when DATABASE_URL is set, else a new embedded one that
 * the server seeds on first start), runs autocannon for BENCH_SECONDS at BENCH_CONNECTIONS
 * connections and writes `bench/results/school-details.json` (latencies in ms, throughput
 * in requests/s).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, seedDemo } from '@alumni/server/tools';
import autocannon from 'autocannon';
import { startServerProcess } from './server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alumni-bench-'));
const database = process.env.DATABASE_URL ? await createTestDatabase() : null;
if (database) await seedDemo(database.db, { mediaDir: path.join(dataDir, 'media') });
const server = await startServerProcess({ databaseUrl: database?.url ?? '', port: 3457, dataDir });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const times: number[] = [];
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
      url: `${server.address}/api/schools/demo/details/`,
      headers: { host: 'demo.localhost' },
      connections,
      duration: seconds,
    },
    (error, finished) => (error ? reject(error) : resolve(finished)),
  );
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    times.push(responseTime);
  });
});
await server.stop();
await database?.close();
times.sort((a, b) => a - b);

const report = {
  benchmark: 'GET /api/schools/demo/details/',
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverage1m: os.loadavg()[0],
  },
  database: database ? 'postgres' : 'pglite',
  connections,
  durationSeconds: seconds,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  throughputPerSecond: result.requests.average,
  latencyMs: {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1) ?? 0,
  },
};
const out = path.resolve(import.meta.dirname, '../results/school-details.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
