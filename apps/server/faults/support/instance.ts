import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from './services.ts';

/**
 * A compiled server instance in its own process, for the fault suite (issue 35 item 2): started
 * as production runs it (`apps/server/dist/main.js`, NODE_ENV=production) against a given
 * database, Redis, media folder and port, then killed with SIGKILL (`kill9`), stopped with
 * SIGTERM (`stop`) or started again (`restart`, same port and environment). Every line it prints
 * (stdout and stderr) is kept in `logs`, and printed with the instance's name when
 * FAULTS_VERBOSE=1.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
/** How long an instance may take to answer after its start (migrations included). */
const START_TIMEOUT_MS = 60_000;

let built = false;

/**
 * Builds what is stale of the domain and server packages, under the shared build lock (other
 * processes of the machine build into the same dist/). Once per test process; skipped with
 * FAULTS_NO_BUILD=1 (the dist/ as it is) or FAULTS_TSX=1 (the TypeScript sources through tsx,
 * for a checkout whose types do not compile yet), and when the suite's global setup built it
 * and holds the build lock (FAULTS_BUILD_HELD=1, build-hold.ts). Throws when the build fails.
 */
export function buildServer(): void {
  // FAULTS_NO_BUILD=1: run the dist/ as it is; FAULTS_TSX=1: the sources (no build needed).
  const env = process.env;
  if (built || env.FAULTS_NO_BUILD === '1' || env.FAULTS_TSX === '1') return;
  if (env.FAULTS_BUILD_HELD === '1') return;
  const result = spawnSync(
    'flock',
    [
      '/tmp/alumni-build.lock',
      process.execPath,
      'scripts/build.mjs',
      '--if-stale',
      '--quiet',
      'domain',
      'server',
    ],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error('the server build failed');
  built = true;
}

export interface InstanceOptions {
  /** PostgreSQL connection string of the (throwaway) database; the instance migrates it. */
  databaseUrl: string;
  /** Redis of the instance; none (the in-process bus) when omitted. */
  redisUrl?: string;
  /** Key prefix on Redis, so that runs sharing one Redis do not hear each other. */
  redisPrefix?: string;
  /** Folder of uploaded media; a new temporary folder when omitted. */
  mediaDir?: string;
  /** Port to listen on (127.0.0.1); a free one when omitted or 0. */
  port?: number;
  /** Name in printed logs (FAULTS_VERBOSE=1) and errors, e.g. `a`. */
  name?: string;
  /** More environment, over the defaults (e.g. a queue policy knob, LOG_LEVEL). */
  env?: NodeJS.ProcessEnv;
}

export interface ServerInstance {
  /** Base URL, `http://127.0.0.1:<port>`. */
  readonly address: string;
  readonly port: number;
  /** Process id of the running process (0 when none runs). */
  readonly pid: number;
  /** Every line printed by every start of this instance, in order. */
  readonly logs: string[];
  /** Whether a process of this instance is running now. */
  running(): boolean;
  /**
   * One HTTP request to the instance (node:http: fetch would replace the Host header), with
   * `Host: <subdomain>.localhost:<port>` when `school` is given; a string or bytes as body.
   */
  request(
    urlPath: string,
    init?: Omit<RequestInit, 'body'> & { school?: string; body?: string | Buffer },
  ): Promise<Response>;
  /** Kills the process with SIGKILL (no shutdown code runs); resolves once it has exited. */
  kill9(): Promise<void>;
  /** Sends SIGTERM (graceful shutdown); resolves with its exit code once it has exited. */
  stop(): Promise<number | null>;
  /** Starts a new process with the same port and environment (after `kill9` or `stop`). */
  restart(): Promise<void>;
  /** Resolves with the first line (past or future) matching `pattern`; rejects after `timeoutMs`. */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<string>;
}

/**
 * Starts a compiled server instance (built first if stale) and resolves once it answers HTTP
 * (`GET /api/schools/<DEFAULT_SCHOOL>/details/`; any status: a throwaway database may have no
 * school, and the server listens only after its migrations and its job queue have started).
 * Throws when it exits before, or after 60 s.
 */
export async function startInstance(opts: InstanceOptions): Promise<ServerInstance> {
  buildServer();
  const port = opts.port || (await freePort());
  const name = opts.name ?? `:${port}`;
  const address = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: opts.databaseUrl,
    REDIS_URL: opts.redisUrl ?? '',
    REDIS_PREFIX: opts.redisPrefix ?? `faults-${randomBytes(4).toString('hex')}:`,
    MEDIA_DIR: opts.mediaDir ?? mkdtempSync(path.join(tmpdir(), 'alumni-faults-media-')),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'alumni-faults-data-')),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    AUTH_RATE_LIMIT: '100000',
    // Required in production (integration tokens are encrypted with it): a throwaway one.
    INTEGRATIONS_SECRET: randomBytes(32).toString('hex'),
    ...opts.env,
  };
  // The vitest worker's own variables would make the server behave as under test.
  delete env.VITEST;
  delete env.VITEST_WORKER_ID;
  delete env.VITEST_POOL_ID;
  const logs: string[] = [];
  const listeners = new Set<(line: string) => void>();
  let child: ChildProcess | undefined;

  const capture = (stream: NodeJS.ReadableStream | null) => {
    if (!stream) return;
    createInterface({ input: stream }).on('line', (line) => {
      logs.push(line);
      if (process.env.FAULTS_VERBOSE === '1') process.stderr.write(`[${name}] ${line}\n`);
      for (const listener of listeners) listener(line);
    });
  };
  const exited = (proc: ChildProcess) =>
    new Promise<number | null>((resolve) => {
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve(proc.exitCode);
      proc.once('exit', (code) => resolve(code));
    });
  const alive = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  const launch = async () => {
    const args =
      process.env.FAULTS_TSX === '1'
        ? ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')]
        : ['--conditions=alumni-dist', MAIN];
    const proc = spawn(process.execPath, args, {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    capture(proc.stdout);
    capture(proc.stderr);
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (proc.exitCode !== null || proc.signalCode !== null) {
        throw new Error(`instance ${name} exited at start:\n${logs.slice(-20).join('\n')}`);
      }
      try {
        await fetch(`${address}/api/schools/${env.DEFAULT_SCHOOL ?? 'demo'}/details/`);
        return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        proc.kill('SIGKILL');
        throw new Error(`instance ${name} did not answer in ${START_TIMEOUT_MS} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  await launch();
  return {
    address,
    port,
    get pid() {
      return alive() ? (child?.pid ?? 0) : 0;
    },
    logs,
    running: alive,
    request(urlPath, init = {}) {
      const { school, headers, method = 'GET', body } = init;
      const all: Record<string, string> = Object.fromEntries(new Headers(headers).entries());
      if (school) all.host = `${school}.localhost:${port}`;
      return send(port, urlPath, method, all, body);
    },
    async kill9() {
      if (!child || !alive()) return;
      const done = exited(child);
      child.kill('SIGKILL');
      await done;
    },
    async stop() {
      if (!child || !alive()) return child?.exitCode ?? null;
      const done = exited(child);
      child.kill('SIGTERM');
      return done;
    },
    async restart() {
      if (alive()) throw new Error(`instance ${name} is still running`);
      await launch();
    },
    waitForLog(pattern, timeoutMs = 30_000) {
      const seen = logs.find((line) => pattern.test(line));
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error(`instance ${name}: no log line matching ${pattern} in ${timeoutMs} ms`));
        }, timeoutMs);
        const listener = (line: string) => {
          if (!pattern.test(line)) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(line);
        };
        listeners.add(listener);
      });
    },
  };
}

/**
 * One HTTP request with node:http (fetch replaces the Host header, which names the school),
 * answered as a fetch `Response`. Rejects when the connection fails (e.g. the instance killed).
 */
function send(
  port: number,
  urlPath: string,
  method: string,
  headers: Record<string, string>,
  body: string | Buffer | undefined,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (typeof value === 'string') answer.set(name, value);
        }
        const status = res.statusCode ?? 0;
        const empty = status === 204 || status === 304;
        resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: answer }));
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Kills every still-running instance of `instances` with SIGKILL, for an `afterAll`/`afterEach`
 * (a failed test must not leave a server behind).
 */
export async function killAll(instances: Iterable<ServerInstance | undefined>): Promise<void> {
  await Promise.all([...instances].map((instance) => instance?.kill9()));
}
