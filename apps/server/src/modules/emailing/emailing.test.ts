import { ROLE } from '@alumni/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Headers } from '../../../test/api.ts';
import { createTestApp, deliverMail, type TestContext } from '../../../test/app.ts';
import { buildMember, buildSchool, signedInMember } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { outboxMessages, userSchoolSettings, users } from '../../db/schema/index.ts';
import { BULK_RUN_JOB } from '../../platform/bulk-operations.ts';
import type { MailJob } from '../../platform/mail.ts';
import { MASS_MAIL_SEND_JOB } from './delivery.ts';

/*
 * Mass mail (issue 34 item 2; spec 2 §6 "School admins … mass-mail"): consents per list, the
 * steady rate, the report (sent, failed, bounced with SMTP's answer), the unsubscribe link and
 * RFC 8058 headers in every mail, preview and test send, and the trio 401/403/404.
 */

const PER_MINUTE = 6000; // 10 ms apart: the spacing shows, the test does not wait.
let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  ctx = await createTestApp({ massMailPerMinute: PER_MINUTE });
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

const MAILS = '/api/mass-mails/';
const draft = { subject: 'Spring gala', body: '<p>Join us <b>soon</b><script>x()</script></p>' };

async function schoolWithAdmin() {
  const school = await buildSchool(db);
  const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
  return { school, admin };
}

/** Runs the operation, then delivers every mail due. */
async function runAll() {
  await ctx.app.queue.drain([BULK_RUN_JOB]);
  await ctx.app.queue.drain([MASS_MAIL_SEND_JOB]);
}

async function emailOf(userId: number) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? '';
}

async function report(headers: Headers, id: number) {
  const res = await call('GET', `${MAILS}${id}/`, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as {
    status: string;
    subject: string;
    body: string;
    counts: Record<string, number>;
    recipients: { user: { id: number }; status: string; response: string | null }[];
    not_reached: { user: { id: number }; reason: string }[];
  };
}

describe('POST /api/mass-mails/', () => {
  it('skips members without consent to the list, mails the others with an unsubscribe link and one-click headers', async () => {
    const { school, admin } = await schoolWithAdmin();
    const reader = await buildMember(db, school.id, { firstName: 'Rita' });
    const refusing = await buildMember(db, school.id, { firstName: 'Rene' });
    await db
      .insert(userSchoolSettings)
      .values({ userId: refusing.id, schoolId: school.id, newsletter: false });
    const infoOnly = await buildMember(db, school.id);
    await db
      .insert(userSchoolSettings)
      .values({ userId: infoOnly.id, schoolId: school.id, platformInformationEmails: false });
    const inactive = await buildMember(db, school.id, { active: false });
    const ids = [reader.id, refusing.id, infoOnly.id, inactive.id];
    const res = await call('POST', MAILS, admin.headers, {
      ...draft,
      list: 'newsletter',
      user_ids: ids,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const id = (res.body as { id: number }).id;
    await runAll();

    const done = await report(admin.headers, id);
    expect(done.status).toBe('completed');
    expect(done.counts).toEqual({ queued: 0, sent: 2, failed: 0, bounced: 0, skipped: 2 });
    expect(done.body).not.toContain('x()');
    expect(Object.fromEntries(done.not_reached.map((n) => [n.user.id, n.reason]))).toEqual({
      [refusing.id]: 'refused_newsletter',
      [inactive.id]: 'inactive',
    });

    const [mail] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, (await emailOf(reader.id)).toLowerCase()));
    expect(mail?.subject).toBe('Spring gala');
    expect(mail?.idempotencyKey).toBe(`mass-mail:${id}:${reader.id}`);
    expect(mail?.html).toContain('<b>soon</b>');
    expect(mail?.html).not.toContain('x()');
    expect(mail?.text).toMatch(/\/unsubscription\?token=/);
    const meta = mail?.meta as { headers?: Record<string, string> } | undefined;
    const headers = meta?.headers ?? {};
    expect(headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/school-\d+\.localhost:3000\/api\/unsubscription\/one-click\/\?token=[\w-]+>$/,
    );
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The list's one-click link unsubscribes the reader from the newsletter, without a cookie.
    const url = new URL(headers['List-Unsubscribe']?.slice(1, -1) ?? '');
    const click = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode, click.body).toBe(204);
    const [setting] = await db
      .select({ newsletter: userSchoolSettings.newsletter })
      .from(userSchoolSettings)
      .where(eq(userSchoolSettings.userId, reader.id));
    expect(setting?.newsletter).toBe(false);
  });

  it('spaces the mails at the configured rate', async () => {
    const { school, admin } = await schoolWithAdmin();
    const members = await Promise.all([1, 2, 3].map(() => buildMember(db, school.id)));
    const res = await call('POST', MAILS, admin.headers, {
      ...draft,
      list: 'platform_information',
      user_ids: members.map((m) => m.id),
    });
    expect(res.status).toBe(202);
    const id = (res.body as { id: number }).id;
    await ctx.app.queue.drain([BULK_RUN_JOB]);
    const jobs = (await db.execute(
      sql`select start_after from pgboss.job where name = ${MASS_MAIL_SEND_JOB} and data->>'operationId' = ${String(id)} order by start_after`,
    )) as unknown as { rows: { start_after: string }[] };
    const times = jobs.rows.map((j) => new Date(j.start_after).getTime());
    expect(times).toHaveLength(3);
    expect(times.slice(1).map((t, i) => t - (times[i] ?? 0))).toEqual([
      60_000 / PER_MINUTE,
      60_000 / PER_MINUTE,
    ]);
    await runAll();
  });

  it('reports a failed and a bounced recipient with what SMTP said', async () => {
    const { school, admin } = await schoolWithAdmin();
    const ok = await buildMember(db, school.id, { lastName: 'Alpha' });
    const bounced = await buildMember(db, school.id, { lastName: 'Bravo' });
    const failed = await buildMember(db, school.id, { lastName: 'Charlie' });
    const rejected = await buildMember(db, school.id, { lastName: 'Delta' });
    const [bouncedTo, failedTo, rejectedTo] = await Promise.all(
      [bounced, failed, rejected].map((m) => emailOf(m.id)),
    );
    // The test transport: SMTP's answers as nodemailer gives them.
    const transport = ctx.app.mailTransport;
    const original = transport.deliver;
    transport.deliver = async (mails: MailJob[]) => {
      const to = mails[0]?.message.to;
      if (to === bouncedTo) {
        throw Object.assign(new Error("Can't send mail - all recipients were rejected"), {
          responseCode: 550,
          response: '550 5.1.1 <x>: Recipient address rejected: User unknown',
        });
      }
      if (to === failedTo)
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' });
      if (to === rejectedTo) {
        return [
          {
            key: mails[0]?.key ?? '',
            accepted: [],
            rejected: [rejectedTo ?? ''],
            response: '250 OK',
          },
        ];
      }
      return original(mails);
    };
    try {
      const res = await call('POST', MAILS, admin.headers, {
        ...draft,
        list: 'newsletter',
        user_ids: [ok.id, bounced.id, failed.id, rejected.id],
      });
      expect(res.status).toBe(202);
      await runAll();
      const done = await report(admin.headers, (res.body as { id: number }).id);
      expect(done.counts).toEqual({ queued: 0, sent: 1, failed: 1, bounced: 2, skipped: 0 });
      const byId = Object.fromEntries(done.recipients.map((r) => [r.user.id, r]));
      expect(byId[bounced.id]).toMatchObject({
        status: 'bounced',
        response: expect.stringMatching(/^550 5\.1\.1/),
      });
      expect(byId[failed.id]).toMatchObject({ status: 'failed', response: 'connect ECONNREFUSED' });
      expect(byId[rejected.id]?.status).toBe('bounced');
      expect(byId[ok.id]?.status).toBe('sent');
      // Problems first.
      expect(done.recipients.at(-1)?.user.id).toBe(ok.id);
    } finally {
      transport.deliver = original;
    }
  });

  it('lists the mass mails newest first with their counts', async () => {
    const { school, admin } = await schoolWithAdmin();
    const member = await buildMember(db, school.id);
    for (const subject of ['First', 'Second']) {
      const res = await call('POST', MAILS, admin.headers, {
        ...draft,
        subject,
        list: 'newsletter',
        user_ids: [member.id],
      });
      expect(res.status).toBe(202);
    }
    await runAll();
    const res = await call('GET', MAILS, admin.headers);
    expect(res.status).toBe(200);
    const results = (res.body as { results: { subject: string; counts: { sent: number } }[] })
      .results;
    expect(results.map((r) => [r.subject, r.counts.sent])).toEqual([
      ['Second', 1],
      ['First', 1],
    ]);
  });

  it('answers 400 per field, 401, 403 and 404', async () => {
    const { school, admin } = await schoolWithAdmin();
    const member = await signedInMember(db, school, { role: ROLE.Alumni });
    const body = { ...draft, list: 'newsletter', user_ids: [member.id] };
    expect((await call('POST', MAILS, null, body)).status).toBe(401);
    expect((await call('POST', MAILS, member.headers, body)).status).toBe(403);
    expect((await call('GET', MAILS, member.headers)).status).toBe(403);
    const empty = await call('POST', MAILS, admin.headers, {
      ...body,
      body: '<p> <script>x</script></p>',
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toHaveProperty('body');
    const noList = await call('POST', MAILS, admin.headers, { ...body, list: 'jobs' });
    expect(noList.body).toHaveProperty('list');
    const nobody = await call('POST', MAILS, admin.headers, { ...draft, list: 'newsletter' });
    expect(nobody.body).toHaveProperty('user_ids');
    const other = await schoolWithAdmin();
    const theirs = await call('POST', MAILS, other.admin.headers, {
      ...draft,
      list: 'newsletter',
      user_ids: [other.admin.id],
    });
    const theirId = (theirs.body as { id: number }).id;
    expect((await call('GET', `${MAILS}${theirId}/`, admin.headers)).status).toBe(404);
    await runAll();
  });
});

describe('preview and test send', () => {
  it('shows the e-mail as recipients see it and sends a test to the admin alone', async () => {
    const { school, admin } = await schoolWithAdmin();
    const body = { ...draft, list: 'newsletter' };
    const preview = await call('POST', `${MAILS}preview/`, admin.headers, body);
    expect(preview.status).toBe(200);
    const shown = preview.body as { subject: string; html: string; text: string };
    expect(shown.subject).toBe('Spring gala');
    expect(shown.html).toContain(school.name);
    expect(shown.html).toContain('<b>soon</b>');
    expect(shown.html).not.toContain('x()');
    expect(shown.text).toContain('lettre d’information');

    const test = await call('POST', `${MAILS}test/`, admin.headers, body);
    expect(test.status).toBe(202);
    const to = (test.body as { to: string }).to;
    await deliverMail(ctx.app);
    const sent = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, to.toLowerCase()))
      .orderBy(asc(outboxMessages.id));
    expect(sent.map((m) => m.subject)).toEqual(['[Test] Spring gala']);
  });
});
