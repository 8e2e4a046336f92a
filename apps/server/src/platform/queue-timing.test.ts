import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { waitFor } from '../../test/poll.ts';
import { loadConfig } from '../config.ts';
import { BULK_RUN_JOB } from './bulk-operations.ts';
import { createJobQueue, type JobQueue } from './queue.ts';

/**
 * The job queue's timing knobs (QUEUE_EXPIRE_SECONDS, QUEUE_RETRY_DELAY_SECONDS,
 * QUEUE_MAINTENANCE_SECONDS; issue 35 item 2): production keeps pg-boss's minute, the fault
 * suite shortens them so that a killed instance's jobs are taken again within seconds.
 */

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe('job queue timing', () => {
  it('reads the three knobs, a minute, 10 s and a minute by default', () => {
    const defaults = loadConfig({});
    expect([
      defaults.queueExpireSeconds,
      defaults.queueRetryDelaySeconds,
      defaults.queueMaintenanceSeconds,
    ]).toEqual([60, 10, 60]);
    const short = loadConfig({
      QUEUE_EXPIRE_SECONDS: '5',
      QUEUE_RETRY_DELAY_SECONDS: '1',
      QUEUE_MAINTENANCE_SECONDS: '2',
    });
    expect([
      short.queueExpireSeconds,
      short.queueRetryDelaySeconds,
      short.queueMaintenanceSeconds,
    ]).toEqual([5, 1, 2]);
    expect(() => loadConfig({ QUEUE_EXPIRE_SECONDS: '0' })).toThrow(/queueExpireSeconds/);
  });

  it('declares the app’s queues with them; a queue’s own policy still wins', async () => {
    const ctx = await createTestApp({ queueExpireSeconds: 7, queueRetryDelaySeconds: 2 });
    cleanup.push(() => ctx.close());
    expect(ctx.app.queue.policyOf(BULK_RUN_JOB)).toEqual({
      retryLimit: 5,
      retryDelaySeconds: 2,
      expireInSeconds: 7,
    });
    const { rows } = (await ctx.database.db.execute(
      sql`select expire_seconds, retry_delay from pgboss.queue where name = ${BULK_RUN_JOB}`,
    )) as unknown as { rows: { expire_seconds: number; retry_delay: number }[] };
    expect(rows).toEqual([{ expire_seconds: 7, retry_delay: 2 }]);
    // The personal-data export (modules/personal-data/jobs.ts) declares 600 s of its own.
    expect(ctx.app.queue.policyOf('personal-data.export').expireInSeconds).toBe(600);
  });

  it('a job held by a dead worker runs again within seconds', async () => {
    const database = await createTestDatabase();
    cleanup.push(() => database.close());
    const timing = {
      onError: () => undefined,
      defaults: { expireInSeconds: 1, retryDelaySeconds: 1 },
      maintenanceIntervalSeconds: 1,
    };
    // Instance A takes the job and never finishes it (as if killed); B is another instance.
    const a: JobQueue = createJobQueue(database, timing);
    const b: JobQueue = createJobQueue(database, timing);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const takenBy: string[] = [];
    await a.start();
    cleanup.push(() => a.stop(1000));
    cleanup.push(async () => release());
    await a.work('test.held', async () => {
      takenBy.push('a');
      await held;
    });
    await a.send('test.held', {}, { key: 'held' });
    await waitFor(
      async () => takenBy.length,
      (n) => n === 1,
    );
    await b.start();
    cleanup.push(() => b.stop(1000));
    await b.work('test.held', async () => {
      takenBy.push('b');
    });
    // Expired, failed by maintenance and retried: taken again, by whichever instance polls
    // first. With the defaults (60 s expiry, maintenance every 60 s) about 2 minutes.
    await waitFor(
      async () => takenBy.length,
      (n) => n >= 2,
      { timeoutMs: 15_000 },
    );
  });
});
