import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTwoInstances,
  createTestApp,
  deliverMail,
  type TestContext,
} from '../../../test/app.ts';
import { addRole, buildSchool, buildUser } from '../../../test/factories.ts';
import { buildJobAd } from '../../../test/jobs.ts';
import { recordingLog } from '../../../test/logs.ts';
import type { Db } from '../../db/client.ts';
import { jobAdHistory, jobAds, outboxMessages } from '../../db/schema/index.ts';
import { publicationRuntime } from '../../platform/publication/scheduling.ts';
import { type ExpiryRuntime, sweepExpiry } from './expiry.ts';

/*
 * The end of a job ad's publication (issue 15 acceptance "Sweep test with a controllable
 * clock: day 83 warning, day 90 archive, once under two instances"; spec 1 §4 Job ad, spec 2
 * §9 "Default job publication 90 days"). The ads are published now, so the instances' own
 * sweeps (real clock) find nothing; the test sweeps at later dates.
 */

let ctx: TestContext;
let db: Db;
let school: Awaited<ReturnType<typeof buildSchool>>;

const DAY = 86_400_000;
const runtimeOf = (app: FastifyInstance): ExpiryRuntime => ({
  ...publicationRuntime(app, app.database.app),
  mailer: app.mailer,
  urls: ctx.config,
});

async function author() {
  const user = await buildUser(db);
  await addRole(db, user.id, school);
  return user;
}

const warningsTo = async (email: string) =>
  (await db.select().from(outboxMessages).where(eq(outboxMessages.to, email))).map(
    (m) => m.subject,
  );
const historyOf = async (id: number) =>
  (await db.select().from(jobAdHistory).where(eq(jobAdHistory.jobAdId, id))).map((h) => [
    h.action,
    h.fromStatus,
    h.toStatus,
    h.actorId,
  ]);
const rowOf = async (id: number) => (await db.select().from(jobAds).where(eq(jobAds.id, id)))[0];

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  school = await buildSchool(db, { name: 'Test school', preferredLocale: 2 });
});
afterAll(() => ctx.close());

describe('a job ad’s 90 days (controllable clock)', () => {
  it('warns its author on day 83, once, and archives it on day 90, once', async () => {
    const user = await author();
    const start = new Date();
    const ad = await buildJobAd(db, school.id, user.id, { position: 'Welder', announcedAt: start });
    // Issue 30 item 14: each run logged `audit=all-schools` at info, whether it did anything.
    const { log, info } = recordingLog();
    const runtime = { ...runtimeOf(ctx.app), log };
    const at = (days: number, ms = 0) => new Date(start.getTime() + days * DAY + ms);
    expect(await sweepExpiry(runtime, at(83, -1000))).toEqual({ warned: 0, archived: 0 });
    expect(info()).toEqual([]);
    expect(await sweepExpiry(runtime, at(83, 1000))).toEqual({ warned: 1, archived: 0 });
    expect(info().map((line) => line.msg)).toEqual([
      'jobs: ads whose 90 days end in 7 days, authors warned: 1; ads past them, archived: 0',
    ]);
    expect(await sweepExpiry(runtime, at(84))).toEqual({ warned: 0, archived: 0 });
    await deliverMail(ctx.app);
    expect(await warningsTo(user.email)).toEqual([
      'Test school: your job ad “Welder” ends in 7 days',
    ]);
    expect(await sweepExpiry(runtime, at(90, -1000))).toEqual({ warned: 0, archived: 0 });
    expect(await sweepExpiry(runtime, at(90, 1000))).toEqual({ warned: 0, archived: 1 });
    expect(await sweepExpiry(runtime, at(91))).toEqual({ warned: 0, archived: 0 });
    expect(await rowOf(ad.id)).toMatchObject({ closure: 'archived' });
    expect(await historyOf(ad.id)).toEqual([['archive', 'active', 'inactive', null]]);
    await deliverMail(ctx.app);
    expect(await warningsTo(user.email)).toHaveLength(1);
  });

  it('an ad past its 90 days is archived without a late warning', async () => {
    const user = await author();
    const start = new Date();
    const ad = await buildJobAd(db, school.id, user.id, { announcedAt: start });
    const late = new Date(start.getTime() + 95 * DAY);
    expect(await sweepExpiry(runtimeOf(ctx.app), late)).toEqual({ warned: 0, archived: 1 });
    await deliverMail(ctx.app);
    expect(await warningsTo(user.email)).toEqual([]);
    expect(await rowOf(ad.id)).toMatchObject({ closure: 'archived', warnedAt: null });
  });
});

describe('two instances sweeping at once', () => {
  it('one warning and one archive between them', async () => {
    const user = await author();
    const start = new Date();
    const warned = await buildJobAd(db, school.id, user.id, { announcedAt: start });
    const archived = await buildJobAd(db, school.id, user.id, {
      announcedAt: new Date(start.getTime() - 7 * DAY),
    });
    const [a, b] = await buildTwoInstances(ctx);
    try {
      await Promise.all([a.ready(), b.ready()]);
      const day90 = new Date(start.getTime() + 83 * DAY + 1000);
      const results = await Promise.all([
        sweepExpiry(runtimeOf(a), day90),
        sweepExpiry(runtimeOf(b), day90),
      ]);
      expect(results.reduce((n, r) => n + r.warned, 0)).toBe(1);
      expect(results.reduce((n, r) => n + r.archived, 0)).toBe(1);
      await deliverMail(ctx.app);
      expect(await warningsTo(user.email)).toHaveLength(1);
      expect(await historyOf(archived.id)).toHaveLength(1);
      expect(await rowOf(warned.id)).toMatchObject({ closure: null });
      expect((await rowOf(warned.id))?.warnedAt).not.toBeNull();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
