import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { MAIL_QUEUE } from '../src/platform/mail.ts';
import { addRole, buildSchool, buildUser } from '../test/factories.ts';
import { killAll, type ServerInstance, startInstance } from './support/instance.ts';
import { type OwnPostgres, startPostgres, waitUntil } from './support/services.ts';
import { type FakeSmtp, startFakeSmtp } from './support/smtp-fake.ts';
import { createDatabase, openFixtures, recordFigures, send } from './support/world.ts';

/**
 * SMTP slow (10 s a message) or failing (issue 35 item 2): a request that sends mail (a
 * password reset link) never waits for SMTP, since mail leaves through the job queue
 * (platform/mail.ts); a refused message is retried with back-off (pg-boss, `mail.send`: 5
 * retries, 10 s doubled each time, platform/queue.ts) and delivered once SMTP accepts again,
 * never twice (counted per recipient by the fake server).
 */

/** The spec's slow SMTP: 10 s a message. */
const SLOW_MS = 10_000;

let cluster: OwnPostgres;
let smtp: FakeSmtp;
let instance: ServerInstance | undefined;
let fixtures: Database;
let schoolId = 0;
const HOST = 'smtpfault.localhost:3000';
const anonymous = { host: HOST, origin: `http://${HOST}` };

beforeAll(async () => {
  cluster = await startPostgres();
  smtp = await startFakeSmtp();
  const url = await createDatabase(cluster, 'alumni');
  instance = await startInstance({ databaseUrl: url, name: 'smtp', env: { SMTP_URL: smtp.url } });
  fixtures = await openFixtures(url);
  schoolId = (await buildSchool(fixtures.db, { subdomain: 'smtpfault' })).id;
});

afterAll(async () => {
  await killAll([instance]);
  await fixtures?.close();
  await smtp?.close();
  await cluster?.remove();
});

/** A new active member of the school, by e-mail. */
async function member(email: string): Promise<string> {
  const user = await buildUser(fixtures.db, { email });
  await addRole(fixtures.db, user.id, { id: schoolId });
  return email;
}

/** Asks for a reset link for `email`; resolves with the status and when the answer came. */
async function forgot(email: string): Promise<{ status: number; at: number }> {
  const reply = await send(
    (instance as ServerInstance).address,
    'POST',
    '/api/auth/password/forgot/',
    anonymous,
    { email },
  );
  return { status: reply.status, at: Date.now() };
}

/** Resolves once no `mail.send` job is waiting, running or due for a retry. */
async function mailSettled(): Promise<void> {
  await waitUntil(
    async () => {
      const { rows } = await fixtures.executeSql(
        `select count(*)::int as n from pgboss.job where name = $1 and state < 'completed'`,
        [MAIL_QUEUE],
      );
      return (rows[0] as { n: number } | undefined)?.n === 0;
    },
    'the mail queue to settle',
    120_000,
  );
}

describe('SMTP slow or failing', () => {
  it('answers a request that sends mail before the slow SMTP has taken it, and delivers each message once', async () => {
    smtp.behaviour = { kind: 'slow', delayMs: SLOW_MS };
    const first = await member('slow-one@example.org');
    const second = await member('slow-two@example.org');
    const one = await forgot(first);
    expect(one.status).toBe(200);
    // Answered while SMTP had not finished (had not even been handed) the message.
    expect(smtp.acceptedFor(first)).toEqual([]);
    // The message reaches SMTP after the answer, and SMTP holds it there.
    await waitUntil(
      () => smtp.attempts.some((a) => a.to.includes(first)),
      'the first message at SMTP',
    );
    const two = await forgot(second);
    expect(two.status).toBe(200);
    // The second request is answered while the first message is still held by SMTP.
    expect(smtp.acceptedFor(first)).toEqual([]);
    await mailSettled();
    const [firstMail] = smtp.acceptedFor(first);
    const [secondMail] = smtp.acceptedFor(second);
    expect(one.at).toBeLessThan(firstMail?.answeredAt ?? 0);
    expect(two.at).toBeLessThan(secondMail?.answeredAt ?? 0);
    expect(smtp.acceptedFor(first)).toHaveLength(1);
    expect(smtp.acceptedFor(second)).toHaveLength(1);
    await recordFigures('smtp-slow', {
      smtpDelayMs: SLOW_MS,
      messagesChecked: 2,
      requestAnsweredBeforeSmtpMs: (firstMail?.answeredAt ?? 0) - one.at,
      secondRequestAnsweredBeforeSmtpMs: (secondMail?.answeredAt ?? 0) - two.at,
      deliveredTwice: 0,
    });
  });

  it('retries a message SMTP refused, with back-off, and delivers it once SMTP accepts again', async () => {
    smtp.behaviour = { kind: 'fail' };
    const email = await member('refused@example.org');
    const asked = await forgot(email);
    expect(asked.status).toBe(200);
    const refusals = () => smtp.attempts.filter((a) => a.to.includes(email));
    // Two refusals: the delay before the second retry is the back-off's doubled one.
    await waitUntil(() => refusals().length >= 2, 'two refused attempts', 90_000);
    smtp.behaviour = { kind: 'accept' };
    await waitUntil(
      () => smtp.acceptedFor(email).length > 0,
      'the delivery once SMTP accepts',
      90_000,
    );
    await mailSettled();

    const attempts = refusals();
    expect(smtp.acceptedFor(email)).toHaveLength(1);
    expect(attempts.filter((a) => a.outcome === 'refused').length).toBeGreaterThanOrEqual(2);
    // pg-boss waits retryDelay × 2^n / 2 × (1 + random) before retry n + 1 (10 s, then 20 s at
    // least): the gaps are at least those, so a retry without back-off would fail here.
    const gaps = attempts.slice(1).map((a, i) => a.receivedAt - (attempts[i]?.receivedAt ?? 0));
    expect(gaps[0]).toBeGreaterThanOrEqual(10_000);
    expect(gaps[1]).toBeGreaterThanOrEqual(20_000);
    // One message throughout: every attempt carries the same Message-ID (its idempotency key).
    expect(new Set(attempts.map((a) => a.messageId)).size).toBe(1);
    await recordFigures('smtp-failing', {
      refusedAttempts: attempts.length - 1,
      firstRetryAfterMs: gaps[0] ?? 0,
      secondRetryAfterMs: gaps[1] ?? 0,
      messagesChecked: 1,
      deliveredTimes: smtp.acceptedFor(email).length,
    });
  });
});
