/**
 * The trial deployment (deploy/README.md "Trying it on one machine"; issue 35 item 1): what an
 * operator sets up, made on this machine in a temporary folder without systemd. A throwaway
 * PostgreSQL database seeded with the demo schools, N compiled instances of the server
 * (`apps/server/dist/main.js`, NODE_ENV=production) on ports of 127.0.0.1 with a Redis prefix
 * of their own, and nginx from Debian's package in front, run by this process with the site
 * configuration rendered from deploy/nginx/alumni.conf.template and a self-signed wildcard
 * certificate (deploy/make-cert.sh). `deploy/try.ts` checks it; `bench/src/load-mixed.bench.ts`
 * loads it. Needs DATABASE_URL, REDIS_URL, nginx and openssl.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type Db, seedDemo } from '@alumni/server/tools';
import { renderSite } from '../nginx/render.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** The trial's base domain: schools are `<subdomain>.alumni.test` (resolved by the clients). */
export const BASE_DOMAIN = 'alumni.test';
/** Where nginx is looked for (NGINX overrides). */
export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

/** One API instance: its port, and a way to stop it (SIGTERM) and start it again. */
export interface Instance {
  port: number;
  /** The address of its own port, `http://127.0.0.1:PORT`. */
  address: string;
  pid(): number;
  /** SIGTERM, then resolves with the exit code once it has exited. */
  stop(): Promise<number | null>;
  /** Starts it again on the same port; resolves once it is ready. */
  start(): Promise<void>;
}

/** A running trial deployment. */
export interface Deployment {
  /** The proxy's HTTPS port on 127.0.0.1. */
  httpsPort: number;
  /** `https://demo.alumni.test:PORT`: the demo school through the proxy. */
  origin: string;
  instances: Instance[];
  /** The folder of the configuration, certificate, logs and data (removed by stop). */
  dir: string;
  /** nginx's access log (format `alumni`: `upstream=<address>` on each line). */
  accessLog: string;
  /** The rendered site configuration. */
  siteConfig: string;
  /** The trial's database (the owner's connection) and its URL, dropped by stop. */
  db: Db;
  databaseUrl: string;
  /**
   * Rewrites the site with the instances on `ports` marked `down` (none: every instance
   * back) and reloads nginx; resolves once its old workers have exited, so that no request
   * is on its way to a `down` instance any more (deploy/README.md "Upgrades").
   */
  setDown(ports: number[]): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Why the trial cannot run here, or null when it can: nginx, openssl, and unless
 * `services: false` (the caller starts its own) DATABASE_URL and REDIS_URL.
 */
export function missingPrerequisite(opts: { services?: boolean } = {}): string | null {
  if (!existsSync(NGINX)) return `no nginx at ${NGINX} (apt-get install nginx-light)`;
  if (opts.services !== false) {
    if (!process.env.DATABASE_URL) return 'DATABASE_URL is not set (a PostgreSQL server)';
    if (!process.env.REDIS_URL) return 'REDIS_URL is not set';
  }
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
  } catch {
    return 'no openssl';
  }
  return null;
}

/**
 * Builds what is stale of the production build (domain, server, web), unless
 * DEPLOY_TRIAL_NO_BUILD=1 (the caller built it). Throws when the build fails.
 */
export function buildIfStale(): void {
  if (process.env.DEPLOY_TRIAL_NO_BUILD === '1') return;
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale', '--quiet'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/**
 * Sets the trial up: certificate, database (seeded), `instances` servers from `firstPort` on,
 * nginx on 127.0.0.1:`httpsPort` (and `httpsPort - 363` for plain HTTP, e.g. 8080). `env`
 * adds to the instances' environment (the load bench raises the rate limits). Resolves once
 * nginx answers; a failure on the way stops what was started, then throws.
 */
export async function startDeployment(
  opts: {
    httpsPort?: number;
    firstPort?: number;
    instances?: number;
    env?: Record<string, string>;
    nginxWorkers?: number;
  } = {},
): Promise<Deployment> {
  const httpsPort = opts.httpsPort ?? 8443;
  const firstPort = opts.firstPort ?? 3601;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'alumni-deploy-'));
  const cleanups: (() => Promise<void> | void)[] = [
    () => rmSync(dir, { recursive: true, force: true }),
  ];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    const certDir = path.join(dir, 'certs');
    execFileSync('bash', [path.join(ROOT, 'deploy/make-cert.sh'), certDir, BASE_DOMAIN], {
      stdio: 'ignore',
    });

    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const mediaDir = path.join(dir, 'media');
    await seedDemo(database.db, { mediaDir });

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      BASE_DOMAIN,
      PUBLIC_SCHEME: 'https',
      PUBLIC_PORT: String(httpsPort),
      TRUST_PROXY: '1',
      DATABASE_URL: database.url ?? '',
      REDIS_URL: process.env.REDIS_URL,
      REDIS_PREFIX: `deploy-trial:${randomUUID()}:`,
      DATA_DIR: path.join(dir, 'data'),
      MEDIA_DIR: mediaDir,
      INTEGRATIONS_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      // No network here: map tiles from a closed loopback port fail at once.
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      ...opts.env,
    };
    const instances: Instance[] = [];
    // One after the other: each migrates (a no-op here) and starts its queue at start.
    for (let i = 0; i < (opts.instances ?? 2); i += 1) {
      const instance = serverInstance(firstPort + i, env);
      cleanups.push(async () => {
        await instance.stop();
      });
      await instance.start();
      instances.push(instance);
    }

    const accessLog = path.join(dir, 'access.log');
    const site = (down: number[]) =>
      renderSite({
        baseDomain: BASE_DOMAIN,
        instances: instances.map((instance) => String(instance.port)),
        certificate: path.join(certDir, 'fullchain.pem'),
        certificateKey: path.join(certDir, 'privkey.pem'),
        httpsListen: `127.0.0.1:${httpsPort}`,
        httpListen: `127.0.0.1:${httpsPort - 363}`,
        accessLog,
        cacheDir: path.join(dir, 'nginx-cache'),
        ipv6: false,
        down: down.map(String),
      });
    const siteConfig = site([]);
    writeFileSync(path.join(dir, 'alumni.conf'), siteConfig);
    writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, opts.nginxWorkers ?? 2));
    mkdirSync(path.join(dir, 'nginx-temp'), { recursive: true });
    const nginx = await startNginx(dir, httpsPort);
    cleanups.push(nginx.stop);

    return {
      httpsPort,
      origin: `https://demo.${BASE_DOMAIN}:${httpsPort}`,
      instances,
      dir,
      accessLog,
      siteConfig,
      db: database.db,
      databaseUrl: database.url ?? '',
      async setDown(ports) {
        writeFileSync(path.join(dir, 'alumni.conf'), site(ports));
        await nginx.reload();
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * nginx's main file for the trial, as Debian's /etc/nginx/nginx.conf would be, with every
 * path in `dir` (pid, logs, temporary files) so that it runs beside anything else, and the
 * site file included as sites-enabled/ would be.
 */
function mainConfig(dir: string, workers: number): string {
  const temp = path.join(dir, 'nginx-temp');
  return [
    // As root nginx would run its workers as nobody, who cannot read the 0700 trial folder.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `worker_processes ${workers};`,
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  tcp_nopush on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${temp}/${kind};`,
    ),
    `  include ${path.join(dir, 'alumni.conf')};`,
    '}',
    '',
  ].join('\n');
}

/** Runs nginx in the foreground on the trial's files; resolves once its HTTPS port answers. */
async function startNginx(
  dir: string,
  httpsPort: number,
): Promise<{ reload: () => Promise<void>; stop: () => Promise<void> }> {
  const conf = path.join(dir, 'nginx.conf');
  // -t first: a configuration error is then told plainly, not as a start that never answers.
  execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${readLog(dir)}`);
      return (await portAnswers(httpsPort)) ? true : null;
    },
    20_000,
    'nginx did not start',
  );
  return {
    async reload() {
      execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', conf], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      const before = childrenOf(child.pid ?? 0);
      // SIGHUP: new workers on the new file; the old ones finish their requests and exit.
      child.kill('SIGHUP');
      await waitUntil(
        async () => {
          const now = childrenOf(child.pid ?? 0);
          return now.length > 0 && !now.some((pid) => before.includes(pid)) ? true : null;
        },
        20_000,
        "nginx's old workers did not exit after the reload",
      );
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        // SIGQUIT: nginx's graceful stop (SIGTERM is its fast one).
        child.kill('SIGQUIT');
      }),
  };
}

/** The process ids of `pid`'s children (Linux /proc), [] when it has none or is gone. */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

const readLog = (dir: string) => {
  try {
    return readFileSync(path.join(dir, 'error.log'), 'utf8').slice(-2000);
  } catch {
    return '';
  }
};

/** Whether something accepts TCP connections on 127.0.0.1:`port`. */
async function portAnswers(port: number): Promise<boolean> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Polls `check` every 100 ms until it returns a value other than null, which it resolves
 * with; throws `message` after `timeoutMs`, or what `check` throws.
 */
export async function waitUntil<T>(
  check: () => Promise<T | null>,
  timeoutMs: number,
  message: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(message);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The status of GET `pathname` on 127.0.0.1:`port` with the demo school's Host; 0 on error. */
function statusOf(port: number, pathname: string): Promise<number> {
  return new Promise((resolve) => {
    // node:http: fetch would replace the Host header, which names the school.
    const req = http.get(
      { host: '127.0.0.1', port, path: pathname, headers: { host: `demo.${BASE_DOMAIN}` } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', () => resolve(0));
  });
}

/**
 * Whether the instance on `port` is ready: `/readyz` 200, or, on a server without it (its
 * path then reaches the web app), the demo school's details 200.
 */
async function ready(port: number): Promise<boolean> {
  if ((await statusOf(port, '/readyz')) !== 200) return false;
  return (await statusOf(port, '/api/schools/demo/details/')) === 200;
}

/** One compiled server as alumni@PORT runs it: `node --conditions=alumni-dist …/main.js`. */
function serverInstance(port: number, env: NodeJS.ProcessEnv): Instance {
  let child: ChildProcess | null = null;
  const instance: Instance = {
    port,
    address: `http://127.0.0.1:${port}`,
    pid: () => child?.pid ?? 0,
    async start() {
      const started = spawn(
        process.execPath,
        ['--conditions=alumni-dist', 'apps/server/dist/main.js'],
        {
          cwd: ROOT,
          env: { ...env, PORT: String(port) },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      child = started;
      await waitUntil(
        async () => {
          if (started.exitCode !== null)
            throw new Error(`the instance on ${port} exited (${started.exitCode})`);
          return (await ready(port)) ? true : null;
        },
        60_000,
        `the instance on ${port} did not start`,
      );
    },
    stop: () =>
      new Promise((resolve) => {
        const running = child;
        if (!running || running.exitCode !== null) return resolve(running?.exitCode ?? null);
        // Past systemd's TimeoutStopSec (alumni@.service), killed as systemd would.
        const kill = setTimeout(() => running.kill('SIGKILL'), 30_000);
        running.once('exit', (code) => {
          clearTimeout(kill);
          resolve(code);
        });
        running.kill('SIGTERM');
      }),
  };
  return instance;
}
