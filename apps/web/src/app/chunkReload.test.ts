import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@alumni/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  mayReload,
  reloadAfterChunkError,
} from './chunkReload.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
    data,
  };
}

describe('chunk reload (spec 2 §8: at most once per minute)', () => {
  it('recognises the browsers’ dynamic import failures', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('allows a reload when none happened or the last is a minute old', () => {
    expect(mayReload(null, 1000)).toBe(true);
    expect(mayReload(0, CHUNK_RELOAD_MIN_INTERVAL_MS)).toBe(true);
    expect(mayReload(1, CHUNK_RELOAD_MIN_INTERVAL_MS)).toBe(false);
  });

  it('reloads once, remembers when, and refuses again within the minute', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 5_000_000;
    const env = { storage, reload, now: () => now };
    expect(reloadAfterChunkError(env)).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('5000000');
    now += CHUNK_RELOAD_MIN_INTERVAL_MS - 1;
    expect(reloadAfterChunkError(env)).toBe(false);
    now += 1;
    expect(reloadAfterChunkError(env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads without session storage', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkError({ storage: null, reload, now: () => 1 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
