import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { waitFor } from '../../test/poll.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';
import {
  createMailTransport,
  createQueuedMailer,
  MAIL_JOB_MESSAGES,
  MAIL_QUEUE,
  type MailJobData,
  type MailMessage,
  messagesOf,
  workMail,
} from './mail.ts';
import { createJobQueue, type JobQueue, jobIdOf } from './queue.ts';

const message = (to: string, key?: string): MailMessage => ({
  school: null,
  to,
  subject: 'Hello',
  text: 'Hello',
  html: '<p>Hello</p>',
  key,
});

// The job expires 3 s after it started: long enough for the test to kill the worker
// first, short enough for the test to wait for it.
const KILL_POLICY = { [MAIL_QUEUE]: { expireInSeconds: 3, retryDelaySeconds: 1 } };

const onError = (error: Error) => process.stderr.write(`job queue error: ${error.message}\n`);

/** Starts the worker process and resolves with the first line it prints that matches. */
function startWorker(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '../../test/mail-worker-process.ts')],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines: string[] = [];
  const waiters: { match: RegExp; resolve: (line: string) => void }[] = [];
  let buffer = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      for (const w of waiters.filter((w) => w.match.test(line))) w.resolve(line);
    }
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  const line = (match: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const seen = lines.find((l) => match.test(l));
      if (seen) return resolve(seen);
      waiters.push({ match, resolve });
      void exited.then(() => reject(new Error(`worker exited before printing ${match}`)));
    });
  return { child, line, exited };
}

async function jobState(queue: JobQueue, key: string) {
  const job = await queue.boss.getJobById(MAIL_QUEUE, jobIdOf(MAIL_QUEUE, key));
  return { state: job?.state, retryCount: job?.retryCount };
}

const outboxRows = (database: Database, key: string) =>
  database.db.select().from(outboxMessages).where(eq(outboxMessages.idempotencyKey, key));

describe('mail through the job queue: a worker killed mid-send', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  // Acceptance (architecture issue, job queue): a mail job killed with kill -9 after the
  // transport stored the message, before the job completed, is retried by another worker
  // and the message is stored exactly once.
  it('is retried after expiry and the message is sent exactly once', async () => {
    const onPostgres = Boolean(process.env.DATABASE_URL);
    // PGlite is one process's database: there the two workers take turns on one data folder.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-kill-'));
    const open = async () => {
      const database = onPostgres ? await createTestDatabase() : await openDatabase({ dataDir });
      if (!onPostgres) await database.migrate();
      return database;
    };
    let database = await open();
    let queue = createJobQueue(database, { onError, policies: KILL_POLICY });
    try {
      await queue.start();
      await createQueuedMailer(queue).send(message('killed@example.org', 'kill-test'));
      if (!onPostgres) {
        await queue.stop();
        await database.close();
      }

      const worker = startWorker(
        onPostgres ? { DATABASE_URL: database.url ?? '' } : { DATABASE_URL: '', DATA_DIR: dataDir },
      );
      child = worker.child;
      await worker.line(/^delivered kill-test$/);
      child.kill('SIGKILL');
      expect(await worker.exited).toBe('SIGKILL');

      if (!onPostgres) {
        database = await open();
        queue = createJobQueue(database, { onError, policies: KILL_POLICY });
        await queue.start();
      }
      // Killed mid-send: the message is stored but the job is still active.
      expect(await outboxRows(database, 'kill-test')).toHaveLength(1);
      expect(await jobState(queue, 'kill-test')).toMatchObject({ state: 'active', retryCount: 0 });

      // A new worker; the active job comes back once it has expired (maintenance fails it).
      await workMail(queue, createMailTransport({ db: database.db, mailFrom: 'x@example.org' }));
      const expired = () => queue.boss.expire().then(() => jobState(queue, 'kill-test'));
      await waitFor(expired, (job) => job.state !== 'active');
      const done = await waitFor(
        () => jobState(queue, 'kill-test'),
        (job) => job.state === 'completed',
      );
      expect(done).toEqual({ state: 'completed', retryCount: 1 });
      expect(await outboxRows(database, 'kill-test')).toHaveLength(1);
    } finally {
      await queue.stop();
      await database.close();
    }
  }, 60_000);
});

describe('many messages through the job queue (issue 16 item 4)', () => {
  it('puts 50 messages in a job, and stores each once however often the batch is queued', async () => {
    const database = await createTestDatabase();
    const queue = createJobQueue(database, { onError });
    try {
      await queue.start();
      const mailer = createQueuedMailer(queue);
      const messages = Array.from({ length: 120 }, (_, i) =>
        message(`m${i}@example.org`, `batch-test:${i}`),
      );
      await mailer.sendMany(messages);
      await mailer.sendMany(messages);
      const { rows } = await queue.boss
        .getDb()
        .executeSql(`select data from pgboss.job where name = $1 order by created_on`, [
          MAIL_QUEUE,
        ]);
      const sizes = (rows as { data: MailJobData }[]).map((r) => messagesOf(r.data).length);
      expect(sizes.sort((a, b) => b - a)).toEqual([MAIL_JOB_MESSAGES, MAIL_JOB_MESSAGES, 20]);
      await workMail(queue, createMailTransport({ db: database.db, mailFrom: 'x@example.org' }));
      await queue.drain([MAIL_QUEUE]);
      const stored = await database.db.select().from(outboxMessages);
      expect(stored).toHaveLength(120);
      expect(new Set(stored.map((row) => row.to)).size).toBe(120);
    } finally {
      await queue.stop();
      await database.close();
    }
  }, 60_000);
});
