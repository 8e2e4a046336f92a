/**
 * `npm run load -w @alumni/bench` (issue 35 item 3): a mixed workload on two instances behind
 * nginx, the trial deployment of deploy/ (deploy/trial/deployment.ts). Ten scenarios run at
 * once, the connections shared between them by weight (load-mixed-scenarios.ts): sign-in,
 * dashboard, feed, directory, profile, post, comment, like, booking, chat message. In the same
 * run, before the mix, the reference lines straight from the bare Fastify process
 * (bench/src/hello-world.mjs): hello-world and a bare transaction on the trial's database.
 * Writes `bench/results/load-mixed-<date>.json`: per scenario and overall requests/s,
 * p50/p95/p99 (ms), errors and non-2xx. Target (issue 35): 0 errors, p99 ≤ 200 ms at 200
 * connections for 60 s.
 *
 * Options (flags or environment): `--connections` / BENCH_CONNECTIONS (200), `--seconds` /
 * BENCH_SECONDS (60), `--warmup` / BENCH_WARMUP_SECONDS (5), `--name` (the file's name,
 * default `load-mixed-<date>`). Needs DATABASE_URL, REDIS_URL, nginx (apt-get install
 * nginx-light) and openssl.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildIfStale,
  missingPrerequisite,
  startDeployment,
} from '../../deploy/trial/deployment.ts';
import { type LoadResult, load, machine } from './load.ts';
import { mixedScenarios, prepareMix, runMixed } from './load-mixed-scenarios.ts';
import { startProcess } from './server-process.ts';

const { values: flags } = parseArgs({
  options: {
    name: { type: 'string' },
    seconds: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string' },
  },
});
const seconds = Number(flags.seconds ?? process.env.BENCH_SECONDS ?? 60);
const warmup = Number(flags.warmup ?? process.env.BENCH_WARMUP_SECONDS ?? 5);
const connections = Number(flags.connections ?? process.env.BENCH_CONNECTIONS ?? 200);
const name = flags.name ?? `load-mixed-${new Date().toISOString().slice(0, 10)}`;

const missing = missingPrerequisite();
if (missing) {
  process.stderr.write(`load-mixed: ${missing}\n`);
  process.exit(2);
}
buildIfStale();
const deployment = await startDeployment({
  env: {
    // One client address sends everything here: the per-address limits would refuse it.
    AUTH_RATE_LIMIT: '1000000',
    MESSAGE_RATE_PER_MINUTE: '100000',
    LOGIN_SLOWDOWN_MS: '0',
  },
});
const hello = await startProcess({
  args: ['bench/src/hello-world.mjs'],
  env: { ...process.env, PORT: '3459', DATABASE_URL: deployment.databaseUrl },
  port: 3459,
  probe: '/',
}).catch(async (error: unknown) => {
  await deployment.stop();
  throw error;
});

try {
  // The reference lines, at the same connections, straight from the bare process.
  const reference = async (pathname: string) => {
    const options = {
      base: hello.address,
      requests: [{ path: pathname }],
      headers: {},
      connections,
    };
    await load({ ...options, seconds: Math.min(warmup, 2) });
    return load({ ...options, seconds });
  };
  const helloWorld = await reference('/');
  const bareTransaction = await reference('/transaction');

  const mix = await prepareMix(deployment, connections);
  const scenarios = mixedScenarios(mix);
  if (warmup > 0) await runMixed(deployment.httpsPort, scenarios, mix.headers, warmup);
  const measured = await runMixed(deployment.httpsPort, scenarios, mix.headers, seconds);

  const report = {
    benchmark: 'npm run load -w @alumni/bench',
    name,
    date: new Date().toISOString(),
    machine: machine(),
    setup: `${deployment.instances.length} compiled instances (NODE_ENV=production) behind nginx (HTTPS, HTTP/1.1 from the load generator), PostgreSQL, Redis`,
    connections,
    durationSeconds: seconds,
    target: { errors: 0, p99Ms: 200 },
    // Every answer 2xx (sign-ins included): a 401, 400 or 429 would be a broken scenario.
    clean: measured.overall.errors === 0 && measured.overall.non2xx === 0,
    p99Met: measured.overall.latencyMs.p99 <= 200,
    reference: {
      note: 'straight from the bare Fastify process (bench/src/hello-world.mjs), not through nginx',
      helloWorld,
      bareTransaction,
    },
    overall: measured.overall,
    scenarios: measured.scenarios,
  };
  const out = path.resolve(import.meta.dirname, `../results/${name}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  const line = (label: string, r: LoadResult) =>
    `${label.padEnd(22)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${r.latencyMs.p50}  p99 ${r.latencyMs.p99}  errors ${r.errors}  non-2xx ${r.non2xx}`;
  process.stdout.write(
    [
      line('hello-world (bare)', helloWorld),
      line('transaction (bare)', bareTransaction),
      ...measured.scenarios.map(
        (s) =>
          `${line(`${s.scenario} ×${s.connections}`, s)}  ${Object.entries(s.statuses)
            .map(([status, count]) => `${status}:${count}`)
            .join(' ')}`,
      ),
      line('overall', measured.overall),
      `Written to ${out}`,
      '',
    ].join('\n'),
  );
} finally {
  await hello.stop();
  await deployment.stop();
}
