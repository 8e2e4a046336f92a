import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROLE } from '@alumni/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from './database.ts';
import { buildSchool, signedInMember } from './factories.ts';

/*
 * Issue 35 item 4: a request's log lines could not be told apart from another's by school
 * or user, nor matched with the proxy's line. Each line now carries the request id (sent
 * back as X-Request-Id; a proxy's own id kept only from a trusted proxy), the school id
 * and the user id once they are known; the probes are not logged per call.
 */

let database: Database;
let dataDir: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-ids-'));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The app logging JSON lines of every request into a buffer, trusting `trustProxy`. */
async function appLogging(trustProxy: Config['trustProxy']) {
  let text = '';
  const config = loadConfig(
    { LOG_FORMAT: 'json', LOG_REQUESTS: '1', LOG_LEVEL: 'info' },
    { dataDir, trustProxy, schoolCacheTtlMs: 0, sessionCacheTtlMs: 0 },
  );
  const app = await buildApp(config, database, {
    logSink: {
      write: (chunk: string) => {
        text += chunk;
      },
    },
  });
  await app.ready();
  apps.push(app);
  const lines = () =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { app, lines };
}

describe('request ids and identity in the logs', () => {
  it('every line of a request has its id, sent back as X-Request-Id, then school and user ids', async () => {
    const { app, lines } = await appLogging(false);
    const school = await buildSchool(database.db, { subdomain: 'traced' });
    const member = await signedInMember(database.db, school, { role: ROLE.Alumni });
    const res = await app.inject({
      url: '/api/users/me/',
      headers: { host: 'traced.localhost', 'x-request-id': 'forged-by-client', ...member.headers },
    });
    expect(res.statusCode).toBe(200);
    const id = res.headers['x-request-id'];
    // From an untrusted peer the client's own id is not taken.
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const own = lines().filter((line) => line.reqId === id);
    expect(own.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(own[1]).toMatchObject({ schoolId: school.id, userId: member.id });
  });

  it('keeps the X-Request-Id of a trusted proxy', async () => {
    const { app, lines } = await appLogging(['loopback']);
    const res = await app.inject({
      url: '/healthz',
      headers: { host: 'x.localhost', 'x-request-id': 'proxy-7f3a' },
    });
    expect(res.headers['x-request-id']).toBe('proxy-7f3a');
    // The probes are not logged per call, even with LOG_REQUESTS=1.
    expect(lines().filter((line) => line.reqId === 'proxy-7f3a')).toEqual([]);
    const other = await app.inject({
      url: '/api/nothing-here/',
      headers: { host: 'x.localhost', 'x-request-id': 'has spaces' },
    });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
