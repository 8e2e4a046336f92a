#!/usr/bin/env node
// `npm test`: every suite. Unit and API tests (vitest: domain, web, server; the server's
// on PGlite, or on PostgreSQL when DATABASE_URL is set), then the browser tests
// (Playwright in Chromium against the built app and the compiled server). Without a
// Chromium the browser tests are skipped with a loud line; REQUIRE_E2E=1 turns that skip
// into a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

// 1. Unit and API tests.
const vitestJson = path.join(resultsDir, 'vitest.json');
if (
  !run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ])
)
  failed = true;
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
} else {
  failed = true;
}

// 2. Browser tests.
const chromium = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && existsSync(p),
);
if (!chromium) {
  const line = '!'.repeat(78);
  console.log(
    `\n${line}\n!!! BROWSER TESTS SKIPPED: no Chromium at /usr/bin/chromium or CHROME_PATH.\n!!! Install Debian's chromium package to run them.\n${line}`,
  );
  if (process.env.REQUIRE_E2E === '1') {
    console.log('REQUIRE_E2E=1: a skipped browser suite is a failure.');
    failed = true;
  }
} else {
  // The compiled domain and server (run by the browser tests' launcher) and the web app;
  // what an API test already compiled and is still fresh is not compiled again.
  if (!run(process.execPath, ['scripts/build.mjs', '--if-stale'])) failed = true;
  const e2eJson = path.join(root, 'e2e', 'test-results', 'results.json');
  rmSync(e2eJson, { force: true });
  if (
    !run('npx', ['playwright', 'test'], {
      cwd: path.join(root, 'e2e'),
      env: { ...process.env, CHROME_PATH: chromium },
    })
  )
    failed = true;
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
