import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Starts the real server (`apps/server/src/main.ts`) in its own process on `port`, as in
 * production, so that the load generator does not share its event loop. An empty
 * `databaseUrl` means the embedded database in `dataDir`. Resolves with the
 * base URL once `/api/schools/demo/details/` answers; `stop()` ends the process.
 */
export async function startServerProcess(opts: {
  databaseUrl: string;
  port: number;
  dataDir: string;
}): Promise<{ address: string; stop: () => Promise<void> }> {
  const root = path.resolve(import.meta.dirname, '../..');
  // BENCH_PROFILE=dir writes a V8 CPU profile of the server there when it stops.
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        // Empty: the embedded database in dataDir, seeded by the server on first start.
        DATABASE_URL: opts.databaseUrl,
        PORT: String(opts.port),
        HOST: '127.0.0.1',
        DATA_DIR: opts.dataDir,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '100000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      // Its own process group: stopping it stops the server and anything it started.
      detached: true,
    },
  );
  const address = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`${address}/api/schools/demo/details/`, {
        headers: { host: 'demo.localhost' },
      });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    address,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      }),
  };
}
