/**
 * Benchmark: `GET /api/schools/{subdomain}/details/`, the call every page load makes
 * first (spec 2 §7). Starts the real app on a fresh seeded database (PostgreSQL when
 * DATABASE_URL is set, else in-memory PGlite), runs autocannon for BENCH_SECONDS at
 * BENCH_CONNECTIONS connections, and writes the numbers to
 * `bench/results/school-details.json` (latencies in ms, throughput in requests/s).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { seedDemo } from '../../apps/server/src/seed/seed.ts';
import { createTestDatabase } from '../../apps/server/test/database.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const database = await createTestDatabase();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alumni-bench-'));
await seedDemo(database.db, { mediaDir: path.join(dataDir, 'media') });
const app = await buildApp(loadConfig({}, { dataDir, logLevel: 'silent' }), database);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const result = await autocannon({
  url: `${address}/api/schools/demo/details/`,
  headers: { host: 'demo.localhost' },
  connections,
  duration: seconds,
});
await app.close();
await database.close();

const report = {
  benchmark: 'GET /api/schools/demo/details/',
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  },
  database: database.kind,
  connections,
  durationSeconds: seconds,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  throughputPerSecond: result.requests.average,
  latencyMs: {
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
  },
};
const out = path.resolve(import.meta.dirname, '../results/school-details.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
