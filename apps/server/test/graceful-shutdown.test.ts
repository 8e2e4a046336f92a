import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * Issue 35 item 2: on SIGTERM the server closed at once: a request in flight was cut, a
 * live SSE stream held the close open, and /readyz did not exist to tell a proxy. The
 * compiled server (as `npm start` runs it) on a fresh embedded database gets SIGTERM while
 * a slow request is in flight (a sign-in under the per-account slow-down,
 * LOGIN_SLOWDOWN_MS) and an SSE stream is open: the request gets its answer, the stream
 * ends, the process exits 0 within SHUTDOWN_TIMEOUT_MS.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SLOWDOWN_MS = 2500;
let server: ChildProcess | null = null;

afterAll(() => {
  if (server?.exitCode === null) server.kill('SIGKILL');
});

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

/** One HTTP request to the server; resolves with its status, headers and whole body. */
function call(
  port: number,
  opts: { method?: string; path: string; headers?: Record<string, string>; body?: unknown },
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: opts.method ?? 'GET',
        path: opts.path,
        headers: {
          host: 'demo.localhost',
          ...(opts.body ? { 'content-type': 'application/json' } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.body ? JSON.stringify(opts.body) : undefined);
  });
}

const signIn = (port: number, email: string, password: string, from: string) =>
  call(port, {
    method: 'POST',
    path: '/api/auth/login/',
    headers: { 'x-forwarded-for': from },
    body: { email, password },
  });

describe('SIGTERM', () => {
  it('lets a slow request finish, ends the SSE stream, and exits 0 within the cap', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'alumni-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><!--app-config-->');
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'alumni-shutdown-')),
      WEB_DIST: webDist,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOGIN_SLOWDOWN_MS: String(SLOWDOWN_MS),
      SHUTDOWN_TIMEOUT_MS: '8000',
      TRUST_PROXY: 'loopback',
    };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    // `npm start`: builds what is stale, runs the compiled server, passes signals on.
    server = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const output: string[] = [];
    const exited = new Promise<number | null>((resolve) => server?.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      const lines = createInterface({ input: server?.stdout as NodeJS.ReadableStream });
      lines.on('line', (line) => {
        output.push(line);
        if (line.includes('Alumni platform on')) resolve();
      });
      void exited.then((code) => reject(new Error(`the server exited with ${code}`)));
    });

    // The SSE stream of the demo member.
    const member = 'member@demo.example.org';
    const signedIn = await signIn(port, member, 'Alumni-demo-2026', '198.51.100.1');
    expect(signedIn.status).toBe(200);
    const cookie = String((signedIn.headers['set-cookie'] as string[])[0]).split(';')[0] as string;
    const me = JSON.parse((await call(port, { path: '/api/users/me/', headers: { cookie } })).body);
    const stream = new Promise<{ status: number; ended: boolean }>((resolve, reject) => {
      request(
        {
          host: '127.0.0.1',
          port,
          path: `/api/events/user/${me.id}/`,
          headers: { host: 'demo.localhost', cookie },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, ended: true }));
          res.on('error', reject);
        },
      )
        .on('error', reject)
        .end();
    });

    // Five failures on the account from one address; the sixth, from another, is slowed down.
    for (let i = 0; i < 5; i++) {
      expect((await signIn(port, member, 'wrong-password', '198.51.100.2')).status).toBe(400);
    }
    const slow = signIn(port, member, 'wrong-password', '198.51.100.3');
    // Asked after it on another connection: the slow one is in flight by the answer.
    const ready = await call(port, { path: '/readyz', headers: { host: '127.0.0.1' } });
    expect(ready.status).toBe(200);

    server.kill('SIGTERM');
    expect((await slow).status).toBe(400);
    expect(await stream).toEqual({ status: 200, ended: true });
    // Past the cap the process exits 1 (shutdown.ts): 0 says it finished within it.
    expect(await exited).toBe(0);
    expect(output.some((line) => / shut down /.test(`${line} `))).toBe(true);
  }, 180_000);
});
