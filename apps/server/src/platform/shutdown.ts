import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** Closes what outlives the app: the database pools (main.ts). */
  closeRest: () => Promise<void>;
  /** The whole shutdown's cap (ms, config.shutdownTimeoutMs): past it the process exits 1. */
  timeoutMs: number;
  /** Ends the process (process.exit; tests pass their own). */
  exit?: (code: number) => void;
}

/**
 * Graceful shutdown (issue 35 item 2), on the first SIGTERM or SIGINT:
 * 1. /readyz answers 503 at once (platform/health.ts), so that a proxy stops sending;
 * 2. `app.close()`: live SSE streams are ended and chat sockets closed with 1001 (their
 *    clients reconnect, to another instance), the server stops accepting connections and
 *    waits for the requests in flight; then the onClose hooks: running jobs get half the
 *    cap to finish before pg-boss gives them back to their queue (queue.ts `stop`), Redis
 *    and the mail transport close;
 * 3. `closeRest` (the database pools), then exit 0.
 * Past `timeoutMs` the process exits 1 whatever is left. A second signal changes nothing.
 * Returns the function that runs it (what the signals call).
 */
export function installShutdown(
  app: FastifyInstance,
  opts: ShutdownOptions,
): (signal: string) => Promise<void> {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let started = false;
  const shutdown = async (signal: string) => {
    if (started) return;
    started = true;
    const begun = Date.now();
    app.health.startDraining();
    app.log.info({ signal, timeoutMs: opts.timeoutMs }, 'shutting down');
    const cap = setTimeout(() => {
      app.log.error({ ms: Date.now() - begun }, 'shutdown took too long: exiting anyway');
      exit(1);
    }, opts.timeoutMs);
    // The cap must not be what keeps the process alive once everything closed.
    cap.unref();
    try {
      await app.close();
      await opts.closeRest();
      app.log.info({ ms: Date.now() - begun }, 'shut down');
      clearTimeout(cap);
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      clearTimeout(cap);
      exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  return shutdown;
}
