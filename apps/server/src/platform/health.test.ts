import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { type HealthOptions, healthPlugin } from './health.ts';

/*
 * Issue 35 item 1: there was no probe, and every host other than a school's was 404
 * (platform/tenancy.ts), so a proxy or an orchestrator could not ask an instance whether it
 * lives or may take traffic.
 */

describe('GET /healthz and /readyz', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ baseDomain: 'alumni.example', defaultSchool: 'north' });
  });
  afterAll(() => ctx.close());

  const get = (url: string, host: string) => ctx.app.inject({ url, headers: { host } });

  it('answer on any host: an IP address, the bare base domain, another name, a school', async () => {
    for (const host of [
      '203.0.113.7',
      '10.0.0.3:3000',
      'alumni.example',
      'lb.internal',
      'x.alumni.example',
    ]) {
      const alive = await get('/healthz', host);
      expect(alive.statusCode, host).toBe(200);
      expect(alive.json(), host).toEqual({ status: 'ok' });
      expect(alive.headers['cache-control']).toBe('no-store');
      const ready = await get('/readyz', host);
      expect(ready.statusCode, host).toBe(200);
      expect(ready.json().status, host).toBe('ok');
    }
  });

  it('readyz names each part it checked', async () => {
    const ready = (await get('/readyz', '203.0.113.7')).json();
    const expected: Record<string, string> = { database: 'ok', queue: 'ok' };
    if (ctx.config.redisUrl) expected.redis = 'ok';
    expect(ready.checks).toEqual(expected);
  });

  it('still answers 404 on a foreign host for any other path', async () => {
    expect((await get('/api/schools/north/details/', '203.0.113.7')).statusCode).toBe(404);
  });
});

/** The plugin alone, with parts that answer as `parts` says (never, throw, at once). */
async function probeWith(parts: {
  database?: () => Promise<unknown>;
  queue?: () => Promise<unknown>;
  redis?: HealthOptions['redis'];
}) {
  const app = Fastify();
  const ok = async () => ({ rows: [] });
  await app.register(healthPlugin, {
    database: {
      app: { execute: parts.database ?? ok },
      executeSql: ok,
    } as unknown as HealthOptions['database'],
    queue: {
      boss: { getDb: () => ({ executeSql: parts.queue ?? ok }) },
    } as unknown as HealthOptions['queue'],
    redis: parts.redis ?? null,
    timeoutMs: 50,
  });
  await app.ready();
  return app;
}

describe('/readyz when a part does not answer', () => {
  it('is 503 in the error shape, naming the database that hangs and the queue that fails', async () => {
    const app = await probeWith({
      database: () => new Promise(() => {}),
      queue: () => Promise.reject(new Error('connection refused')),
    });
    const res = await app.inject({ url: '/readyz', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      detail: 'Service unavailable for now. (database timeout, queue down)',
      checks: { database: 'timeout', queue: 'down' },
    });
    // Liveness does not depend on them.
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await app.close();
  });

  it('is 503 naming redis while its connection is not ready, without waiting for it', async () => {
    const app = await probeWith({
      redis: {
        status: 'reconnecting',
        ping: () => new Promise(() => {}),
      } as HealthOptions['redis'],
    });
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks).toEqual({ database: 'ok', queue: 'ok', redis: 'down' });
    await app.close();
  });

  it('is 503 "draining" at once once shutdown began, while /healthz stays 200', async () => {
    const app = await probeWith({});
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    app.health.startDraining();
    const res = await app.inject({ url: '/readyz', headers: { 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      detail: 'Service indisponible pour l’instant. (instance draining)',
      checks: { instance: 'draining' },
    });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await app.close();
  });
});
