import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRedisBus, type UserEvent } from './event-bus.ts';

/*
 * Issue 32 item 2: "while Redis is down, local delivery goes on". The Redis bus delivers to
 * its own instance's listeners in process, whatever Redis does, and never twice.
 */

const event = (data: string): UserEvent => ({ schoolId: 1, event: 'chat', data });
const prefix = () => `test:bus:${randomBytes(6).toString('hex')}:`;

describe('the Redis bus', () => {
  it('delivers locally while Redis cannot be reached, and reports the failed publication', async () => {
    const errors: Error[] = [];
    // Nothing listens on port 1: every Redis command fails.
    const bus = createRedisBus('redis://127.0.0.1:1', (error) => errors.push(error), prefix());
    try {
      const got: unknown[] = [];
      // The subscription to Redis never completes; the local listener is in place at once.
      void bus.subscribe(7, (e) => got.push(e.data)).catch(() => undefined);
      await bus.publish(7, event('here'));
      expect(got).toEqual(['here']);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await bus.close();
    }
  });

  it.runIf(process.env.REDIS_URL)(
    'delivers its own events once (the Redis echo ignored), others through Redis',
    async () => {
      const shared = prefix();
      const fail = (error: Error) => {
        throw error;
      };
      const a = createRedisBus(process.env.REDIS_URL ?? '', fail, shared);
      const b = createRedisBus(process.env.REDIS_URL ?? '', fail, shared);
      try {
        const onA: unknown[] = [];
        const onB: unknown[] = [];
        await a.subscribe(7, (e) => onA.push(e.data));
        await b.subscribe(7, (e) => onB.push(e.data));
        await a.publish(7, event('from a'));
        await b.publish(7, event('from b'));
        // Each gets its own at once, the other's through Redis (on b, a's may come first).
        await expect.poll(() => [...onB].sort(), { timeout: 10_000 }).toEqual(['from a', 'from b']);
        await expect.poll(() => onA, { timeout: 10_000 }).toEqual(['from a', 'from b']);
        // b's event, published after a's was in Redis, has reached a: the echo of a's own
        // would have come before it, and it did not.
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    },
  );
});
