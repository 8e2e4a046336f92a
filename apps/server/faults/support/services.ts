import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The fault suite's own PostgreSQL cluster and Redis server (issue 35 item 2). The suite stops
 * and restarts them, so it never uses the machine's shared ones (127.0.0.1:5432 and :6379,
 * which other test runs use): each is started from the machine's binaries on a free port in a
 * temporary folder, and removed at the end.
 */

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

/** A free TCP port on 127.0.0.1 (the kernel's pick for port 0, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Whether something accepts TCP connections on 127.0.0.1:`port` now. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Resolves once `check()` is true; throws after `timeoutMs` naming `what` (or what it returns then). */
export async function waitUntil(
  check: () => Promise<boolean> | boolean,
  what: string | (() => string),
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A PostgreSQL cluster of the suite's own: its URL, and stop, start and restart. */
export interface OwnPostgres {
  port: number;
  /** `postgres://postgres@127.0.0.1:<port>/<database>` (trust authentication). */
  url(database?: string): string;
  /** `pg_ctl restart -m fast`: sessions are ended, the server is back when it resolves. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and removes its folder. */
  remove(): Promise<void>;
}

/**
 * Runs a PostgreSQL binary as the `postgres` user when the suite runs as root (initdb and the
 * server refuse root), else as the current user. Throws with its output when it fails.
 */
function pgRun(binary: string, args: string[]): void {
  const command = path.join(PG_BIN, binary);
  const asRoot = process.getuid?.() === 0;
  execFileSync(
    asRoot ? 'runuser' : command,
    asRoot ? ['-u', 'postgres', '--', command, ...args] : args,
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

/**
 * Creates a cluster in a new temporary folder (initdb, trust authentication, UTF-8), listening
 * on 127.0.0.1:`port` (a free one unless given) and its own socket folder, and starts it;
 * pg_trgm and unaccent come with the server package. Commits skip the disk flush (`fsync=off`):
 * the suite restarts the server with `-m fast`, a clean shutdown that writes everything, and
 * the shared machine's disk is slow; a crash of this throwaway cluster loses nothing of value.
 * Resolves once it accepts connections.
 */
export async function startPostgres(opts: { port?: number } = {}): Promise<OwnPostgres> {
  const port = opts.port ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), 'alumni-faults-pg-'));
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  pgRun('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  writeFileSync(
    path.join(data, 'postgresql.auto.conf'),
    [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${dir}'`,
      'fsync = off',
      'full_page_writes = off',
      'max_connections = 200',
      "shared_buffers = '64MB'",
      '',
    ].join('\n'),
  );
  const log = path.join(dir, 'server.log');
  const ctl = (...args: string[]) => pgRun('pg_ctl', ['-D', data, '-l', log, '-w', ...args]);
  const cluster: OwnPostgres = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async restart() {
      ctl('restart', '-m', 'fast');
    },
    async stop() {
      ctl('stop', '-m', 'fast');
    },
    async start() {
      ctl('start');
    },
    async remove() {
      try {
        ctl('stop', '-m', 'immediate');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  ctl('start');
  await waitUntil(() => accepts(port), `PostgreSQL on port ${port}`);
  return cluster;
}

/** The `postgres` user's uid and gid (from `id`), for the cluster folder's owner. */
function postgresIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

/** A Redis server of the suite's own: its URL, and stop and start on the same port. */
export interface OwnRedis {
  port: number;
  url: string;
  /** Ends the server (SIGTERM; nothing is kept on disk) and resolves once it exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
}

/**
 * Starts `redis-server` on 127.0.0.1:`port` (a free one unless given) with nothing kept on
 * disk, as docs/operations.md runs it. Resolves once it accepts connections.
 */
export async function startRedis(opts: { port?: number } = {}): Promise<OwnRedis> {
  const port = opts.port ?? (await freePort());
  let child: ChildProcess | null = null;
  const redis: OwnRedis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        REDIS_SERVER,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      await waitUntil(() => accepts(port), `Redis on port ${port}`);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = once(running, 'exit');
      running.kill('SIGTERM');
      await exited;
    },
  };
  await redis.start();
  return redis;
}
