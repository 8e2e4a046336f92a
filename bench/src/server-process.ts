import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Builds what is stale of the production build (`scripts/build.mjs --if-stale domain
 * server`), so that a benchmark measures the compiled server, as `npm start` runs it.
 * Throws when the build fails.
 */
export function buildServer(): void {
  const built = spawnSync(
    process.execPath,
    ['scripts/build.mjs', '--if-stale', 'domain', 'server'],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (built.status !== 0) throw new Error('the server build failed');
}

/**
 * Starts a process on `port` and resolves once `probe` (a path) answers 2xx with
 * `headers`; `stop()` ends its whole process group. Throws after 60 s or when it exits.
 */
export async function startProcess(opts: {
  args: string[];
  env: NodeJS.ProcessEnv;
  port: number;
  probe: string;
  headers?: Record<string, string>;
}): Promise<{ address: string; pid: number; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, opts.args, {
    cwd: root,
    env: opts.env,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: stopping it stops the server and anything it started.
    detached: true,
  });
  const address = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`${address}${opts.probe}`, { headers: opts.headers });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`${opts.args.at(-1)} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    address,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      }),
  };
}

/**
 * Starts the real server in its own process on `port`, as in production: the compiled
 * build (`apps/server/dist/main.js`, built here if stale) with NODE_ENV=production, so that
 * the load generator does not share its event loop. An empty `databaseUrl` means the
 * embedded database in `dataDir`, which the server seeds on its first start. Resolves with
 * the base URL once `/api/schools/demo/details/` answers; `stop()` ends the process.
 * BENCH_PROFILE=<dir> writes a V8 CPU profile of the server there when it stops.
 */
export async function startServerProcess(opts: {
  databaseUrl: string;
  port: number;
  dataDir: string;
  env?: NodeJS.ProcessEnv;
}): Promise<{ address: string; pid: number; stop: () => Promise<void> }> {
  buildServer();
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  return startProcess({
    args: [...profile, '--conditions=alumni-dist', 'apps/server/dist/main.js'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Empty: the embedded database in dataDir, seeded by the server on first start.
      DATABASE_URL: opts.databaseUrl,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      // Each connection sends far more than a person's 30 messages a minute: the limit would answer
      // the message line 429 after its first half-second.
      MESSAGE_RATE_PER_MINUTE: '100000',
      // Required in production (the integrations' tokens are encrypted with it): a throwaway one.
      INTEGRATIONS_SECRET: process.env.INTEGRATIONS_SECRET || randomBytes(32).toString('hex'),
      ...opts.env,
    },
    port: opts.port,
    probe: '/api/schools/demo/details/',
    headers: { host: 'demo.localhost' },
  });
}
