import { jobAdExpiresAt, ROLE, VALIDATOR_SCOPE } from '@alumni/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildSchool } from '../../../test/factories.ts';
import { memberWithJobFiles } from '../../../test/jobs.ts';
import type { Db } from '../../db/client.ts';
import { jobAdHistory, jobAds } from '../../db/schema/index.ts';
import {
  publicationJobs,
  publicationRuntime,
  sweepDue,
} from '../../platform/publication/scheduling.ts';
import { jobAdsArea } from './publication.ts';

/*
 * A job ad's publication date (spec 1 §3 Job ad "publication date", §4 Publication; issue 15
 * item 2), through the API as events have it: an ad dated in the future is scheduled, hidden
 * from members (list, page, feed) until its date, then announced once (the `jobs.publish`
 * job at the date, or the sweep: here with a controllable clock), which gives its feed card
 * and starts its 90 days of publication; an ad validated after its date counts its 90 days
 * from its validation.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const member = (opts: Parameters<typeof memberWithJobFiles>[3] = {}) =>
  memberWithJobFiles(ctx.app, db, school, opts);
type Member = Awaited<ReturnType<typeof member>>;

const adBody = (who: Member, position: string, publishAt: Date | null) => ({
  position,
  company: 'Acme',
  city: 'Nantes',
  logo: who.files.logo,
  contract_type: 'internship',
  sector: 'energy',
  experience: 'none',
  salary: '1 200 € par mois',
  category: 'engineering',
  description: 'Six mois sur nos éoliennes.',
  start_date: day(60),
  application_deadline: day(30),
  publish_at: publishAt?.toISOString() ?? null,
});

const listed = async (who: Member, status = 'active') =>
  (
    (await call('GET', `/api/jobs/?status=${status}&page_size=50`, who.headers)).body
      .results as Body[]
  ).map((ad) => ad.id);
const card = async (who: Member, id: number) =>
  ((await call('GET', '/api/posts/', who.headers)).body.results as Body[]).find(
    (post) => (post.subject as Body | null)?.type === 'jobad' && (post.subject as Body).id === id,
  );
const rowOf = async (id: number) => (await db.select().from(jobAds).where(eq(jobAds.id, id)))[0];
const publishRows = async (id: number) =>
  db
    .select()
    .from(jobAdHistory)
    .where(and(eq(jobAdHistory.jobAdId, id), eq(jobAdHistory.action, 'publish')));
const sweep = (now: Date) => sweepDue(publicationRuntime(ctx.app, db), jobAdsArea, now);

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db, { validateJobads: true });
});
afterAll(() => ctx.close());

describe('a job ad dated in the future', () => {
  it('is scheduled and hidden from members until its date, then announced once by the sweep', async () => {
    const validator = await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Jobs] });
    const reader = await member();
    const publishAt = new Date(Date.now() + 2 * DAY);
    const res = await call('POST', '/api/jobs/', validator.headers, {
      ...adBody(validator, 'Stagiaire éolien', publishAt),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'scheduled',
      publish_at: publishAt.toISOString(),
      expires_at: null,
    });
    const id = res.body.id as number;
    // Its publication job waits for the date.
    const jobs = await db.execute(
      sql`select start_after from pgboss.job where name = ${publicationJobs(jobAdsArea).publish} and data->>'jobAdId' = ${String(id)}`,
    );
    const [job] = (jobs as unknown as { rows: { start_after: Date }[] }).rows;
    expect(new Date(job?.start_after ?? 0).toISOString()).toBe(publishAt.toISOString());

    // Before its date: not listed, not readable, no card; its author finds it scheduled.
    expect(await listed(reader)).not.toContain(id);
    expect((await call('GET', `/api/jobs/${id}/`, reader.headers)).status).toBe(404);
    expect(await card(reader, id)).toBeUndefined();
    expect(await listed(validator, 'scheduled')).toContain(id);
    expect(await sweep(new Date())).toBe(0);
    expect((await rowOf(id))?.announcedAt).toBeNull();

    // The date comes while no job runs (the row's date moved back to stand for the clock):
    // the sweep a second early finds nothing, the one at the date announces it, once.
    const date = new Date(Date.now() - 60_000);
    await db.update(jobAds).set({ publishAt: date }).where(eq(jobAds.id, id));
    expect(await sweep(new Date(date.getTime() - 1000))).toBe(0);
    const at = new Date(date.getTime() + 1000);
    expect(await sweep(at)).toBe(1);
    expect(await sweep(at)).toBe(0);
    expect(await sweep(new Date())).toBe(0);
    expect((await rowOf(id))?.announcedAt?.toISOString()).toBe(at.toISOString());
    expect(await publishRows(id)).toHaveLength(1);

    // Now active for members, with its feed card, for 90 days from its publication.
    expect(await listed(reader)).toContain(id);
    const read = await call('GET', `/api/jobs/${id}/`, reader.headers);
    expect(read.body).toMatchObject({
      status: 'active',
      expires_at: jobAdExpiresAt(at).toISOString(),
    });
    expect(await card(reader, id)).toBeDefined();
  });

  it('a member’s dated ad waits for validation, then for its date', async () => {
    const author = await member();
    const validator = await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Jobs] });
    const publishAt = new Date(Date.now() + 3 * DAY);
    const res = await call('POST', '/api/jobs/', author.headers, {
      ...adBody(author, 'Alternant maintenance', publishAt),
    });
    expect(res.body).toMatchObject({ status: 'pending' });
    const id = res.body.id as number;
    const review = await call('POST', `/api/jobs/${id}/review/`, validator.headers, {
      decision: 'validate',
    });
    expect(review.body).toMatchObject({ status: 'scheduled', expires_at: null });
    expect(await listed(await member())).not.toContain(id);
  });

  it('an ad validated after its date counts its 90 days from its validation', async () => {
    const author = await member();
    const validator = await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Jobs] });
    const res = await call('POST', '/api/jobs/', author.headers, {
      ...adBody(author, 'Technicienne réseau', new Date(Date.now() - 5 * DAY)),
    });
    expect(res.body).toMatchObject({ status: 'pending', expires_at: null });
    const before = Date.now();
    const review = await call('POST', `/api/jobs/${res.body.id}/review/`, validator.headers, {
      decision: 'validate',
    });
    expect(review.body).toMatchObject({ status: 'active' });
    const expires = new Date(review.body.expires_at as string).getTime();
    expect(expires).toBeGreaterThanOrEqual(jobAdExpiresAt(new Date(before)).getTime());
    expect(expires).toBeLessThanOrEqual(jobAdExpiresAt(new Date()).getTime());
  });

  it('moving an active ad’s date to the future schedules it again (its admin edit)', async () => {
    const validator = await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Jobs] });
    const admin = await member({ role: ROLE.SchoolAdmin });
    const created = await call('POST', '/api/jobs/', validator.headers, {
      ...adBody(validator, 'Chargée d’affaires', null),
    });
    expect(created.body).toMatchObject({ status: 'active', publish_at: null });
    const id = created.body.id as number;
    const later = new Date(Date.now() + DAY);
    const edited = await call('PUT', `/api/jobs/${id}/`, admin.headers, {
      ...adBody(validator, 'Chargée d’affaires', later),
    });
    expect(edited.body).toMatchObject({ status: 'scheduled', expires_at: null });
    expect(await listed(await member())).not.toContain(id);
  });
});
