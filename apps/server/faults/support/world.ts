import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client.ts';
import type { OwnPostgres } from './services.ts';

/**
 * What the fault scenarios share besides the services (issue 35 item 2): a database of their
 * own on the suite's cluster, the owner's handle on it for fixtures (test/factories.ts), a
 * request helper for the spawned instances, and the figures each scenario records.
 */

/**
 * Creates database `name` on `cluster` and resolves with its URL. The instances started on it
 * migrate it (main.ts); open the fixtures' handle after the first one answers.
 */
export async function createDatabase(cluster: OwnPostgres, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: cluster.url() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return cluster.url(name);
}

/** The owner's handle on a migrated database (fixtures, and reading back what was written). */
export function openFixtures(databaseUrl: string): Promise<Database> {
  return openDatabase({ databaseUrl, dataDir: 'memory://' });
}

/** A reply read whole: status, parsed JSON body (null when empty or not JSON). */
export interface Reply {
  status: number;
  body: unknown;
}

/**
 * Sends `method url` to `address` with `headers` (a session's Host, Origin and Cookie) and a
 * JSON `payload`; resolves with the status and body, or rejects with the network error
 * (connection refused, reset) or after `timeoutMs` (a hang is a failure the caller counts).
 * Through node:http, not fetch: fetch replaces the Host header with the address's, and the
 * school (and the CSRF check) is read from it.
 */
export function send(
  address: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
  timeoutMs = 15_000,
): Promise<Reply> {
  const data = payload === undefined ? null : Buffer.from(JSON.stringify(payload));
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${address}${url}`,
      {
        method,
        headers: {
          ...headers,
          'accept-language': 'en',
          ...(data ? { 'content-type': 'application/json', 'content-length': data.length } : {}),
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = null;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            body = text;
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(data ?? undefined);
  });
}

/** Whether `body` is in the spec's error shape (DESIGN §5): `{detail}`, `{non_field_errors}` or fields of string lists. */
export function isErrorShape(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const entries = Object.entries(body);
  if (!entries.length) return false;
  if ('detail' in body) return typeof (body as { detail: unknown }).detail === 'string';
  return entries.every(
    ([, value]) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
  );
}

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * Adds `figures` under `scenario` to `bench/results/faults-<YYYY-MM-DD>.json` (one file per
 * day, every scenario of the run in it, with the time each was measured). Files run in
 * parallel workers, so the read-merge-write holds a lock folder (mkdir is atomic).
 */
export async function recordFigures(
  scenario: string,
  figures: Record<string, number | string | boolean>,
): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  const file = path.join(ROOT, 'bench/results', `faults-${day}.json`);
  const lock = `${file}.lock`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another worker is writing; a lock older than the deadline is a crashed one's.
      if (Date.now() > deadline) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  try {
    let all: Record<string, unknown> = {};
    try {
      all = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      // first figures of the day
    }
    all[scenario] = { measuredAt: new Date().toISOString(), ...figures };
    writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
