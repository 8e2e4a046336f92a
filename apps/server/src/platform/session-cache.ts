import type { userRoles, users } from '../db/schema/index.ts';
import type { DatabaseListener } from '../db/types.ts';

/** The PostgreSQL channel the `auth_changed` triggers notify (migration 0014). */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';

/** What a session lookup found: the user, their roles in every school, the session's dates. */
export interface FoundSession {
  user: typeof users.$inferSelect;
  roles: (typeof userRoles.$inferSelect)[];
  lastSeenAt: Date;
  expiresAt: Date;
}

/** Sessions kept per instance; the oldest go first. */
const MAX_ENTRIES = 10_000;
/** Wait before listening again after the listening connection dropped (ms). */
const RELISTEN_DELAY_MS = 1_000;

/**
 * The sessions one instance has looked up (issue 16: `/me` and every signed-in request
 * skip the lookup's round trip). An entry is forgotten the moment its user, their roles,
 * their sessions or any school change, whoever changed them: triggers notify
 * `auth_changed` on commit (migration 0014) and every instance listens. Nothing is cached
 * while the listening connection is down, and a lookup that a notification overtook is not
 * cached (it may have read the old row). After a write request, `settled()` waits until the
 * request's own notifications have arrived, so the same instance never answers from a
 * session the request just changed.
 */
export class SessionCache {
  readonly #entries = new Map<string, { session: FoundSession; storedAt: number }>();
  readonly #keysByUser = new Map<number, Set<string>>();
  /** Facts derived from a user's rows (`remember`), per user and name. */
  readonly #facts = new Map<number, Map<string, { value: unknown; storedAt: number }>>();
  #generation = 0;
  #listener: DatabaseListener | null = null;
  #closed = false;
  #retry: NodeJS.Timeout | undefined;

  /** `ttlMs`: how long an entry is trusted at most, even with no notification; 0 keeps none. */
  constructor(private readonly ttlMs = 60_000) {}

  /** A counter moved by every notification: pass it from before a lookup to `set`. */
  get generation(): number {
    return this.#generation;
  }

  /** Whether entries are kept (the listening connection is up). */
  get live(): boolean {
    return this.#listener !== null;
  }

  /** The live, unexpired session under `key` (subdomain and session id), or undefined. */
  get(key: string, now = Date.now()): FoundSession | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt > this.ttlMs || entry.session.expiresAt.getTime() <= now) {
      this.#forget(key, entry.session.user.id);
      return undefined;
    }
    return entry.session;
  }

  /** Keeps `session` under `key` unless a notification came since `generation` was read. */
  set(key: string, session: FoundSession, generation: number): void {
    if (!this.live || generation !== this.#generation) return;
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.entries().next().value;
      if (oldest) this.#forget(oldest[0], oldest[1].session.user.id);
    }
    this.#entries.set(key, { session, storedAt: Date.now() });
    let keys = this.#keysByUser.get(session.user.id);
    if (!keys) {
      keys = new Set();
      this.#keysByUser.set(session.user.id, keys);
    }
    keys.add(key);
  }

  /** Applies an `auth_changed` payload: user ids separated by commas, or `*` for everyone. */
  changed(payload: string): void {
    this.#generation++;
    if (payload === '*') {
      this.#clear();
      return;
    }
    for (const id of payload.split(',')) {
      const userId = Number(id);
      for (const key of this.#keysByUser.get(userId) ?? []) this.#entries.delete(key);
      this.#keysByUser.delete(userId);
      this.#facts.delete(userId);
    }
  }

  /**
   * A fact about user `userId` that only changes with rows whose changes notify
   * `auth_changed` for them (migrations 0014 and 0053: their terms acceptances, their erasure
   * requests, a school's terms versions), kept under `name` until such a change or the TTL,
   * like their sessions; `load` reads it when it is not kept. Issue 35 item 4: `/me` with no
   * query. The name must hold whatever else the fact depends on (e.g. the school's id).
   * Returns the fact; `load`'s error is thrown and nothing is kept.
   */
  async remember<T>(userId: number, name: string, load: () => Promise<T>): Promise<T> {
    const kept = this.#facts.get(userId)?.get(name);
    if (kept && Date.now() - kept.storedAt <= this.ttlMs) return kept.value as T;
    const generation = this.#generation;
    const value = await load();
    // As `set`: a notification that came meanwhile may concern what `load` read.
    if (!this.live || generation !== this.#generation) return value;
    let facts = this.#facts.get(userId);
    if (!facts) {
      if (this.#facts.size >= MAX_ENTRIES) {
        const oldest = this.#facts.keys().next().value;
        if (oldest !== undefined) this.#facts.delete(oldest);
      }
      facts = new Map();
      this.#facts.set(userId, facts);
    }
    facts.set(name, { value, storedAt: Date.now() });
    return value;
  }

  /**
   * Starts listening with `listen` (Database.listen), and again a second after the
   * connection drops, until `close()`. Resolves after the first attempt; a failure is given to
   * `onError` and the cache stays empty until a later attempt succeeds.
   */
  async start(
    listen: (
      channel: string,
      onNotify: (payload: string) => void,
      onLost: () => void,
    ) => Promise<DatabaseListener>,
    onError: (error: unknown) => void,
  ): Promise<void> {
    if (this.#closed || this.ttlMs === 0) return;
    try {
      const listener = await listen(
        AUTH_CHANGED_CHANNEL,
        (payload) => this.changed(payload),
        () => {
          this.#listener = null;
          this.changed('*');
          this.#relisten(listen, onError);
        },
      );
      if (this.#closed) await listener.close();
      else this.#listener = listener;
    } catch (error) {
      onError(error);
      this.#relisten(listen, onError);
    }
  }

  /** Resolves once the notifications of every change committed before the call arrived. */
  async settled(): Promise<void> {
    await this.#listener?.sync().catch(() => this.changed('*'));
  }

  /** Stops listening and forgets everything. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const listener = this.#listener;
    this.#listener = null;
    this.#clear();
    await listener?.close();
  }

  #relisten(listen: Parameters<SessionCache['start']>[0], onError: (error: unknown) => void) {
    if (this.#closed) return;
    this.#retry = setTimeout(() => void this.start(listen, onError), RELISTEN_DELAY_MS);
    this.#retry.unref();
  }

  #forget(key: string, userId: number): void {
    this.#entries.delete(key);
    const keys = this.#keysByUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.#keysByUser.delete(userId);
  }

  #clear(): void {
    this.#entries.clear();
    this.#keysByUser.clear();
    this.#facts.clear();
  }
}
