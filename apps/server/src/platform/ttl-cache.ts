/**
 * A small in-memory cache of promises with a time to live (ms). Concurrent callers of a
 * missing key share one load; a failed load is forgotten at once. With `ttlMs` 0 nothing
 * is kept (tests that edit rows directly).
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: Promise<V>; expiresAt: number }>();

  constructor(private readonly ttlMs: number) {}

  /** The cached value of `key`, or the result of `load()`, kept for the TTL. */
  get(key: K, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = load();
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** Forgets one key (after a write that changes it). */
  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
