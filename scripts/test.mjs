#!/usr/bin/env node
// `npm test`: every suite. Unit and API tests (vitest: domain, web, server; the server's
// on PGlite, or on PostgreSQL when DATABASE_URL is set) and, beside them, the browser tests
// (Playwright in Chromium against the built app and the compiled server). Without a
// Chromium the browser tests are skipped with a loud line; REQUIRE_E2E=1 turns that skip
// into a failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let failed = false;

function run(cmd, args, opts = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  return result.status === 0;
}

/** Runs `cmd args` to the end; resolves with whether it exited 0. */
function start(cmd, args, opts = {}) {
  console.log(
    `\n$ ${cmd} ${args.join(' ')}${opts.logFile ? ` > ${path.relative(root, opts.logFile)}` : ''}`,
  );
  return new Promise((resolve) => {
    const log = opts.logFile ? openSync(opts.logFile, 'w') : null;
    const child = spawn(cmd, args, {
      cwd: opts.cwd ?? root,
      env: opts.env ?? process.env,
      stdio: log === null ? 'inherit' : ['ignore', log, log],
    });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

const chromium = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && existsSync(p),
);
// The compiled domain and server (run by the browser tests' launcher) and the web app, before
// the suites start; what is compiled and still fresh is not compiled again.
if (chromium && !run(process.execPath, ['scripts/build.mjs', '--if-stale'])) failed = true;

// 1. Unit and API tests, and 2. the browser tests, side by side: each waits on its database
// or its browser much of the time, so together they take less than one after the other (the
// browser tests give each step three times its quiet-machine budget in CI). The unit and API
// tests write to a log, printed when they end, so that the two outputs do not interleave.
const vitestJson = path.join(resultsDir, 'vitest.json');
const vitestLog = path.join(resultsDir, 'vitest.log');
const vitest = start(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  { logFile: vitestLog },
).then((ok) => {
  process.stdout.write(`\n--- unit and API tests (${path.relative(root, vitestLog)}) ---\n`);
  process.stdout.write(readFileSync(vitestLog, 'utf8'));
  return ok;
});

const e2eJson = path.join(root, 'e2e', 'test-results', 'results.json');
let browser = Promise.resolve(true);
if (!chromium) {
  const line = '!'.repeat(78);
  console.log(
    `\n${line}\n!!! BROWSER TESTS SKIPPED: no Chromium at /usr/bin/chromium or CHROME_PATH.\n!!! Install Debian's chromium package to run them.\n${line}`,
  );
  if (process.env.REQUIRE_E2E === '1') {
    console.log('REQUIRE_E2E=1: a skipped browser suite is a failure.');
    failed = true;
  }
} else if (!failed) {
  rmSync(e2eJson, { force: true });
  browser = start('npx', ['playwright', 'test'], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, CHROME_PATH: chromium },
  });
}

const [vitestOk, browserOk] = await Promise.all([vitest, browser]);
if (!vitestOk || !browserOk) failed = true;
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
} else {
  failed = true;
}
if (chromium) {
  if (existsSync(e2eJson)) {
    const stats = JSON.parse(readFileSync(e2eJson, 'utf8')).stats ?? {};
    totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    totals.failed += stats.unexpected ?? 0;
    totals.skipped += stats.skipped ?? 0;
  } else {
    failed = true;
  }
}

if (failed && totals.failed === 0) totals.failed = 1; // a suite that crashed counts as a failure
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed ? 1 : 0);
