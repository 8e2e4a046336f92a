#!/usr/bin/env node
// Starts the real server for browser tests on a fresh, seeded database: a new database on
// the PostgreSQL server of DATABASE_URL (seeded with `npm run seed`'s code), or a new
// embedded one in a temporary DATA_DIR (seeded on first start). Dropped or left in /tmp.
// Like `npm start`, it runs the compiled server with node, compiling first what changed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, SERVER_NODE_FLAGS, serverEntry } from '../scripts/build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'alumni-e2e-')) };
let dropDatabase = null;
if (!build(['domain', 'server'], { onlyStale: true })) process.exit(1);
// Redis (when REDIS_URL is set) is shared with every other run on the machine: this server's
// event channels and rate-limit counters get a prefix of their own, so that another suite's
// sign-ins never count against ours and its events (same user ids) never reach our streams.
env.REDIS_PREFIX = `e2e:${Date.now()}:${process.pid}:`;

if (process.env.DATABASE_URL) {
  const name = `e2e_${Date.now()}`;
  const psql = (sql) =>
    spawnSync('psql', [process.env.DATABASE_URL, '-v', 'ON_ERROR_STOP=1', '-c', sql], {
      stdio: 'inherit',
    });
  if (psql(`CREATE DATABASE "${name}"`).status !== 0) process.exit(1);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  // Tests set what no screen sets yet (a school's blog validation) through this address
  // (fixtures.ts `schoolDatabaseSql`), found by the server's port.
  const addressFile = path.join(tmpdir(), `alumni-e2e-${process.env.PORT ?? 3100}.database-url`);
  writeFileSync(addressFile, env.DATABASE_URL);
  dropDatabase = () => {
    rmSync(addressFile, { force: true });
    return psql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  const seed = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, serverEntry('cli/seed')], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (seed.status !== 0) process.exit(seed.status ?? 1);
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry('main')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  dropDatabase?.();
  process.exit(code ?? 0);
});
