import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { buildSchool } from '../../../test/factories.ts';
import { HEADER, memberLine } from '../../../test/imports.ts';
import { waitFor } from '../../../test/poll.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { outboxMessages, userRoles, users, userTokens } from '../../db/schema/index.ts';
import {
  createMailTransport,
  createQueuedMailer,
  MAIL_QUEUE,
  workMail,
} from '../../platform/mail.ts';
import { createJobQueue, type JobQueue } from '../../platform/queue.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { applyInSchool } from './apply.service.ts';

/**
 * Issue 12 item 3, pinned: an import applied with invitations and killed (kill -9) right
 * after its commit left accounts without tokens and tokens without mail, and running it
 * again invited nobody. Now accounts, tokens and mail jobs commit together, batch by batch
 * (issue 16 item 4): the apply runs in a child process (test/import-apply-process.ts) killed
 * at several points, between batches included, then again here, and every member of the
 * file has received exactly one invitation.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);
const KILL_POLICY = { [MAIL_QUEUE]: { expireInSeconds: 3, retryDelaySeconds: 1 } };
const MEMBERS = 150;
const onError = (error: Error) => process.stderr.write(`job queue error: ${error.message}\n`);

const dir = mkdtempSync(path.join(tmpdir(), 'alumni-import-kill-'));
// PGlite is one process's database: the test and the child take turns on this folder.
const dataDir = path.join(dir, 'data');
let database: Database & { url?: string };
let school: SchoolRow;
let child: ChildProcess | undefined;

async function open() {
  if (onPostgres) return database;
  database = await openDatabase({ dataDir });
  return database;
}
async function closeForChild() {
  if (!onPostgres) await database.close();
}

beforeAll(async () => {
  database = onPostgres ? await createTestDatabase() : await openDatabase({ dataDir });
  if (!onPostgres) await database.migrate();
  school = await buildSchool(database.db);
  await closeForChild();
});
afterAll(async () => {
  if (!onPostgres) await open();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** A file of MEMBERS new members whose e-mails start with `prefix`. */
function memberFile(prefix: string) {
  const emails = Array.from({ length: MEMBERS }, (_, i) => `${prefix}.${i}@example.org`);
  const file = path.join(dir, `${prefix}.csv`);
  writeFileSync(file, `${HEADER}\n${emails.map((e) => memberLine(e)).join('\n')}\n`);
  return { file, emails };
}

/** Starts the apply in a child process and kills it (SIGKILL) once it prints `match`. */
async function applyAndKill(
  file: string,
  pause: string,
  match: RegExp,
  batch: { rows: number; pauseIn: number },
) {
  const env = {
    ...(onPostgres
      ? { DATABASE_URL: database.url ?? '' }
      : { DATABASE_URL: '', DATA_DIR: dataDir }),
    BATCH_ROWS: String(batch.rows),
    PAUSE_BATCH: String(batch.pauseIn),
  };
  child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '../../../test/import-apply-process.ts')],
    {
      env: { ...process.env, ...env, SCHOOL: school.subdomain, FILE: file, PAUSE: pause },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child?.on('exit', (_code, signal) => resolve(signal)),
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (match.test(output)) resolve();
    });
    void exited.then(() => reject(new Error(`child exited before ${match}: ${output}`)));
  });
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

/** How many outbox messages each of `emails` received. */
async function mailsPerRecipient(db: Database['db'], emails: string[]) {
  const rows = await db
    .select({ to: outboxMessages.to, n: count() })
    .from(outboxMessages)
    .where(inArray(outboxMessages.to, emails))
    .groupBy(outboxMessages.to);
  const counts = new Map(rows.map((r) => [r.to, r.n]));
  return emails.map((e) => counts.get(e) ?? 0);
}

/**
 * Applies the file again here with a mail worker, takes back the jobs a killed worker held
 * (expired after 3 s), and waits until every mail job is done.
 */
async function applyAgainAndDeliver(file: string) {
  const db = (await open()).db;
  const queue: JobQueue = createJobQueue(database, { onError, policies: KILL_POLICY });
  try {
    await queue.start();
    await workMail(queue, createMailTransport({ db, mailFrom: 'x@example.org' }));
    const result = await applyInSchool(
      db,
      school,
      { name: path.basename(file), content: readFileSync(file) },
      {
        userId: null,
        source: 'cli',
        invite: { mailer: createQueuedMailer(queue), origin: 'http://x.localhost:3000' },
      },
    );
    const active = () =>
      queue.boss
        .expire()
        .then(() =>
          db.execute(
            sql`select count(*)::int as n from pgboss.job where name = ${MAIL_QUEUE} and state = 'active'`,
          ),
        )
        .then((r) => (r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    await waitFor(active, (n) => n === 0, { timeoutMs: 60_000, intervalMs: 500 });
    await queue.drain([MAIL_QUEUE], 60_000);
    return result;
  } finally {
    await queue.stop();
  }
}

describe('invitations of an import killed with kill -9, then applied again', () => {
  it.each([
    ['inside its first batch, before it commits', 'batch', /in-batch/, 2000, 1],
    ['inside its second batch, the first committed', 'batch', /in-batch/, 50, 2],
    ['inside its last transaction (result and log)', 'transaction', /in-transaction/, 2000, 0],
    ['right after the commit, before any mail is delivered', 'committed', /committed/, 2000, 0],
    [
      'after a first batch of mail was stored, before its jobs completed',
      'delivery',
      /delivered \d+/,
      2000,
      0,
    ],
  ])(
    'killed %s: every member is invited exactly once',
    async (_when, pause, match, rows, pauseIn) => {
      const { file, emails } = memberFile(`kill-${pause}-${pauseIn}`);
      await applyAndKill(file, pause, match, { rows, pauseIn });
      const db = (await open()).db;
      const accountsOf = async () => {
        const [row] = await db
          .select({ n: count() })
          .from(users)
          .where(inArray(users.email, emails));
        return row?.n ?? 0;
      };
      // Each batch wrote all of its members or none: accounts, tokens and mail jobs.
      const written = await accountsOf();
      if (pause !== 'batch') expect(written).toBe(MEMBERS);
      else if (pauseIn === 1) expect(written).toBe(0);
      else {
        expect(written).toBeGreaterThan(0);
        expect(written).toBeLessThan(MEMBERS);
      }
      const [tokens] = await db
        .select({ n: count() })
        .from(userTokens)
        .innerJoin(users, eq(users.id, userTokens.userId))
        .where(inArray(users.email, emails));
      expect(tokens?.n).toBe(written);
      await closeForChild();

      const again = await applyAgainAndDeliver(file);
      expect(again).toMatchObject({ created: MEMBERS - written, invited: MEMBERS - written });
      const db2 = (await open()).db;
      expect(await mailsPerRecipient(db2, emails)).toEqual(emails.map(() => 1));
      await closeForChild();
    },
    240_000,
  );

  it('invites the accounts an older, interrupted import left without any invitation', async () => {
    const { file, emails } = memberFile('legacy');
    const db = (await open()).db;
    // What the old code left after a crash: accounts and roles without tokens; a third of
    // those members have activated their account since (through "forgot password").
    const active = MEMBERS / 3;
    const created = await db
      .insert(users)
      .values(
        emails.map((email, i) => ({
          email,
          firstName: 'Jeanne',
          lastName: 'Martin',
          isActive: i < active,
        })),
      )
      .returning({ id: users.id });
    await db.insert(userRoles).values(
      created.map((u, i) => ({
        userId: u.id,
        schoolId: school.id,
        role: 4,
        isActive: i < active,
      })),
    );
    await closeForChild();

    const again = await applyAgainAndDeliver(file);
    expect(again).toMatchObject({ created: 0, roles_added: 0, invited: MEMBERS - active });
    const db2 = (await open()).db;
    const mails = await mailsPerRecipient(db2, emails);
    expect(mails).toEqual(emails.map((_e, i) => (i < active ? 0 : 1)));
    const [tokens] = await db2
      .select({ n: count() })
      .from(userTokens)
      .where(
        and(
          eq(userTokens.schoolId, school.id),
          eq(userTokens.purpose, 'activation'),
          inArray(
            userTokens.userId,
            created.map((u) => u.id),
          ),
        ),
      );
    expect(tokens?.n).toBe(MEMBERS - active);
    await closeForChild();
  }, 120_000);
});
