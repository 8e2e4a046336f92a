/**
 * Benchmark: start to first answer. Spawns the server on existing data and times process
 * spawn → first 200 from `GET /api/schools/demo/details/`, BENCH_RUNS times per way of
 * starting it: `npm start`'s entry (scripts/start.mjs, nothing stale to build), the
 * compiled server directly (`node apps/server/dist/main.js`), and, for reference, the
 * TypeScript sources through tsx (what `npm start` ran before the production build).
 * On the embedded database always (seeded by a first, untimed start), and on a throwaway
 * PostgreSQL database (seeded here) when DATABASE_URL is set. Writes
 * `bench/results/startup.json` (milliseconds). Target: 3,000 ms (architecture issue, part 8).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDemo } from '../../apps/server/src/seed/seed.ts';
import { createTestDatabase } from '../../apps/server/test/database.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3458);
const root = path.resolve(import.meta.dirname, '../..');
const TARGET_MS = 3000;
const COMPILED = ['--conditions=alumni-dist', '--enable-source-maps', 'apps/server/dist/main.js'];
const COMMANDS = {
  'npm start (scripts/start.mjs)': ['scripts/start.mjs'],
  'node apps/server/dist/main.js': COMPILED,
  'tsx apps/server/src/main.ts (before)': ['--import', 'tsx', 'apps/server/src/main.ts'],
} satisfies Record<string, string[]>;

/** Starts the server with `args`, resolves with the ms from spawn to the first 200. */
async function timeStart(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ ms: number; child: ChildProcess }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: stopping it stops npm start's server too.
    detached: true,
  });
  const deadline = started + 120_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/schools/demo/details/`, {
        headers: { host: 'demo.localhost' },
      });
      if (res.status === 200) return { ms: Math.round(performance.now() - started), child };
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline || child.exitCode !== null) {
      throw new Error(`the server did not start: ${args.join(' ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

// Nothing stale left for npm start to build: what is timed is starting, not compiling.
if (spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' }).status) {
  throw new Error('npm run build failed');
}

const results = [];
for (const kind of process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alumni-startup-'));
  const database = kind === 'postgres' ? await createTestDatabase() : null;
  if (database) await seedDemo(database.db, { mediaDir: path.join(dataDir, 'media') });
  const env = {
    ...process.env,
    DATABASE_URL: database?.url ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  // The first start seeds the embedded database (and migrates either): not timed.
  const first = await timeStart(COMPILED, env);
  await stop(first.child);
  for (const [command, args] of Object.entries(COMMANDS)) {
    const ms: number[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await timeStart(args, env);
      await stop(run.child);
      ms.push(run.ms);
    }
    results.push({ database: kind, command, ms, medianMs: median(ms), maxMs: Math.max(...ms) });
  }
  await database?.close(); // drops the throwaway database
}

const report = {
  benchmark: 'start to first answer: spawn → first 200 from GET /api/schools/demo/details/',
  date: new Date().toISOString(),
  node: process.version,
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverage1m: os.loadavg()[0],
  },
  targetMs: TARGET_MS,
  runsPerCommand: runs,
  results,
};
const out = path.resolve(import.meta.dirname, '../results/startup.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
