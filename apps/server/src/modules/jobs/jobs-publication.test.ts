import { JOB_MESSAGES, ROLE, VALIDATOR_SCOPE } from '@alumni/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { addRole, buildSchool, buildUser } from '../../../test/factories.ts';
import { buildJobAd, uploadJobFiles } from '../../../test/jobs.ts';
import { loseRace, racesOnPostgres } from '../../../test/races.ts';
import type { Db } from '../../db/client.ts';
import { jobAds } from '../../db/schema/index.ts';
import {
  publicationJobs,
  publicationRuntime,
  publishJob,
} from '../../platform/publication/scheduling.ts';
import { jobAdsArea } from './publication.ts';

/*
 * Job ads under the shared publication workflow (spec 1 §4 Publication, spec 2 §6, §8;
 * issue 15 items 1 and 2): restriction filters ("restricted access"), the one admin-level
 * edit of a validated ad, publication at a date by the `jobs.publish` job (which starts the
 * 90 days), and a validator's decision losing the race answered 409.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;

async function member(opts: Parameters<typeof addRole>[3] = {}) {
  const user = await buildUser(db);
  await addRole(db, user.id, school, opts);
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: school.id,
    subdomain: school.subdomain,
  });
  return { id: user.id, headers };
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db, { hasFilterJobads: true, validateJobads: true });
});
afterAll(() => ctx.close());

describe('restriction filters (has_filter_jobads)', () => {
  it('a member outside the degree filter gets 403 "restricted access" and does not see it listed', async () => {
    const [first, second] = school.degrees;
    const author = await member();
    const ad = await buildJobAd(db, school.id, author.id, { filterDegrees: [first?.id ?? 0] });
    const inside = await member({ degreeId: first?.id ?? null });
    const outside = await member({ degreeId: second?.id ?? null });
    const listed = async (headers: Record<string, string>) =>
      ((await call('GET', '/api/jobs/?page_size=50', headers)).body.results as Body[]).map(
        (r) => r.id,
      );
    expect((await call('GET', `/api/jobs/${ad.id}/`, inside.headers)).body).toMatchObject({
      restricted: true,
    });
    expect(await listed(inside.headers)).toContain(ad.id);
    expect(await call('GET', `/api/jobs/${ad.id}/`, outside.headers)).toEqual({
      status: 403,
      body: { detail: JOB_MESSAGES.en.restricted },
    });
    expect(await listed(outside.headers)).not.toContain(ad.id);
  });
});

describe('editing a validated ad', () => {
  it('its author may not; an admin may, once (then 409)', async () => {
    const author = await member();
    const admin = await member({ role: ROLE.SchoolAdmin });
    const files = await uploadJobFiles(ctx.app, db, {
      userId: author.id,
      schoolId: school.id,
      subdomain: school.subdomain,
    });
    const ad = await buildJobAd(db, school.id, author.id, { validated: true, logoKey: files.logo });
    const body = {
      position: 'Edited',
      company: 'Acme',
      city: 'Lyon',
      logo: files.logo,
      contract_type: 'permanent',
      sector: 'it',
      experience: 'none',
      salary: '40 000 €',
      category: 'engineering',
      description: 'Edited text.',
      start_date: day(40),
      application_deadline: day(20),
    };
    const byAuthor = await call('PUT', `/api/jobs/${ad.id}/`, author.headers, body);
    expect(byAuthor).toEqual({ status: 403, body: { detail: JOB_MESSAGES.en.validatedLocked } });
    const once = await call('PUT', `/api/jobs/${ad.id}/`, admin.headers, body);
    expect(once.body).toMatchObject({ position: 'Edited', status: 'active' });
    const twice = await call('PUT', `/api/jobs/${ad.id}/`, admin.headers, body);
    expect(twice).toEqual({ status: 409, body: { detail: JOB_MESSAGES.en.adminEditUsed } });
  });
});

describe('publication at a date', () => {
  it('a validated ad with a future date waits for its job, which starts its 90 days', async () => {
    const author = await member();
    const validator = await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Jobs] });
    const publishAt = new Date(Date.now() + 86_400_000);
    const ad = await buildJobAd(db, school.id, author.id, {
      state: 2,
      publishAt,
      announcedAt: null,
    });
    const res = await call('POST', `/api/jobs/${ad.id}/review/`, validator.headers, {
      decision: 'validate',
    });
    expect(res.body).toMatchObject({ status: 'scheduled', expires_at: null });
    const jobs = await db.execute(
      sql`select data from pgboss.job where name = ${publicationJobs(jobAdsArea).publish} and data->>'jobAdId' = ${String(ad.id)}`,
    );
    expect((jobs as unknown as { rows: { data: unknown }[] }).rows[0]?.data).toEqual({
      schoolId: school.id,
      jobAdId: ad.id,
    });
    const runtime = publicationRuntime(ctx.app, db);
    const at = new Date(publishAt.getTime() + 1000);
    const job = { schoolId: school.id, id: ad.id };
    expect(await publishJob(runtime, jobAdsArea, job, at)).toBe(true);
    expect(await publishJob(runtime, jobAdsArea, job, at)).toBe(false);
    const [row] = await db.select().from(jobAds).where(eq(jobAds.id, ad.id));
    expect(row?.announcedAt?.toISOString()).toBe(at.toISOString());
  });
});

describe.runIf(racesOnPostgres)('review races (PostgreSQL)', () => {
  it('answers 409 to a decision that loses the race for the row', async () => {
    const author = await member();
    const validator = await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Jobs] });
    const ad = await buildJobAd(db, school.id, author.id, { state: 2, announcedAt: null });
    const lost = await loseRace(db, {
      lock: (tx) => tx.select().from(jobAds).where(eq(jobAds.id, ad.id)).for('update'),
      win: (tx) => tx.update(jobAds).set({ state: 4 }).where(eq(jobAds.id, ad.id)),
      request: () =>
        call('POST', `/api/jobs/${ad.id}/review/`, validator.headers, { decision: 'validate' }),
    });
    expect(lost).toEqual({ status: 409, body: { detail: JOB_MESSAGES.en.notPending } });
  });
});
