/**
 * A round trip shared by every caller who needs one that STARTS after they asked: at most
 * one runs at a time, and callers arriving while it runs share the next one. The session
 * cache's `settled()` (a `select 1` on the listening connection, whose reply comes after the
 * notifications of everything committed before it was sent) is called by every write request:
 * one `select 1` each, queued on one connection, made writes wait on each other, and
 * node-postgres deprecates queueing queries on a client. Returns the function to call.
 */
export function coalesced(roundTrip: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const trip = roundTrip().finally(() => {
      if (running === trip) running = null;
    });
    running = trip;
    return trip;
  };
  return () => {
    if (!running) return start();
    if (!queued) {
      // Runs once the current trip ends, whatever its outcome.
      queued = running
        .catch(() => undefined)
        .then(() => {
          queued = null;
          return start();
        });
    }
    return queued;
  };
}
