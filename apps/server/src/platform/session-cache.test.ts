import { describe, expect, it } from 'vitest';
import type { DatabaseListener } from '../db/types.ts';
import { type FoundSession, SessionCache } from './session-cache.ts';

const session = (userId: number, expiresInMs = 3_600_000): FoundSession =>
  ({
    user: { id: userId },
    roles: [],
    lastSeenAt: new Date(),
    expiresAt: new Date(Date.now() + expiresInMs),
  }) as unknown as FoundSession;

/** A cache whose listener is up, with hooks to notify and to drop the connection. */
async function liveCache() {
  const cache = new SessionCache();
  let notify: (payload: string) => void = () => undefined;
  let lose: () => void = () => undefined;
  let listens = 0;
  const listener: DatabaseListener = { sync: async () => undefined, close: async () => undefined };
  await cache.start(
    async (_channel, onNotify, onLost) => {
      listens++;
      notify = onNotify;
      lose = onLost;
      return listener;
    },
    () => undefined,
  );
  return { cache, notify: (p: string) => notify(p), lose: () => lose(), listens: () => listens };
}

describe('the session cache (issue 16)', () => {
  it('keeps a looked-up session until its user changes', async () => {
    const { cache, notify } = await liveCache();
    cache.set('demo\na', session(1), cache.generation);
    cache.set('demo\nb', session(2), cache.generation);
    expect(cache.get('demo\na')?.user.id).toBe(1);
    notify('3,1');
    expect(cache.get('demo\na')).toBeUndefined();
    expect(cache.get('demo\nb')?.user.id).toBe(2);
    notify('*');
    expect(cache.get('demo\nb')).toBeUndefined();
    await cache.close();
  });

  it('does not keep a lookup that a notification overtook (it may have read the old row)', async () => {
    const { cache, notify } = await liveCache();
    const before = cache.generation;
    notify('9');
    cache.set('demo\na', session(1), before);
    expect(cache.get('demo\na')).toBeUndefined();
    await cache.close();
  });

  it('forgets an expired session', async () => {
    const { cache } = await liveCache();
    cache.set('demo\na', session(1, -1), cache.generation);
    expect(cache.get('demo\na')).toBeUndefined();
    cache.set('demo\nb', session(2), cache.generation);
    expect(cache.get('demo\nb', Date.now() + 61_000)).toBeUndefined();
    await cache.close();
  });

  it('keeps nothing while it cannot listen, and listens again', async () => {
    const { cache, lose, listens } = await liveCache();
    cache.set('demo\na', session(1), cache.generation);
    lose();
    expect(cache.live).toBe(false);
    expect(cache.get('demo\na')).toBeUndefined();
    cache.set('demo\na', session(1), cache.generation);
    expect(cache.get('demo\na')).toBeUndefined();
    await expect.poll(listens, { timeout: 3000 }).toBe(2);
    expect(cache.live).toBe(true);
    await cache.close();
  });

  it('keeps nothing when listening fails at start', async () => {
    const cache = new SessionCache();
    const errors: unknown[] = [];
    await cache.start(
      async () => {
        throw new Error('no connection');
      },
      (error) => errors.push(error),
    );
    cache.set('demo\na', session(1), cache.generation);
    expect(cache.get('demo\na')).toBeUndefined();
    expect(errors).toHaveLength(1);
    await cache.close();
  });
});
