import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, hostOf } from '../../test/app.ts';
import { loadConfig } from '../config.ts';
import { createRedisBus, type UserEvent } from './event-bus.ts';

const REDIS_URL = process.env.REDIS_URL;
const uniquePrefix = (name: string) => `test:${name}:${randomBytes(6).toString('hex')}:`;
const event = (data: string): UserEvent => ({ schoolId: 1, event: 'validations', data });
const noError = (error: Error) => {
  throw error;
};

describe('REDIS_PREFIX', () => {
  it('defaults to alumni: and is read from the environment', () => {
    expect(loadConfig({}).redisPrefix).toBe('alumni:');
    expect(loadConfig({ REDIS_PREFIX: 'school-b:' }).redisPrefix).toBe('school-b:');
  });
});

describe.runIf(REDIS_URL)('Redis shared by several deployments (or parallel test files)', () => {
  it('delivers events between buses of one prefix, never to a bus of another', async () => {
    const prefix = uniquePrefix('bus');
    const sender = createRedisBus(REDIS_URL ?? '', noError, prefix);
    const sameDeployment = createRedisBus(REDIS_URL ?? '', noError, prefix);
    const otherDeployment = createRedisBus(REDIS_URL ?? '', noError, uniquePrefix('other'));
    try {
      const same: unknown[] = [];
      const other: unknown[] = [];
      // subscribe() resolves once the subscription is live: the next publish reaches it.
      await sameDeployment.subscribe(7, (e) => same.push(e.data));
      await otherDeployment.subscribe(7, (e) => other.push(e.data));
      await sender.publish(7, event('from the sender'));
      // Redis delivers to each subscriber connection in publish order: once the other
      // deployment has its own later event, the sender's would have arrived before it.
      await otherDeployment.publish(7, event('own'));
      await expect.poll(() => other, { timeout: 15_000 }).toEqual(['own']);
      await expect.poll(() => same, { timeout: 15_000 }).toEqual(['from the sender']);
    } finally {
      await Promise.all([sender.close(), sameDeployment.close(), otherDeployment.close()]);
    }
  });

  it('counts rate limits per prefix', async () => {
    const first = await createTestApp({ authRateLimit: 2, redisUrl: REDIS_URL });
    const second = await createTestApp({ authRateLimit: 2, redisUrl: REDIS_URL });
    const login = (app: typeof first.app) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        headers: { host: hostOf('demo') },
        payload: { email: 'nobody@example.org', password: 'Wrong-password-1!' },
      });
    try {
      await login(first.app);
      await login(first.app);
      expect((await login(first.app)).statusCode).toBe(429);
      // Same IP, same Redis, another prefix: its own counter.
      expect((await login(second.app)).statusCode).not.toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
