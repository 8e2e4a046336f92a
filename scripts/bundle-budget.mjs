#!/usr/bin/env node
// `npm run budget` (part of `npm run check`): the web bundle's size budget (issue 16, Web).
// Builds the web app when its sources changed since the last build, reads Vite's manifest
// and fails when the login page's initial JavaScript passes 150 KB gzip or any one chunk
// passes 100 KB gzip. `--json` prints the measures as JSON.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');

/** The budget in bytes of gzip (level 9, as the server's precompressed files). */
export const LOGIN_INITIAL_LIMIT = 150 * 1024;
export const CHUNK_LIMIT = 100 * 1024;

/**
 * What the login page (`/login`, French) loads before it paints, as manifest keys: the
 * entry with every chunk it imports (index.html's modulepreloads), the auth layout and the
 * login page with theirs (the route's `lazy`), and the two catalogues it reads in its
 * language. A key missing from the manifest fails the budget, so that a renamed file is
 * not left out of the sum without anyone noticing.
 */
export const LOGIN_SOURCES = [
  'index.html',
  'src/app/layouts/AuthLayout.tsx',
  'src/features/auth/pages/LoginPage.tsx',
  'src/i18n/locales/fr/common.json',
  'src/i18n/locales/fr/auth.json',
];

const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The JS files a set of manifest keys loads (each key's file and its static imports, with
 * theirs). Throws when a key is not in the manifest.
 */
export function staticClosure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the web build's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

/**
 * Measures the built web app: `{ login: { files, rawBytes, gzipBytes }, chunks: [{ file,
 * gzipBytes }], failures: [message] }`, sizes in bytes.
 */
export function measure() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const loginFiles = staticClosure(manifest, LOGIN_SOURCES).sort();
  const login = {
    files: loginFiles.map((file) => ({ file, gzipBytes: gzipSize(file) })),
    rawBytes: loginFiles.reduce((sum, file) => sum + readFileSync(path.join(dist, file)).length, 0),
    gzipBytes: 0,
  };
  login.gzipBytes = login.files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
  const chunks = readdirSync(path.join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ file: `assets/${name}`, gzipBytes: gzipSize(`assets/${name}`) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const failures = [];
  if (login.gzipBytes > LOGIN_INITIAL_LIMIT) {
    failures.push(
      `the login page's initial JS is ${kb(login.gzipBytes)} gzip, over ${kb(LOGIN_INITIAL_LIMIT)}`,
    );
  }
  for (const chunk of chunks) {
    if (chunk.gzipBytes > CHUNK_LIMIT) {
      failures.push(`${chunk.file} is ${kb(chunk.gzipBytes)} gzip, over ${kb(CHUNK_LIMIT)}`);
    }
  }
  return { login, chunks, failures };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!build(['web'], { onlyStale: true })) process.exit(1);
  const result = measure();
  if (process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } else {
    console.log(`Login page, initial JS (${result.login.files.length} files):`);
    for (const { file, gzipBytes } of [...result.login.files].sort(
      (a, b) => b.gzipBytes - a.gzipBytes,
    )) {
      console.log(`  ${kb(gzipBytes).padStart(9)}  ${file}`);
    }
    console.log(
      `  ${kb(result.login.gzipBytes).padStart(9)}  total gzip (${kb(result.login.rawBytes)} raw; budget ${kb(LOGIN_INITIAL_LIMIT)})`,
    );
    console.log('Largest chunks (budget 100.0 KB gzip each):');
    for (const { file, gzipBytes } of result.chunks.slice(0, 8)) {
      console.log(`  ${kb(gzipBytes).padStart(9)}  ${file}`);
    }
  }
  if (result.failures.length) {
    for (const failure of result.failures) console.error(`Bundle budget: ${failure}.`);
    process.exit(1);
  }
  console.error('Bundle budget: within limits.');
}
