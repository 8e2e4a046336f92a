#!/usr/bin/env node
// `npm run build` (`node scripts/build.mjs [--if-stale] [--quiet] [domain|server|web…]`):
// compiles packages/domain and apps/server to JavaScript (tsc, into each package's dist/) and
// builds the web app (Vite, apps/web/dist). Imported by `npm start`,
// `npm test` and the browser tests' launcher, which rebuild only the parts whose sources
// changed since their last build.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);
const tsc = at('node_modules/.bin/tsc');

/**
 * Node flags of every compiled server process. `alumni-dist` makes `@alumni/domain`
 * resolve to its compiled dist/ (its default export stays the TypeScript source, which
 * vitest, tsx, Vite and tsc read in development). Not --enable-source-maps: reading every
 * module's map costs about 0.3 s of CPU at start (bench/results/startup.json); the maps
 * are emitted, so NODE_OPTIONS=--enable-source-maps turns it on where wanted.
 */
export const SERVER_NODE_FLAGS = ['--conditions=alumni-dist'];

/** Absolute path of a compiled server module, e.g. `serverEntry('cli/seed')`. */
export function serverEntry(name) {
  return at('apps/server/dist', `${name}.js`);
}

/**
 * The buildable parts: the files whose changes make a part stale, the file its build
 * writes last (its stamp), and how to build it.
 */
const PARTS = {
  domain: {
    sources: [
      'packages/domain/src',
      'packages/domain/package.json',
      'packages/domain/tsconfig.json',
      'packages/domain/tsconfig.build.json',
      'tsconfig.base.json',
    ],
    stamp: 'packages/domain/dist/.built',
    build: (opts) => compile('packages/domain', opts),
  },
  server: {
    sources: [
      'apps/server/src',
      'apps/server/package.json',
      'apps/server/tsconfig.json',
      'apps/server/tsconfig.build.json',
      'tsconfig.base.json',
    ],
    stamp: 'apps/server/dist/.built',
    build: (opts) => {
      if (!compile('apps/server', opts)) return false;
      // The migrator reads the SQL next to the compiled db/client.js.
      cpSync(at('apps/server/src/db/migrations'), at('apps/server/dist/db/migrations'), {
        recursive: true,
      });
      return true;
    },
  },
  web: {
    sources: ['apps/web', 'packages/domain/src'],
    stamp: 'apps/web/dist/index.html',
    build: (opts) => run('npm', ['run', 'build', '-w', '@alumni/web'], opts),
  },
};

/** The names of the parts `npm run build` builds, in order. */
export const ALL_PARTS = Object.keys(PARTS);

/**
 * Runs a build command from the repository's root; true when it succeeds. Its output goes to
 * stderr, so that a command run after a build (`--json`) keeps a clean stdout. With `quiet`
 * the output is kept and shown only if the command fails (`npm start` printed Vite's list of
 * some 250 chunks before the demo logins; issue 30 item 14).
 */
export function run(cmd, args, { quiet = false } = {}) {
  if (!quiet) {
    return spawnSync(cmd, args, { cwd: root, stdio: ['inherit', 2, 'inherit'] }).status === 0;
  }
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status === 0) return true;
  process.stderr.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  if (result.error) process.stderr.write(`${result.error.message}\n`);
  return false;
}

/** A clean tsc build of one package into its dist/ (no stale modules of deleted files). */
function compile(pkg, opts) {
  rmSync(at(pkg, 'dist'), { recursive: true, force: true });
  return run(tsc, ['-p', path.join(pkg, 'tsconfig.build.json')], opts);
}

// Tests are not part of a build, so changing one does not make it stale.
function newestMtime(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return file.endsWith('.test.ts') ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(file, entry)));
  }
  return newest;
}

/** True when a part was never built or a source changed after its last build. */
export function isStale(name) {
  const part = PARTS[name];
  const stamp = at(part.stamp);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return part.sources.some((source) => existsSync(at(source)) && newestMtime(at(source)) > built);
}

/**
 * Builds the given parts (all of them, or only the stale ones with `onlyStale`), in order.
 * With `quiet`, each part's output is shown only if it fails, and a line says how long each
 * took. Returns false as soon as one fails.
 */
export function build(names = ALL_PARTS, { onlyStale = false, quiet = false } = {}) {
  for (const name of names) {
    if (onlyStale && !isStale(name)) continue;
    const started = Date.now();
    console.error(`Building ${name}…`);
    if (!PARTS[name].build({ quiet })) {
      console.error(`The ${name} build failed.`);
      return false;
    }
    if (name !== 'web') writeFileSync(at(PARTS[name].stamp), `${new Date().toISOString()}\n`);
    if (quiet) console.error(`Built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  return true;
}

// `node scripts/build.mjs [--if-stale] [--quiet] [part…]`: builds the named parts (default:
// all), stale or not unless --if-stale; --quiet shows a part's output only if it fails.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const onlyStale = process.argv.includes('--if-stale');
  const quiet = process.argv.includes('--quiet');
  const names = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const unknown = names.filter((name) => !ALL_PARTS.includes(name));
  if (unknown.length) {
    console.error(`Unknown part ${unknown.join(', ')}: use ${ALL_PARTS.join(', ')}.`);
    process.exit(2);
  }
  process.exit(build(names.length ? names : ALL_PARTS, { onlyStale, quiet }) ? 0 : 1);
}
