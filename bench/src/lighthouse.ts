/**
 * Lighthouse scores of the web app (issue 16, Lighthouse): `npm run lighthouse` builds what is
 * stale (domain, server, web), creates a throwaway PostgreSQL database (DATABASE_URL), seeds
 * the demo schools, starts the compiled production server in its own process, signs in as
 * the demo member and runs Lighthouse (performance, in Debian's Chromium) on the login page,
 * the dashboard, the directory and a member's profile, on desktop and on mobile, LH_RUNS
 * times each (default 3; the median run counts). Writes `bench/results/lighthouse.json`:
 * the score (0–100) and the metrics (ms; CLS unitless) of each page and form factor, and the
 * JavaScript each page downloaded (bytes over the wire, and uncompressed).
 * Each page is measured over two protocols: HTTP/1.1 straight from the server (`http1`), and
 * HTTP/2 through a TLS front as production serves it (`h2`, http2-front.ts).
 * Targets: desktop ≥ 95, mobile ≥ 90, CLS ≤ 0.1 everywhere.
 * Options: LH_PAGES=login,profile (a subset), LH_FORM_FACTORS=mobile, LH_PROTOCOLS=h2,
 * LH_SAVE=<dir> (each run's full Lighthouse report, to read its diagnostics). A partial run
 * does not write the results file.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, seedDemo } from '@alumni/server/tools';
import * as chromeLauncher from 'chrome-launcher';
// @ts-expect-error: a plain ES module of the repository's scripts, without types.
import { build, SERVER_NODE_FLAGS, serverEntry } from '../../scripts/build.mjs';
import { startHttp2Front } from './http2-front.ts';
import { audit, type Measure, summary, withRetries } from './lighthouse-audit.ts';

if (!process.env.DATABASE_URL) {
  process.stderr.write('The Lighthouse run needs PostgreSQL: set DATABASE_URL.\n');
  process.exit(1);
}
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const port = Number(process.env.LH_PORT ?? 3480);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const onlyPages = process.env.LH_PAGES?.split(',').filter(Boolean) ?? null;
const formFactors = (process.env.LH_FORM_FACTORS?.split(',').filter(Boolean) ?? [
  'desktop',
  'mobile',
]) as ('desktop' | 'mobile')[];
const protocols = (process.env.LH_PROTOCOLS?.split(',').filter(Boolean) ?? ['http1', 'h2']) as (
  | 'http1'
  | 'h2'
)[];
const saveDir = process.env.LH_SAVE ?? null;
const root = path.resolve(import.meta.dirname, '../..');
// Chromium sends every *.localhost name to the loopback; Node's resolver may not, so the
// script's own calls go to 127.0.0.1 with the school's Host (as the other benchmarks do).
const origins = {
  http1: `http://demo.localhost:${port}`,
  h2: `https://demo.localhost:${port + 1}`,
};
const api = `http://127.0.0.1:${port}`;
const schoolHeaders = { host: 'demo.localhost', origin: 'http://demo.localhost' };

if (!build(['domain', 'server', 'web'], { onlyStale: true })) process.exit(1);

const database = await createTestDatabase();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alumni-lighthouse-'));
await seedDemo(database.db, { mediaDir: path.join(dataDir, 'media') });
const server = await startServer();
const front = protocols.includes('h2')
  ? await startHttp2Front({ port: port + 1, target: port })
  : null;

try {
  const cookie = await signIn('member@demo.example.org');
  const allPages = [
    { name: 'login', path: '/login', signedIn: false },
    { name: 'dashboard', path: '/dashboard', signedIn: true },
    { name: 'directory', path: '/directory', signedIn: true },
    { name: 'profile', path: `/profile/${await someMemberId(cookie)}`, signedIn: true },
  ];
  const pages = onlyPages ? allPages.filter((page) => onlyPages.includes(page.name)) : allPages;
  const complete =
    pages.length === allPages.length && formFactors.length === 2 && protocols.length === 2;
  const chrome = await chromeLauncher.launch({
    chromePath,
    // The HTTP/2 front's certificate is self-signed.
    chromeFlags: [
      '--ignore-certificate-errors',
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
    ],
  });
  const results = [];
  try {
    for (const protocol of protocols) {
      for (const formFactor of formFactors) {
        for (const page of pages) {
          const measured: Measure[] = [];
          for (let run = 0; run < runs; run += 1) {
            measured.push(
              await withRetries(() =>
                audit(
                  chrome.port,
                  `${origins[protocol]}${page.path}`,
                  formFactor,
                  page.signedIn ? cookie : null,
                  saveDir &&
                    path.join(saveDir, `${protocol}-${formFactor}-${page.name}-${run}.json`),
                ),
              ),
            );
          }
          const median = [...measured].sort((a, b) => a.score - b.score)[
            Math.floor(runs / 2)
          ] as Measure;
          results.push({
            page: page.name,
            path: page.path,
            protocol,
            formFactor,
            ...median,
            runs: measured,
          });
          process.stderr.write(
            `${protocol.padEnd(5)} ${formFactor.padEnd(7)} ${page.name.padEnd(9)} score ${median.score} (runs ${measured.map((m) => m.score).join(', ')}), CLS ${median.metrics.cls}\n`,
          );
        }
      }
    }
  } finally {
    chrome.kill();
  }
  const report = {
    benchmark: 'lighthouse',
    date: new Date().toISOString(),
    lighthouse: '12.8.2',
    chrome: chromePath,
    runsPerPage: runs,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      loadAverage1m: os.loadavg()[0],
    },
    targets: { desktop: 95, mobile: 90, cls: 0.1 },
    protocols: { http1: 'HTTP/1.1 from the server', h2: 'HTTP/2 through a TLS front' },
    results,
  };
  if (complete) {
    const out = path.join(root, 'bench/results/lighthouse.json');
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  }
  process.stdout.write(`${JSON.stringify(summary(results), null, 2)}\n`);
} finally {
  await front?.stop();
  await server.stop();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The session cookie of a demo account. */
async function signIn(email: string): Promise<string> {
  const res = await fetch(`${api}/api/auth/login/`, {
    method: 'POST',
    headers: { ...schoolHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Alumni-demo-2026' }),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

/** A member of demo other than the signed-in one, from the directory's first page. */
async function someMemberId(cookie: string): Promise<number> {
  const headers = { ...schoolHeaders, cookie };
  const me = (await (await fetch(`${api}/api/users/me/`, { headers })).json()) as { id: number };
  const page = (await (await fetch(`${api}/api/directory/?page=1`, { headers })).json()) as {
    results: { id: number }[];
  };
  const other = page.results.find((member) => member.id !== me.id);
  if (!other) throw new Error('the directory lists no other member');
  return other.id;
}

/**
 * The compiled server (as `npm start` runs it) on the seeded database, in its own process
 * group; resolves once it answers, `stop()` ends it.
 */
async function startServer(): Promise<{ stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry('main')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: database.url ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      // No network here: map tiles from a closed loopback port fail at once.
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`${api}/api/schools/demo/details/`, { headers: schoolHeaders });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      }),
  };
}
