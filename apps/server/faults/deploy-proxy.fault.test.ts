import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckResult, type RestartLoad, runChecks } from '../../../deploy/trial/checks.ts';
import {
  type Deployment,
  missingPrerequisite,
  startDeployment,
} from '../../../deploy/trial/deployment.ts';
import { type OwnPostgres, type OwnRedis, startPostgres, startRedis } from './support/services.ts';

/*
 * Issue 35 item 1: the deployment of deploy/ tried on this machine, the short form of
 * `npm run deploy:try` (deploy/README.md "Trying it on one machine"): two compiled instances
 * behind nginx from Debian's package, with the site file an operator installs
 * (deploy/nginx/alumni.conf.template), on a PostgreSQL and a Redis of the test's own. Through
 * the proxy: the probes (their JSON), HTTP/2, a school's page and cached assets, the API
 * signed in behind HTTPS, SSE and the chat WebSocket receiving an event, both instances
 * used, and a rolling restart (each instance marked `down` in nginx and reloaded, stopped,
 * started, put back) with no failed read or write. Shorter than the trial: 2 readers and 20
 * reads around each step instead of 8 and 200. Uses
 * the compiled server and web app as they are (the suite's global set-up builds the server;
 * `npm test` builds the web app). Without nginx it is skipped with a loud line.
 */

/** The short restart: enough reads around each stop to catch a failure, no more. */
const CI_RESTART: RestartLoad = { readers: 2, readsBetween: 20 };

let postgres: OwnPostgres | undefined;
let redis: OwnRedis | undefined;
let deployment: Deployment | null = null;
let results: CheckResult[] = [];

// Only nginx and openssl matter here: the database and Redis are the test's own.
const missing = missingPrerequisite({ services: false });
if (missing) {
  const line = '!'.repeat(78);
  console.warn(`\n${line}\n!!! DEPLOY PROXY TEST SKIPPED: ${missing}\n${line}\n`);
}

beforeAll(async () => {
  if (missing) return;
  postgres = await startPostgres();
  redis = await startRedis();
  // The trial reads them from the environment (this worker's only).
  process.env.DATABASE_URL = postgres.url();
  process.env.REDIS_URL = redis.url;
  // Ports of their own, away from `npm run deploy:try` (8443, 3601–3602) run by hand.
  const started = Date.now();
  deployment = await startDeployment({
    httpsPort: 8543,
    firstPort: 3611,
    nginxWorkers: 1,
  });
  const setUp = Date.now();
  results = await runChecks(deployment, CI_RESTART);
  // The report in CI's log: what each check saw, and where the time went.
  console.info(
    [
      `set-up ${((setUp - started) / 1000).toFixed(1)} s, checks ${((Date.now() - setUp) / 1000).toFixed(1)} s`,
      ...results.map((r) => `${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${r.detail}`),
    ].join('\n'),
  );
}, 150_000);

afterAll(async () => {
  await deployment?.stop();
  await redis?.stop();
  await postgres?.remove();
}, 60_000);

describe.skipIf(!!missing)('two instances behind nginx (deploy/)', () => {
  it.each([
    '/healthz and /readyz through the proxy',
    'HTTP/2 negotiated',
    "a school's page and its assets",
    'the API signed in (Secure cookie, CSRF behind HTTPS)',
    'SSE and the chat WebSocket receive an event through the proxy',
    'every instance served requests',
    'rolling restart with no failed request',
  ])('%s', (name) => {
    const result = results.find((r) => r.name === name);
    expect(result, `check "${name}" did not run`).toBeDefined();
    expect({ name, ok: result?.ok, detail: result?.detail }).toMatchObject({ ok: true });
  });
});
