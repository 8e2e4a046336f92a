import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';
import { requestLocale } from './locale.ts';
import { messagesFor } from './messages.ts';
import type { JobQueue } from './queue.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * true: the route answers on any Host (an IP address, the bare base domain, a proxy's
     * own name), not only a school's: the probes and the metrics (tenancy.ts skips it).
     */
    anyHost?: boolean;
  }
  interface FastifyInstance {
    /** The readiness probe's state; see platform/health.ts. */
    health: Health;
  }
}

/** What a part of the service answered the readiness probe: `ok`, or why not. */
export type CheckResult = 'ok' | 'timeout' | 'down' | 'draining';

export interface Health {
  /** True from `startDraining` on: /readyz answers 503 at once (platform/shutdown.ts). */
  readonly draining: boolean;
  /** Marks the instance as going away, so that a proxy stops sending it new requests. */
  startDraining(): void;
  /** Runs every check (each capped at the probe's timeout); `ok` when all answered. */
  check(): Promise<{ ok: boolean; checks: Record<string, CheckResult> }>;
}

export interface HealthOptions {
  database: Pick<Database, 'app' | 'executeSql'>;
  queue: Pick<JobQueue, 'boss'>;
  /** The app's Redis connection when REDIS_URL is set, else null (no Redis check). */
  redis: Pick<Redis, 'status' | 'ping'> | null;
  /** How long each check may take before it counts as failed (ms; default 1,000). */
  timeoutMs?: number;
}

/** `work`'s outcome, or `timeout` once `ms` have passed first; `down` when it throws. */
async function within(ms: number, work: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([work().then((): CheckResult => 'ok'), late]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The probes (issue 35 item 1), on any Host, never rate-limited, logged only at warn:
 * - `GET /healthz`: 200 `{"status":"ok"}` while the process runs its event loop; touches
 *   nothing (a liveness probe that fails on a database outage would restart healthy
 *   instances in a loop).
 * - `GET /readyz`: 200 `{"status":"ok","checks":{…}}` when the app's database pool, the
 *   job queue's pool and Redis (when configured) each answer within `timeoutMs`; else 503
 *   `{"detail","checks"}` naming each part's result (`timeout`, `down`, `draining`). From
 *   shutdown on it answers 503 at once (`draining`), so that a proxy stops sending.
 * docs/operations.md "Health, shutdown and alerts".
 */
export const healthPlugin = fp(
  async (app: FastifyInstance, opts: HealthOptions) => {
    const timeoutMs = opts.timeoutMs ?? 1000;
    let draining = false;
    const health: Health = {
      get draining() {
        return draining;
      },
      startDraining() {
        draining = true;
      },
      async check() {
        const parts: [string, () => Promise<unknown>][] = [
          // The app's own pool (alumni_app role): the one requests wait on.
          ['database', () => opts.database.app.execute(sql`select 1`)],
          ['queue', () => opts.queue.boss.getDb().executeSql('select 1', [])],
        ];
        const { redis } = opts;
        if (redis) {
          // ioredis queues commands while disconnected: say `down` rather than wait.
          parts.push([
            'redis',
            () => (redis.status === 'ready' ? redis.ping() : Promise.reject(new Error('down'))),
          ]);
        }
        const results = await Promise.all(
          parts.map(async ([name, work]) => [name, await within(timeoutMs, work)] as const),
        );
        const checks: Record<string, CheckResult> = Object.fromEntries(results);
        return { ok: results.every(([, result]) => result === 'ok'), checks };
      },
    };
    app.decorate('health', health);

    const routeOptions = { config: { anyHost: true }, logLevel: 'warn' as const };
    app.get('/healthz', routeOptions, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ status: 'ok' }),
    );
    app.get('/readyz', routeOptions, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = draining
        ? { ok: false, checks: { instance: 'draining' as CheckResult } }
        : await health.check();
      if (result.ok) return reply.send({ status: 'ok', checks: result.checks });
      const failed = Object.entries(result.checks)
        .filter(([, value]) => value !== 'ok')
        .map(([name, value]) => `${name} ${value}`)
        .join(', ');
      request.log.warn({ checks: result.checks }, 'not ready');
      return reply.status(503).send({
        detail: `${messagesFor(requestLocale(request)).notReady} (${failed})`,
        checks: result.checks,
      });
    });
  },
  { name: 'health' },
);
