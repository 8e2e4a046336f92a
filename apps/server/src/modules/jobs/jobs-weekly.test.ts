import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api.ts';
import {
  buildTwoInstances,
  createTestApp,
  deliverMail,
  hostOf,
  type TestContext,
} from '../../../test/app.ts';
import { addRole, buildSchool, buildUser } from '../../../test/factories.ts';
import { buildJobAd } from '../../../test/jobs.ts';
import type { Db } from '../../db/client.ts';
import { outboxMessages, userSchoolSettings } from '../../db/schema/index.ts';
import { sendWeeklySummaries, type WeeklyRuntime } from './weekly.ts';

/*
 * The weekly summary of new job ads (issue 15 item 7 and its acceptance "the weekly summary
 * sent once per member"): the previous week's active, unrestricted ads matching each
 * member's contract types, one mail per member per week, even with two instances sending;
 * each mail's own single-use unsubscribe link (spec 2 §8 "Invalid unsubscribe token").
 */

let ctx: TestContext;
let db: Db;
let school: Awaited<ReturnType<typeof buildSchool>>;
let call: ReturnType<typeof apiCaller>;

const runtimeOf = (app: FastifyInstance): WeeklyRuntime => ({
  db: app.database.app,
  log: app.log,
  mailer: app.mailer,
  urls: ctx.config,
});
const monday = new Date('2026-11-23T07:00:00Z');
const lastWeek = (days: number) => new Date(Date.UTC(2026, 10, 16 + days, 9));

async function reader(weekly: boolean, contractTypes: string[] = []) {
  const user = await buildUser(db);
  await addRole(db, user.id, school);
  await db.insert(userSchoolSettings).values({
    userId: user.id,
    schoolId: school.id,
    weeklyJobSummary: weekly,
    weeklyJobContractTypes: contractTypes,
  });
  return user;
}

const mailsTo = async (email: string) =>
  db.select().from(outboxMessages).where(eq(outboxMessages.to, email));

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db, { name: 'Test school', preferredLocale: 2 });
});
afterAll(() => ctx.close());

describe('the weekly summary', () => {
  it('lists last week’s ads matching each member’s contract types, once per member', async () => {
    const all = await reader(true);
    const interns = await reader(true, ['internship']);
    const off = await reader(false);
    const author = await buildUser(db);
    await addRole(db, author.id, school);
    const ad = (position: string, opts: Parameters<typeof buildJobAd>[3] = {}) =>
      buildJobAd(db, school.id, author.id, { position, announcedAt: lastWeek(1), ...opts });
    await ad('Permanent welder');
    await ad('Intern welder', { contractType: 'internship', announcedAt: lastWeek(6) });
    await ad('Too new', { announcedAt: new Date('2026-11-23T01:00:00Z') });
    await ad('Too old', { announcedAt: new Date('2026-11-15T23:00:00Z') });
    await ad('Restricted', { filterRoles: [4] });
    await ad('Archived', { closure: 'archived' });
    expect(await sendWeeklySummaries(runtimeOf(ctx.app), monday)).toBe(2);
    // Sent again the same week (a retry, a late run): nothing more.
    expect(await sendWeeklySummaries(runtimeOf(ctx.app), new Date('2026-11-25T12:00:00Z'))).toBe(2);
    await deliverMail(ctx.app);
    const [toAll, ...moreToAll] = await mailsTo(all.email);
    expect(moreToAll).toEqual([]);
    expect(toAll?.subject).toBe('Test school: 2 new job ads this week');
    expect(toAll?.text).toContain('Permanent welder');
    expect(toAll?.text).toContain('Intern welder');
    expect(toAll?.text).not.toMatch(/Too new|Too old|Restricted|Archived/);
    // Its own unsubscribe link: one use turns the summary off for that member only.
    const token = /\/unsubscription\?token=([\w-]+)/.exec(toAll?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const unsubscribe = (host: string) => call('POST', '/api/unsubscription/', { host }, { token });
    const elsewhere = await buildSchool(db);
    expect(await unsubscribe(hostOf(elsewhere.subdomain))).toEqual({
      status: 400,
      body: { detail: 'Error! Invalid token' },
    });
    expect(await unsubscribe(hostOf(school.subdomain))).toEqual({
      status: 200,
      body: { list: 'jobs_weekly', subscription_token: expect.any(String) },
    });
    expect(await unsubscribe(hostOf(school.subdomain))).toEqual({
      status: 400,
      body: { detail: 'Error! Invalid token' },
    });
    const settings = await db
      .select({ userId: userSchoolSettings.userId, weekly: userSchoolSettings.weeklyJobSummary })
      .from(userSchoolSettings)
      .where(inArray(userSchoolSettings.userId, [all.id, interns.id]))
      .orderBy(userSchoolSettings.userId);
    expect(settings).toEqual([
      { userId: all.id, weekly: false },
      { userId: interns.id, weekly: true },
    ]);
    const toInterns = await mailsTo(interns.email);
    expect(toInterns.map((m) => m.subject)).toEqual(['Test school: 1 new job ad this week']);
    expect(toInterns[0]?.text).not.toContain('Permanent welder');
    expect(await mailsTo(off.email)).toEqual([]);
  });

  it('two instances sending at once: one mail per member', async () => {
    const member = await reader(true);
    const author = await buildUser(db);
    await addRole(db, author.id, school);
    const nextMonday = new Date('2026-11-30T07:00:00Z');
    await buildJobAd(db, school.id, author.id, { announcedAt: new Date('2026-11-24T10:00:00Z') });
    const [a, b] = await buildTwoInstances(ctx);
    try {
      await Promise.all([a.ready(), b.ready()]);
      await Promise.all([
        sendWeeklySummaries(runtimeOf(a), nextMonday),
        sendWeeklySummaries(runtimeOf(b), nextMonday),
      ]);
      await deliverMail(ctx.app);
      expect(await mailsTo(member.email)).toHaveLength(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
