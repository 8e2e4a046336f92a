import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';

// Issue 30 item 4: SIGTERM to the `npm start` process ended npm but left scripts/start.mjs and
// the server running and holding the port (Debian's sh passed no signal on). No browser: this
// runs here because the browser suite has the compiled server and the built web app at hand.

const root = path.resolve(import.meta.dirname, '../..');
const port = E2E_PORT + 50;

/** Whether something accepts connections on `port` of the loopback address. */
function listening(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Whether process `pid` still exists. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A new, empty database on the PostgreSQL server of the suite's DATABASE_URL, with its address
 * and a way to drop it; null when the suite runs on the embedded database.
 */
function freshDatabase(): { url: string; drop: () => void } | null {
  const server = process.env.DATABASE_URL;
  if (!server) return null;
  const name = `npm_start_${Date.now()}_${process.pid}`;
  const psql = (sql: string) =>
    spawnSync('psql', [server, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { stdio: 'ignore' }).status;
  if (psql(`CREATE DATABASE "${name}"`) !== 0) return null;
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => psql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

test('SIGTERM to npm start stops the server and frees the port', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-npm-start-'));
  // The web app the suite already built, and a new database: on the suite's PostgreSQL server
  // when it has one (migrated and seeded in a few seconds, where the embedded database takes
  // half a minute of a loaded CI machine), else the embedded one.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  env.REDIS_URL = '';
  env.WEB_DIST = path.join(root, 'apps/web/dist');
  const database = freshDatabase();
  if (database) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;
  // Its own process group, so that the test can clean up whatever outlives npm.
  const npm: ChildProcess = spawn('npm', ['start'], {
    cwd: root,
    env,
    stdio: 'ignore',
    detached: true,
  });
  try {
    await expect.poll(listening, { timeout: 90_000, intervals: [250] }).toBe(true);
    npm.kill('SIGTERM');
    await expect.poll(listening, { timeout: 15_000, intervals: [100] }).toBe(false);
    await expect.poll(() => alive(npm.pid ?? 0), { timeout: 5_000 }).toBe(false);
  } finally {
    try {
      process.kill(-(npm.pid ?? 0), 'SIGKILL');
    } catch {
      // The group is gone: nothing outlived npm.
    }
    rmSync(dataDir, { recursive: true, force: true });
    database?.drop();
  }
});

test('a quiet build step, as npm start runs them, prints nothing unless it fails', () => {
  // Issue 30 item 14: `npm start` printed Vite's list of some 250 chunks before the demo
  // logins. scripts/build.mjs `run` with `quiet` (start.mjs's builds) keeps a step's output
  // and shows it only when the step fails; build() then says how long each part took.
  const buildScript = pathToFileURL(path.join(root, 'scripts/build.mjs')).href;
  const step = (fails: boolean) => {
    const chunks = `for (let i = 0; i < 250; i++) console.log('assets/chunk-' + i + '.js');${fails ? 'process.exit(1);' : ''}`;
    const script = `import { run } from ${JSON.stringify(buildScript)};
      process.exitCode = run(process.execPath, ['-e', ${JSON.stringify(chunks)}], { quiet: true }) ? 0 : 3;`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    const lines = `${child.stdout}${child.stderr}`.split('\n').filter(Boolean);
    return { status: child.status, lines };
  };
  expect(step(false)).toEqual({ status: 0, lines: [] });
  const failed = step(true);
  expect(failed.status).toBe(3);
  expect(failed.lines).toHaveLength(250);
});
