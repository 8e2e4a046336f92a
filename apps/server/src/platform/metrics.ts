import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { unauthorized } from './errors.ts';
import type { JobQueue } from './queue.ts';

/** A pg pool's counters, as node-postgres keeps them. */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface MetricsOptions {
  /** The Bearer token scrapers send (config.metricsToken). */
  token: string;
  queue: Pick<JobQueue, 'boss'>;
  /** The database's pools by name (PostgreSQL only; none on the embedded database). */
  pools: Database['pools'];
  /** Open WebSockets now (the chat sockets). */
  sockets: () => number;
}

/** Per queue: jobs due and waiting, running, and the age of the oldest waiting (seconds). */
const QUEUE_SQL = `
  select name,
    count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as waiting,
    count(*) filter (where state = 'active')::int as active,
    coalesce(extract(epoch from now() - min(created_on)
      filter (where state in ('created', 'retry') and start_after <= now())), 0)::float as oldest
  from pgboss.job where state < 'completed' group by name`;

/** The live event stream's route (GET /api/events/user/{userId}/): open ones are counted. */
const STREAM_ROUTE = /\/events\/user\/:userId\/$/;

/** True when `header` is `Bearer <token>`; compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(header ?? ''), digest(`Bearer ${token}`));
}

/**
 * Prometheus metrics (issue 35 item 5), served at `GET /metrics` on any host to a scraper
 * that sends `Authorization: Bearer <METRICS_TOKEN>` (401 `{"detail"}` otherwise); without
 * METRICS_TOKEN this plugin is not registered and nothing is measured. Per request: one
 * histogram observation (`http_request_duration_seconds` by method, route pattern and status
 * class). On each scrape: job queue depth and oldest age (one grouped query on pg-boss's
 * table), open SSE streams and WebSockets, pg pool use, and prom-client's process metrics
 * (CPU, memory, handles, GC, event-loop delay from monitorEventLoopDelay).
 * docs/operations.md "Health, shutdown and alerts" lists the metrics and their alerts.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: MetricsOptions) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status class',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 10],
      registers: [registry],
    });
    let streams = 0;
    new Gauge({
      name: 'alumni_live_connections',
      help: 'Open live connections, by kind (sse, websocket)',
      labelNames: ['kind'] as const,
      registers: [registry],
      collect() {
        this.set({ kind: 'sse' }, streams);
        this.set({ kind: 'websocket' }, opts.sockets());
      },
    });
    const poolGauge = new Gauge({
      name: 'alumni_pg_pool_connections',
      help: 'PostgreSQL pool connections, by pool (app, owner) and state (total, idle, waiting)',
      labelNames: ['pool', 'state'] as const,
      registers: [registry],
      collect() {
        for (const [pool, counts] of Object.entries(opts.pools ?? {})) {
          this.set({ pool, state: 'total' }, counts.totalCount);
          this.set({ pool, state: 'idle' }, counts.idleCount);
          this.set({ pool, state: 'waiting' }, counts.waitingCount);
        }
      },
    });
    void poolGauge;
    const depth = new Gauge({
      name: 'alumni_queue_jobs',
      help: 'Jobs per queue, by state (waiting: due and not taken; active: running)',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
    });
    const age = new Gauge({
      name: 'alumni_queue_oldest_waiting_seconds',
      help: 'Age of the oldest job due and not taken, per queue (0 when none waits)',
      labelNames: ['queue'] as const,
      registers: [registry],
    });
    const queueUp = new Gauge({
      name: 'alumni_queue_stats_up',
      help: '1 when the queue figures of this scrape could be read, else 0',
      registers: [registry],
    });

    /** Reads the queue figures; a failure leaves them out of this scrape (queueUp 0). */
    async function sampleQueues() {
      try {
        const { rows } = await opts.queue.boss.getDb().executeSql(QUEUE_SQL, []);
        depth.reset();
        age.reset();
        for (const row of rows as {
          name: string;
          waiting: number;
          active: number;
          oldest: number;
        }[]) {
          depth.set({ queue: row.name, state: 'waiting' }, row.waiting);
          depth.set({ queue: row.name, state: 'active' }, row.active);
          age.set({ queue: row.name }, row.oldest);
        }
        queueUp.set(1);
      } catch {
        queueUp.set(0);
      }
    }

    app.addHook('onRequest', (request, _reply, done) => {
      if (STREAM_ROUTE.test(request.routeOptions.url ?? '')) {
        streams++;
        request.raw.once('close', () => {
          streams--;
        });
      }
      done();
    });
    app.addHook('onResponse', (request: FastifyRequest, reply, done) => {
      duration.observe(
        {
          method: request.method,
          // The pattern, never the raw URL (one series per route, not per id).
          route: request.routeOptions.url ?? 'unmatched',
          status: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    app.get('/metrics', { config: { anyHost: true }, logLevel: 'warn' }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, opts.token)) throw unauthorized();
      await sampleQueues();
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  },
  { name: 'metrics' },
);
