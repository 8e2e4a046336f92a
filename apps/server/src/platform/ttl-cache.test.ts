import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('shares one load between callers within the TTL and reloads after it', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string, number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('a', load)).toBe(2);
    cache.delete('a');
    expect(await cache.get('a', load)).toBe(3);
    vi.useRealTimers();
  });

  it('keeps nothing with a TTL of 0 and forgets failed loads', async () => {
    const none = new TtlCache<string, number>(0);
    let loads = 0;
    await none.get('a', async () => ++loads);
    await none.get('a', async () => ++loads);
    expect(loads).toBe(2);
    const cache = new TtlCache<string, number>(1000);
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    await Promise.resolve();
    expect(await cache.get('a', async () => 7)).toBe(7);
  });
});
