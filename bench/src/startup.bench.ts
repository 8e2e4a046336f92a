/**
 * Benchmark: start to first answer. Spawns the server on existing data and times process
 * spawn → first 200 from `GET /api/schools/demo/details/`, BENCH_RUNS times per way of
 * starting it: `npm start` and its entry (scripts/start.mjs; nothing stale to build), the
 * compiled server directly (`node apps/server/dist/main.js`), and, for reference, the
 * TypeScript sources through tsx (what `npm start` ran before the production build).
 * On the embedded database always (seeded by a first, untimed start), and on a throwaway
 * PostgreSQL database (seeded here) when DATABASE_URL is set. Writes
 * `bench/results/startup.json` (or STARTUP_OUT): wall milliseconds, and the CPU milliseconds the server's
 * processes used until the first answer (a shared, loaded machine stretches the wall time;
 * the CPU time barely moves). Target: 3,000 ms wall (architecture issue, part 8).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, seedDemo } from '@alumni/server/tools';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3458);
const root = path.resolve(import.meta.dirname, '../..');
const TARGET_MS = 3000;
const loadAtStart = os.loadavg()[0];
const node = process.execPath;
const COMPILED = [node, '--conditions=alumni-dist', 'apps/server/dist/main.js'];
/** Each way of starting, as [program, ...arguments]. */
const COMMANDS = {
  'npm start': ['npm', 'start'],
  'node scripts/start.mjs': [node, 'scripts/start.mjs'],
  'node apps/server/dist/main.js': COMPILED,
  'tsx apps/server/src/main.ts (before)': [node, '--import', 'tsx', 'apps/server/src/main.ts'],
} satisfies Record<string, string[]>;

/**
 * CPU time (user + system, ms) spent so far by a process and its children (npm start's
 * server), from /proc: unlike wall time, it barely moves with the machine's load.
 */
function cpuMsOfTree(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return (
      own + (children ? children.split(' ').reduce((sum, c) => sum + cpuMsOfTree(Number(c)), 0) : 0)
    );
  } catch {
    return 0; // not Linux, or the process is gone
  }
}
const CLOCK_TICKS = 100; // USER_HZ on Linux

/**
 * Starts the server with `args`, resolves with the ms from spawn to the first 200 and
 * the CPU ms its processes used until then.
 */
async function timeStart(
  [program, ...args]: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ ms: number; cpuMs: number; child: ChildProcess }> {
  // A server already on the port (another run's) would answer for ours: 30 ms "starts".
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use: set BENCH_PORT`);
  const started = performance.now();
  const child = spawn(program ?? node, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: stopping it stops npm start's processes too.
    detached: true,
  });
  const deadline = started + 120_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/schools/demo/details/`, {
        headers: { host: 'demo.localhost' },
      });
      if (res.status === 200) {
        const ms = Math.round(performance.now() - started);
        return { ms, cpuMs: Math.round(cpuMsOfTree(child.pid ?? 0)), child };
      }
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
if (
  spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' })
    .status
) {
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
    const cpuMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await timeStart(args, env);
      await stop(run.child);
      ms.push(run.ms);
      cpuMs.push(run.cpuMs);
    }
    results.push({
      database: kind,
      command,
      ms,
      medianMs: median(ms),
      maxMs: Math.max(...ms),
      cpuMs,
      medianCpuMs: median(cpuMs),
    });
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
    loadAverage1mAtStart: loadAtStart,
    loadAverage1mAtEnd: os.loadavg()[0],
  },
  targetMs: TARGET_MS,
  runsPerCommand: runs,
  results,
};
// STARTUP_OUT names another file in bench/results/ (a dated run kept beside the last).
const out = path.resolve(
  import.meta.dirname,
  '../results',
  process.env.STARTUP_OUT ?? 'startup.json',
);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
