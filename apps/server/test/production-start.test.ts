import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm start` as an operator runs it (architecture issue, part 8): scripts/start.mjs
 * compiles what is stale, then runs the compiled server with plain node. Before the
 * production build it ran the TypeScript sources through tsx. On a new embedded database
 * (seeded on this first start) and no Redis, whatever DATABASE_URL and REDIS_URL say;
 * WEB_DIST points at a one-file web app so that no web build runs here.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
let start: ChildProcess | null = null;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Resolves when the server prints its banner (it listens by then); rejects if it exits.
 * Every line it prints is added to `output`.
 */
function listening(child: ChildProcess, output: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!child.stdout) return reject(new Error('no stdout'));
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      output.push(line);
      if (line.includes('Alumni platform on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}`)));
  });
}

afterAll(() => {
  if (start?.exitCode === null) start.kill('SIGTERM');
});

describe('npm start', () => {
  it('runs the compiled server with node (no tsx), which answers, and stops on SIGTERM', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'alumni-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><!--app-config-->');
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'alumni-start-')),
      WEB_DIST: webDist,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    start = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const output: string[] = [];
    await listening(start, output);

    expect(existsSync(path.join(ROOT, 'apps/server/dist/main.js'))).toBe(true);
    expect(existsSync(path.join(ROOT, 'packages/domain/dist/index.js'))).toBe(true);
    const pid = start.pid ?? 0;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ');
    expect(children).toHaveLength(1);
    const command = readFileSync(`/proc/${children[0]}/cmdline`, 'utf8').split('\0');
    expect(command).toContain(path.join(ROOT, 'apps/server/dist/main.js'));
    expect(command.join(' ')).not.toMatch(/tsx|\.ts\b/);

    const res = await fetch(`http://127.0.0.1:${port}/api/schools/demo/details/`, {
      headers: { host: 'demo.localhost' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { subdomain: string }).subdomain).toBe('demo');
    // Issue 12: readable lines at info level, no JSON, no line per request (LOG_REQUESTS=1).
    expect(output.some((line) => /^[\d:.]+ INFO +Server listening at http/.test(line))).toBe(true);
    expect(output.filter((line) => line.trimStart().startsWith('{'))).toEqual([]);
    expect(output.join('\n')).not.toContain('/api/schools/demo/details/');

    const exited = new Promise<number | null>((resolve) => start?.once('exit', resolve));
    start.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 180_000);
});
