import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { UserEvent } from '../src/platform/event-bus.ts';
import { buildTwoInstances, createTestApp, hostOf, type TestContext } from './app.ts';
import { buildSchool } from './factories.ts';

/*
 * Issue 35 item 3: with REDIS_URL set and Redis down, buildApp never returned (the event
 * bus awaited its SUBSCRIBE, which ioredis kept queued forever). Now the app starts, says
 * so on /readyz, delivers events on its own instance, counts no per-address limits (fail
 * open), and reaches the other instances again once Redis is back. The Redis here is this
 * file's own redis-server on a free port, stopped and started; never the machine's.
 */

const runs = !!process.env.DATABASE_URL;

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts redis-server on `port` (no persistence); resolves once it accepts connections. */
function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)));
  });
}

function stopRedis(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Polls `check` until it holds (each poll waits for the app's own answer, no fixed sleep). */
async function until(check: () => Promise<boolean>, what: string, tries = 400): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never: ${what}`);
}

const readyz = async (app: FastifyInstance) =>
  (await app.inject({ url: '/readyz', headers: { host: '127.0.0.1' } })).json() as {
    checks: Record<string, string>;
  };

/** Subscribes to `userId` on `app`'s bus; `events` gets what arrives. */
async function listenOn(app: FastifyInstance, userId: number) {
  const events: UserEvent[] = [];
  const stop = await app.bus.subscribe(userId, (event) => events.push(event));
  return { events, stop };
}

const event = (n: number): UserEvent => ({ schoolId: 1, event: 'message', data: { n } });

describe.runIf(runs)('while Redis is unreachable', () => {
  let ctx: TestContext;
  afterAll(() => ctx?.close());

  it('the app starts, /readyz names redis, local events flow and rate limits fail open', async () => {
    const port = await freePort();
    ctx = await createTestApp({
      redisUrl: `redis://127.0.0.1:${port}`,
      authRateLimit: 2,
    });
    await buildSchool(ctx.database.db, { subdomain: 'calm' });
    const res = await ctx.app.inject({ url: '/readyz', headers: { host: '127.0.0.1' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks).toMatchObject({ database: 'ok', queue: 'ok', redis: 'down' });

    const { events } = await listenOn(ctx.app, 7);
    await ctx.app.bus.publish(7, event(1));
    expect(events).toEqual([event(1)]);

    // Over the limit of 2 a minute, yet never a 500 nor a 429: nothing counts them.
    for (let i = 0; i < 4; i++) {
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        headers: { host: hostOf('calm') },
        payload: { email: `nobody${i}@example.org`, password: 'wrong-password' },
      });
      expect(login.statusCode).toBe(400);
    }
  });
});

describe.runIf(runs)('when Redis stops and comes back', () => {
  let ctx: TestContext;
  let redis: ChildProcess;
  let instances: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of instances) await app.close();
    await ctx?.close();
    if (redis && redis.exitCode === null) await stopRedis(redis);
  });

  it('local delivery goes on, and cross-instance delivery resumes', async () => {
    const port = await freePort();
    redis = await startRedis(port);
    ctx = await createTestApp({ redisUrl: `redis://127.0.0.1:${port}` });
    instances = await buildTwoInstances(ctx, {
      redisUrl: `redis://127.0.0.1:${port}`,
      redisPrefix: `test:outage:${randomBytes(4).toString('hex')}:`,
    });
    const [one, two] = instances as [FastifyInstance, FastifyInstance];
    const onOne = await listenOn(one, 9);
    const onTwo = await listenOn(two, 9);
    await two.bus.publish(9, event(1));
    await until(async () => onOne.events.length === 1, 'cross-instance event before the outage');

    await stopRedis(redis);
    await until(async () => (await readyz(one)).checks.redis !== 'ok', 'readyz sees redis down');
    await two.bus.publish(9, event(2));
    expect(onTwo.events).toEqual([event(1), event(2)]);
    // A subscription taken during the outage resolves at once and gets local events.
    const late = await listenOn(two, 10);
    await two.bus.publish(10, event(3));
    expect(late.events).toEqual([event(3)]);

    redis = await startRedis(port);
    for (const app of instances) {
      await until(async () => (await readyz(app)).checks.redis === 'ok', 'readyz sees redis back');
    }
    // ioredis subscribes again once connected: poll with fresh events until one crosses.
    let n = 100;
    await until(async () => {
      await two.bus.publish(9, event(++n));
      return onOne.events.some((e) => (e.data as { n: number }).n > 99);
    }, 'cross-instance event after the outage');
    const beforeLate = await one.bus.publish(10, event(4));
    expect(beforeLate).toBeUndefined();
    await until(async () => late.events.length === 2, 'the subscription taken during the outage');
    expect(late.events[1]).toEqual(event(4));
  });
});
