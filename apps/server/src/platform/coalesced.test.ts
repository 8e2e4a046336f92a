import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesced.ts';

describe('a coalesced round trip', () => {
  it('runs one at a time; callers during one share the next, which starts after they asked', async () => {
    const log: string[] = [];
    const ends: (() => void)[] = [];
    let started = 0;
    const trip = coalesced(
      () =>
        new Promise<void>((resolve) => {
          const n = ++started;
          log.push(`start ${n}`);
          ends.push(() => {
            log.push(`end ${n}`);
            resolve();
          });
        }),
    );
    const first = trip();
    const second = trip();
    const third = trip();
    expect(started).toBe(1);
    expect(second).toBe(third);
    ends[0]?.();
    await first;
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toBe(2);
    let secondDone = false;
    void second.then(() => {
      secondDone = true;
    });
    await Promise.resolve();
    expect(secondDone).toBe(false);
    ends[1]?.();
    await second;
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
    // Idle again: the next caller starts at once.
    const fourth = trip();
    expect(started).toBe(3);
    ends[2]?.();
    await fourth;
  });

  it('starts the next trip after a failed one, and hands each caller its own trip’s outcome', async () => {
    let calls = 0;
    const trip = coalesced(async () => {
      calls++;
      if (calls === 1) throw new Error('lost');
    });
    const failing = trip();
    const next = trip();
    await expect(failing).rejects.toThrow('lost');
    await expect(next).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});
