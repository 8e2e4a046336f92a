import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { Database } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';
import { createMailTransport, createQueuedMailer, MAIL_QUEUE, workMail } from './mail.ts';
import { createJobQueue, type JobQueue, jobIdOf, type QueuedJob } from './queue.ts';

let database: Database;
let queue: JobQueue;
const errors: Error[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  queue = createJobQueue(database, {
    onError: (error) => errors.push(error),
    policies: { 'test.flaky': { retryLimit: 1, retryDelaySeconds: 60 } },
  });
  await queue.start();
  await workMail(queue, createMailTransport({ db: database.db, mailFrom: 'x@example.org' }));
});
afterAll(async () => {
  await queue.stop();
  await database.close();
  expect(errors).toEqual([]);
});

const mail = (to: string, key?: string) => ({
  school: null,
  to,
  subject: 'Hi',
  text: 'Hi',
  html: '<p>Hi</p>',
  key,
});
const outboxFor = (to: string) =>
  database.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));

/** A handler that records the jobs it ran and resolves `next` on each. */
function recorder<T>() {
  const ran: { job: QueuedJob<T>; at: number }[] = [];
  let wake: () => void = () => undefined;
  return {
    ran,
    handler: async (job: QueuedJob<T>) => {
      ran.push({ job, at: Date.now() });
      wake();
    },
    next: () => new Promise<void>((resolve) => (wake = resolve)),
  };
}

describe('job queue (pg-boss)', () => {
  it('sends one mail for two sends with one idempotency key', async () => {
    const mailer = createQueuedMailer(queue);
    await mailer.send(mail('twice@example.org', 'welcome:42'));
    await mailer.send(mail('twice@example.org', 'welcome:42'));
    await mailer.sendMany([mail('twice@example.org', 'welcome:42')]);
    await queue.drain([MAIL_QUEUE]);
    expect(await outboxFor('twice@example.org')).toHaveLength(1);
  });

  it('sends one mail per message without a key', async () => {
    const mailer = createQueuedMailer(queue);
    await mailer.sendMany([mail('many@example.org'), mail('many@example.org')]);
    await mailer.send(mail('many@example.org'));
    await queue.drain([MAIL_QUEUE]);
    expect(await outboxFor('many@example.org')).toHaveLength(3);
  });

  it('stores one outbox row per key when a delivery is repeated (a retried batch)', async () => {
    const transport = createMailTransport({ db: database.db, mailFrom: 'x@example.org' });
    const job = { key: 'retried:1', message: mail('retried@example.org') };
    await transport.deliver([job]);
    await transport.deliver([job, { key: 'retried:2', message: mail('retried@example.org') }]);
    expect(await outboxFor('retried@example.org')).toHaveLength(2);
  });

  it('does not run a job before its date, and runs it after', async () => {
    const later = recorder<{ n: number }>();
    await queue.work('test.later', later.handler);
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const id = await queue.send('test.later', { n: 1 }, { startAfter: tomorrow });
    await queue.drain(['test.later']);
    expect(later.ran).toEqual([]);
    expect((await queue.boss.getJobById('test.later', id ?? ''))?.state).toBe('created');

    const soon = new Date(Date.now() + 1000);
    const ran = later.next();
    await queue.send('test.later', { n: 2 }, { startAfter: soon });
    await ran;
    expect(later.ran.map((r) => r.job.data)).toEqual([{ n: 2 }]);
    expect(later.ran[0]?.at).toBeGreaterThanOrEqual(soon.getTime());
  });

  it('registers a cron schedule once, and replaces it when registered again', async () => {
    await queue.schedule('test.sweep', '*/5 * * * *');
    await queue.schedule('test.sweep', '0 3 * * *', { scope: 'all' });
    const schedules = await queue.boss.getSchedules();
    expect(schedules.filter((s) => s.name === 'test.sweep')).toMatchObject([
      { name: 'test.sweep', cron: '0 3 * * *', timezone: 'UTC', data: { scope: 'all' } },
    ]);
  });

  it('retries only the failing job of a batch', async () => {
    const seen: string[] = [];
    await queue.work<{ ok: boolean; name: string }>('test.flaky', async ({ data }) => {
      seen.push(data.name);
      if (!data.ok) throw new Error('refused');
    });
    await queue.sendMany('test.flaky', [
      { data: { ok: true, name: 'a' }, key: 'a' },
      { data: { ok: false, name: 'b' }, key: 'b' },
      { data: { ok: true, name: 'c' }, key: 'c' },
    ]);
    await queue.drain(['test.flaky']);
    const state = async (key: string) =>
      (await queue.boss.getJobById('test.flaky', jobIdOf('test.flaky', key)))?.state;
    expect(seen.sort()).toEqual(['a', 'b', 'c']);
    expect([await state('a'), await state('b'), await state('c')]).toEqual([
      'completed',
      'retry',
      'completed',
    ]);
  });
});
