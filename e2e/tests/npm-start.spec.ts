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

test('SIGTERM to npm start stops the server and frees the port', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-npm-start-'));
  // The embedded database (no DATABASE_URL) and the web app the suite already built.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  env.REDIS_URL = '';
  env.WEB_DIST = path.join(root, 'apps/web/dist');
  delete env.DATABASE_URL;
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
