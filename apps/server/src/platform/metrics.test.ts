import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestContext } from '../../test/app.ts';
import { buildSchool } from '../../test/factories.ts';

/*
 * Issue 35 item 5: nothing measured the running server. With METRICS_TOKEN set, /metrics
 * gives Prometheus the request latency by route pattern, the job queues, live connections,
 * pool use and the process's own figures; without the token it is refused, and without
 * METRICS_TOKEN there is no such route.
 */

const TOKEN = 'metrics-token-for-tests';

describe('GET /metrics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ metricsToken: TOKEN });
    await buildSchool(ctx.database.db, { subdomain: 'gauge' });
  });
  afterAll(() => ctx.close());

  const scrape = (authorization?: string) =>
    ctx.app.inject({
      url: '/metrics',
      headers: { host: '10.0.0.9:3000', ...(authorization ? { authorization } : {}) },
    });

  it('is refused 401 {"detail"} without the Bearer token, or with another', async () => {
    for (const header of [undefined, 'Bearer wrong', TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(header);
      expect(res.statusCode, header).toBe(401);
      expect(res.json(), header).toEqual({ detail: expect.any(String) });
    }
  });

  it('gives latency by route pattern and status class, queues, pools and the event loop', async () => {
    for (const id of [1, 2]) {
      await ctx.app.inject({
        url: `/api/users/${id}/profile/`,
        headers: { host: hostOf('gauge') },
      });
    }
    await ctx.app.inject({
      url: '/api/schools/gauge/details/',
      headers: { host: hostOf('gauge') },
    });
    // A job nobody works here, due now: waiting in its queue.
    await ctx.app.queue.send('metrics-test', { n: 1 });

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/schools\/:subdomain\/details\/",status="2xx"\} 1/,
    );
    // One series for both users: the pattern, never the raw URL.
    expect(text).toMatch(/route="\/api\/users\/:id\/profile\/",status="[24]xx"\} 2\n/);
    expect(text).not.toContain('/api/users/1/');
    expect(text).toContain('alumni_queue_stats_up 1');
    expect(text).toMatch(/alumni_queue_jobs\{queue="metrics-test",state="waiting"\} 1/);
    expect(text).toMatch(/alumni_queue_oldest_waiting_seconds\{queue="metrics-test"\} [\d.e-]+/);
    expect(text).toMatch(/alumni_live_connections\{kind="sse"\} 0/);
    expect(text).toMatch(/alumni_live_connections\{kind="websocket"\} 0/);
    if (ctx.database.kind === 'postgres') {
      expect(text).toMatch(/alumni_pg_pool_connections\{pool="app",state="waiting"\} 0/);
    }
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds [\d.e-]+/);
    expect(text).toMatch(/process_cpu_seconds_total [\d.e-]+/);
  });
});

describe('without METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ metricsToken: undefined });
  });
  afterAll(() => ctx.close());

  it('there is no /metrics', async () => {
    const res = await ctx.app.inject({ url: '/metrics', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(404);
  });
});
