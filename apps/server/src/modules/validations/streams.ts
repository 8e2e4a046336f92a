import type { ServerResponse } from 'node:http';

/**
 * The live streams one instance holds, per user (issue 12 item 7: one user could hold
 * thousands, 2,000 ≈ 86 MB). A user keeps at most MAX_STREAMS_PER_USER here: opening one
 * more ends their oldest, whose browser tab reconnects if it is still open. Across instances
 * each counts its own.
 */

/** Live streams one user may hold on one instance (a few tabs and devices). */
export const MAX_STREAMS_PER_USER = 10;

export class LiveStreams {
  /** Per user, their streams oldest first (a Map keeps insertion order), each with its cleanup. */
  readonly #byUser = new Map<number, Map<ServerResponse, () => void>>();

  /**
   * Records `res` as a stream of `userId`, ending their oldest ones beyond the cap first.
   * `cleanup` (unsubscribe, stop the heartbeat) runs once, however the stream ends. Returns
   * the function that ends it on the server's side, or forgets it once the client left.
   */
  add(userId: number, res: ServerResponse, cleanup: () => void): () => void {
    let own = this.#byUser.get(userId);
    if (!own) {
      own = new Map();
      this.#byUser.set(userId, own);
    }
    while (own.size >= MAX_STREAMS_PER_USER) {
      const oldest = own.keys().next().value;
      if (!oldest) break;
      own.get(oldest)?.();
    }
    let done = false;
    const end = () => {
      if (done) return;
      done = true;
      own.delete(res);
      if (!own.size && this.#byUser.get(userId) === own) this.#byUser.delete(userId);
      cleanup();
      if (!res.writableEnded) res.end();
    };
    own.set(res, end);
    return end;
  }

  /** How many streams `userId` holds here. */
  count(userId: number): number {
    return this.#byUser.get(userId)?.size ?? 0;
  }

  /** Ends every stream (the server is stopping and must not wait for them). */
  endAll(): void {
    for (const own of [...this.#byUser.values()]) for (const end of [...own.values()]) end();
  }
}
