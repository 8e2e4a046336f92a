/**
 * The chat sockets one instance holds, per user (issue 32 item 2: one connection per tab; the
 * same cap as the live streams of modules/validations/streams.ts). A user keeps at most
 * MAX_SOCKETS_PER_USER here: opening one more ends their oldest, whose tab reconnects and
 * resumes if it is still open. Across instances each counts its own.
 */

/** Chat sockets one user may hold on one instance (a few tabs and devices). */
export const MAX_SOCKETS_PER_USER = 10;

/** Why the registry ends a socket: a newer one of its user took its place, or the server stops. */
export type EndReason = 'replaced' | 'shutdown';

export class ChatConnections {
  /** Per user, their sockets oldest first (a Map keeps insertion order), each with its end. */
  readonly #byUser = new Map<number, Map<object, (why: EndReason) => void>>();

  /**
   * Records `socket` as one of `userId`'s, ending their oldest beyond the cap first. `end`
   * closes the socket (`replaced` or `shutdown`) and runs its cleanup; it is called at most
   * once from here. Returns the function that forgets the socket once it closed (idempotent).
   */
  add(userId: number, socket: object, end: (why: EndReason) => void): () => void {
    let own = this.#byUser.get(userId);
    if (!own) {
      own = new Map();
      this.#byUser.set(userId, own);
    }
    while (own.size >= MAX_SOCKETS_PER_USER) {
      const [oldest, endOldest] = own.entries().next().value ?? [];
      if (!oldest || !endOldest) break;
      own.delete(oldest);
      endOldest('replaced');
    }
    own.set(socket, end);
    return () => {
      if (!own.delete(socket)) return;
      if (!own.size && this.#byUser.get(userId) === own) this.#byUser.delete(userId);
    };
  }

  /** How many sockets `userId` holds here. */
  count(userId: number): number {
    return this.#byUser.get(userId)?.size ?? 0;
  }

  /** How many sockets this instance holds, all users together. */
  get size(): number {
    let total = 0;
    for (const own of this.#byUser.values()) total += own.size;
    return total;
  }

  /** Ends every socket (the server is stopping and must not wait for them). */
  endAll(): void {
    const all = [...this.#byUser.values()].flatMap((own) => [...own.values()]);
    this.#byUser.clear();
    for (const end of all) end('shutdown');
  }
}
