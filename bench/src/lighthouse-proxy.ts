/**
 * `npm run lighthouse:proxy -w @alumni/bench` (issue 35 item 1, acceptance: "a Lighthouse run
 * on the phone through the proxy"): Lighthouse's mobile profile on the trial deployment of
 * deploy/ (deploy/trial/deployment.ts: two compiled instances behind nginx from Debian's
 * package, HTTPS and HTTP/2, the site file an operator installs), as a phone would reach a
 * school: `https://demo.alumni.test:PORT`, Chromium resolving `*.alumni.test` to 127.0.0.1.
 * Pages: the login page, then signed in as the demo member the dashboard, the directory and a
 * member's profile; LH_RUNS runs each (default 3, the median counts). Checks first that
 * nginx negotiates HTTP/2. Writes `bench/results/lighthouse-proxy-<date>.json` (score 0–100
 * and metrics in ms per page); target mobile ≥ 90 (docs/performance.md).
 * Options: LH_RUNS, LH_PAGES=login,profile (a subset), LH_PROXY_PORT (8843), LH_SAVE=<dir>
 * (each run's full report). Needs DATABASE_URL, REDIS_URL, nginx, openssl and Chromium.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { ProxyClient } from '../../deploy/trial/client.ts';
import {
  BASE_DOMAIN,
  buildIfStale,
  missingPrerequisite,
  startDeployment,
} from '../../deploy/trial/deployment.ts';
import { audit, type Measure, summary, withRetries } from './lighthouse-audit.ts';

const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const httpsPort = Number(process.env.LH_PROXY_PORT ?? 8843);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const onlyPages = process.env.LH_PAGES?.split(',').filter(Boolean) ?? null;
const saveDir = process.env.LH_SAVE ?? null;

const missing = missingPrerequisite();
if (missing) {
  process.stderr.write(`lighthouse:proxy cannot run here: ${missing}\n`);
  process.exit(2);
}
buildIfStale();
// Ports of their own, beside `npm run deploy:try` (8443, 3601–3602) and the test (8543).
const deployment = await startDeployment({ httpsPort, firstPort: 3631 });
const member = new ProxyClient(httpsPort);
try {
  const { alpn } = await member.http2Get('/api/schools/demo/details/');
  if (alpn !== 'h2') throw new Error(`nginx negotiated ${String(alpn)}, not HTTP/2`);
  const login = await member.signIn('member@demo.example.org');
  const cookie = [login.headers['set-cookie'] ?? []].flat()[0]?.split(';')[0] ?? '';
  const me = JSON.parse((await member.request('GET', '/api/users/me/')).body) as { id: number };
  const directory = JSON.parse((await member.request('GET', '/api/directory/?page=1')).body) as {
    results: { id: number }[];
  };
  const profileId = directory.results.find((m) => m.id !== me.id)?.id ?? me.id;
  const allPages = [
    { name: 'login', path: '/login', signedIn: false },
    { name: 'dashboard', path: '/dashboard', signedIn: true },
    { name: 'directory', path: '/directory', signedIn: true },
    { name: 'profile', path: `/profile/${profileId}`, signedIn: true },
  ];
  const pages = onlyPages ? allPages.filter((page) => onlyPages.includes(page.name)) : allPages;
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      // No DNS for the trial's domain: every school's name goes to the proxy on loopback.
      `--host-resolver-rules=MAP *.${BASE_DOMAIN} 127.0.0.1`,
      // The trial's wildcard certificate is self-signed (deploy/make-cert.sh).
      '--ignore-certificate-errors',
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
    ],
  });
  const results = [];
  try {
    for (const page of pages) {
      const measured: Measure[] = [];
      for (let run = 0; run < runs; run += 1) {
        measured.push(
          await withRetries(() =>
            audit(
              chrome.port,
              `${deployment.origin}${page.path}`,
              'mobile',
              page.signedIn ? cookie : null,
              saveDir && path.join(saveDir, `proxy-mobile-${page.name}-${run}.json`),
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
        protocol: 'h2',
        formFactor: 'mobile',
        ...median,
        runs: measured,
      });
      process.stderr.write(
        `mobile ${page.name.padEnd(9)} score ${median.score} (runs ${measured.map((m) => m.score).join(', ')}), LCP ${median.metrics.lcp} ms, CLS ${median.metrics.cls}\n`,
      );
    }
  } finally {
    chrome.kill();
  }
  const report = {
    benchmark: 'npm run lighthouse:proxy -w @alumni/bench',
    date: new Date().toISOString(),
    lighthouse: '12.8.2',
    chrome: chromePath,
    setup: `${deployment.instances.length} compiled instances behind nginx (deploy/nginx/alumni.conf.template), HTTPS, HTTP/2 negotiated (ALPN h2), ${deployment.origin}`,
    runsPerPage: runs,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      loadAverage1m: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
    },
    targets: { mobile: 90, cls: 0.1 },
    results,
  };
  if (pages.length === allPages.length) {
    const out = path.resolve(
      import.meta.dirname,
      `../results/lighthouse-proxy-${new Date().toISOString().slice(0, 10)}.json`,
    );
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    process.stderr.write(`Written to ${out}\n`);
  }
  process.stdout.write(`${JSON.stringify(summary(results), null, 2)}\n`);
} finally {
  member.close();
  await deployment.stop();
}
