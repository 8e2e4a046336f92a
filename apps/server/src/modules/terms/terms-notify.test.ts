import { ROLE, TERMS_NOTICE_INTERVAL_MS } from '@alumni/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, deliverMail, type TestContext } from '../../../test/app.ts';
import { addRole, type BuiltSchool, buildSchool, buildUser } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { outboxMessages, userRoles } from '../../db/schema/index.ts';
import { MAIL_QUEUE } from '../../platform/mail.ts';
import { fanOutTermsNotice, type TermsNotifyRuntime } from './notify.ts';
import { TERMS_NOTIFY_JOB } from './service.ts';

/*
 * The notification of a terms change (issue 31 item 5 "mail through the queue, at a steady
 * rate"): one `terms.notify` job per published version asked to notify, fanning out one
 * `mail.send` job per active member, each due TERMS_NOTICE_INTERVAL_MS after the one before,
 * keyed by school, version and member, so that a rerun of the job sends no mail twice.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let runtime: TermsNotifyRuntime;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  runtime = { db: ctx.database.app, queue: ctx.app.queue, urls: ctx.config };
});
afterAll(() => ctx.close());

const change = (notify: boolean) => ({
  terms_use_url: 'https://school.example.org/cgu-2026',
  privacy_policy_url: 'https://school.example.org/privacy-2026',
  notify_members: notify,
});

/** A user holding `role` in `school`; returns the user with a session's headers there. */
async function person(school: BuiltSchool, opts: { role?: number; active?: boolean } = {}) {
  const user = await buildUser(db, { active: opts.active ?? true });
  await addRole(db, user.id, school, { role: opts.role ?? ROLE.Alumni });
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: school.id,
    subdomain: school.subdomain,
  });
  return { ...user, headers };
}

/** The school's notice mail jobs of `version`: key and due date, in due order. */
async function noticeJobs(schoolId: number, version: number) {
  const result = await db.execute(
    sql`select singleton_key as key, start_after from pgboss.job
        where name = ${MAIL_QUEUE} and singleton_key like ${`terms:${schoolId}:${version}:%`}
        order by start_after, singleton_key`,
  );
  return (result as unknown as { rows: { key: string; start_after: Date }[] }).rows.map((r) => ({
    key: r.key,
    at: new Date(r.start_after).getTime(),
  }));
}

/** Makes every notice of the school due now (standing for the clock), then delivers them. */
async function deliverAllNotices(schoolId: number) {
  await db.execute(
    sql`update pgboss.job set start_after = now()
        where name = ${MAIL_QUEUE} and singleton_key like ${`terms:${schoolId}:%`} and state = 'created'`,
  );
  await deliverMail(ctx.app);
}

async function outboxOf(schoolId: number) {
  return db.select().from(outboxMessages).where(eq(outboxMessages.schoolId, schoolId));
}

/** A school with its admin, three members and people who get no notice; returns the mailed. */
async function populatedSchool(overrides: Parameters<typeof buildSchool>[1] = {}) {
  const school = await buildSchool(db, overrides);
  const admin = await person(school, { role: ROLE.SchoolAdmin });
  const members = [await person(school), await person(school), await person(school)];
  // Not mailed: a deactivated role, an account never activated, a refused registration, and
  // a member of another school.
  const deactivated = await person(school);
  await db.update(userRoles).set({ isActive: false }).where(eq(userRoles.userId, deactivated.id));
  await person(school, { active: false });
  const refused = await person(school);
  await db.update(userRoles).set({ refusedAt: new Date() }).where(eq(userRoles.userId, refused.id));
  await person(await buildSchool(db));
  return { school, admin, mailed: [admin, ...members] };
}

describe('terms change notification', () => {
  it('mails each active member once, at a steady rate, however often the job runs', async () => {
    const { school, admin, mailed } = await populatedSchool();
    const res = await call('POST', `/api/schools/${school.id}/terms/`, admin.headers, change(true));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ version: 1, notified: true, members: 4 });
    await ctx.app.queue.drain([TERMS_NOTIFY_JOB]);

    // One mail job per active member, in the order of their ids, one interval apart.
    const jobs = await noticeJobs(school.id, 1);
    expect(jobs.map((j) => j.key)).toEqual(mailed.map((m) => `terms:${school.id}:1:${m.id}`));
    const gaps = jobs.slice(1).map((job, i) => job.at - (jobs[i]?.at ?? 0));
    expect(gaps).toEqual([
      TERMS_NOTICE_INTERVAL_MS,
      TERMS_NOTICE_INTERVAL_MS,
      TERMS_NOTICE_INTERVAL_MS,
    ]);
    expect(jobs[0]?.at).toBeLessThanOrEqual(Date.now());

    // The job runs again (a crash, a retry): no job is added.
    expect(await fanOutTermsNotice(runtime, { schoolId: school.id, version: 1 })).toBe(4);
    expect(await noticeJobs(school.id, 1)).toHaveLength(4);

    await deliverAllNotices(school.id);
    const sent = await outboxOf(school.id);
    expect(sent.map((m) => m.to).sort()).toEqual(mailed.map((m) => m.email.toLowerCase()).sort());
    // In the school's language (French here), with both addresses and the sign-in link.
    const [mail] = sent;
    expect(mail?.subject).toBe(`${school.name}\u00a0: nos conditions d’utilisation évoluent`);
    expect(mail?.text).toContain(
      'Conditions d’utilisation\u00a0: https://school.example.org/cgu-2026',
    );
    expect(mail?.text).toContain(
      'Politique de confidentialité\u00a0: https://school.example.org/privacy-2026',
    );
    expect(mail?.text).toContain(`http://${school.subdomain}.localhost:3000/login`);

    // Once delivered, a rerun still sends nothing twice (the outbox keeps one per key).
    await fanOutTermsNotice(runtime, { schoolId: school.id, version: 1 });
    await deliverAllNotices(school.id);
    expect(await outboxOf(school.id)).toHaveLength(4);
  });

  it('queues one notification job per version, in English for an English school', async () => {
    const { school, admin } = await populatedSchool({ preferredLocale: 2 });
    await call('POST', `/api/schools/${school.id}/terms/`, admin.headers, change(true));
    await ctx.app.queue.drain([TERMS_NOTIFY_JOB]);
    const notifyJobs = await db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${TERMS_NOTIFY_JOB} and data->>'schoolId' = ${String(school.id)}`,
    );
    expect((notifyJobs as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    await deliverAllNotices(school.id);
    const [mail] = await outboxOf(school.id);
    expect(mail?.subject).toBe(`${school.name}: our terms of use are changing`);
    expect(mail?.text).toContain('Terms of use: https://school.example.org/cgu-2026');
    expect(mail?.text).toContain(`http://${school.subdomain}.localhost:3000/en/login`);
  });

  it('mails nobody when not asked to, nor for a version a newer one replaced', async () => {
    const { school, admin } = await populatedSchool();
    await call('POST', `/api/schools/${school.id}/terms/`, admin.headers, change(false));
    await ctx.app.queue.drain([TERMS_NOTIFY_JOB]);
    expect(await noticeJobs(school.id, 1)).toEqual([]);
    await call('POST', `/api/schools/${school.id}/terms/`, admin.headers, change(false));
    // A late job of version 1 (its school now at version 2) queues nothing.
    expect(await fanOutTermsNotice(runtime, { schoolId: school.id, version: 1 })).toBe(0);
    await deliverMail(ctx.app);
    expect(await outboxOf(school.id)).toEqual([]);
  });
});
