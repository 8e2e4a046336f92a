#!/usr/bin/env node
// `node scripts/test-node24.mjs [vitest arguments…]`: the API tier (vitest's server project) once
// more on Node 24 (issue 35 item 6: the project runs on Node 20, 22 and 24). Node 24 comes from
// the npm registry's `node` package, installed once into a cache folder (NODE24_CACHE, default
// ~/.cache/alumni/node24) and reused; its bin folder goes first on PATH, so the processes the
// tests start (`npm start`, `node …`) run on Node 24 too. Takes DATABASE_URL and REDIS_URL
// like `npm run test:api`; extra arguments go to vitest (e.g. `--maxWorkers=2`, a file).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The Node 24 release tested: exact, so a CI run is repeatable (bump it on purpose). */
const VERSION = process.env.NODE24_VERSION ?? '24.21.0';
const root = path.resolve(import.meta.dirname, '..');
const cache = path.resolve(
  process.env.NODE24_CACHE ?? path.join(os.homedir(), '.cache', 'alumni', 'node24'),
);
const bin = path.join(cache, 'node_modules', 'node', 'bin');
const node = path.join(bin, 'node');

/** The version `node` prints, or null when it is missing or does not run. */
function versionOf(program) {
  if (!existsSync(program)) return null;
  const run = spawnSync(program, ['--version'], { encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim().replace(/^v/, '') : null;
}

if (versionOf(node) !== VERSION) {
  process.stderr.write(`Installing node@${VERSION} from the npm registry into ${cache}…\n`);
  const install = spawnSync(
    'npm',
    ['install', '--prefix', cache, '--no-save', '--no-audit', '--no-fund', `node@${VERSION}`],
    { stdio: 'inherit' },
  );
  if (install.status !== 0 || versionOf(node) !== VERSION) {
    process.stderr.write(`Could not install node@${VERSION} (${node}).\n`);
    process.exit(1);
  }
}

process.stderr.write(`API tests on Node ${VERSION} (${node})\n`);
const run = spawnSync(
  node,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--project',
    'server',
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
  },
);
process.exit(run.status ?? 1);
