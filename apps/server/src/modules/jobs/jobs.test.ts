import { JOB_MESSAGES, ROLE, VALIDATOR_SCOPE } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { addRole, buildSchool, buildUser } from '../../../test/factories.ts';
import { buildJobAd, uploadJobFiles } from '../../../test/jobs.ts';
import type { Db } from '../../db/client.ts';
import { jobAdHistory, jobAds, userRoles } from '../../db/schema/index.ts';

/*
 * Job ads (issue 15 items 1, 2 and 6; spec 1 §4 Job ad, §5 Job): posting under the
 * publication workflow with validation by Jobs validators, the field rules, reading and the
 * list's filters, deactivation with how it was filled, reactivation with new dates, and
 * another school's ads never found.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;
let other: Awaited<ReturnType<typeof buildSchool>>;

async function member(opts: Parameters<typeof addRole>[3] = {}, inSchool = school) {
  const user = await buildUser(db);
  await addRole(db, user.id, inSchool, opts);
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: inSchool.id,
    subdomain: inSchool.subdomain,
  });
  const files = await uploadJobFiles(ctx.app, db, {
    userId: user.id,
    schoolId: inSchool.id,
    subdomain: inSchool.subdomain,
  });
  return { id: user.id, headers, files };
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const adBody = (logo: string, extra: Record<string, unknown> = {}) => ({
  position: 'Data engineer',
  company: 'Acme',
  city: 'Saint-Étienne',
  logo,
  contract_type: 'permanent',
  sector: 'it',
  experience: '2_5',
  salary: '45 000 €',
  category: 'engineering',
  description: 'Build our data pipelines.',
  start_date: day(40),
  application_deadline: day(20),
  ...extra,
});
const history = async (id: number) =>
  (
    await db
      .select()
      .from(jobAdHistory)
      .where(eq(jobAdHistory.jobAdId, id))
      .orderBy(jobAdHistory.id)
  ).map((h) => [h.action, h.fromStatus, h.toStatus]);

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db, { validateJobads: true, showViewsJobads: false });
  other = await buildSchool(db);
});
afterAll(() => ctx.close());

describe('posting (spec 1 §5 Job, §4 Publication)', () => {
  it('a member’s ad waits for a Jobs validator, who refuses it with a reason, then validates it', async () => {
    const author = await member();
    const validator = await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Jobs] });
    const res = await call('POST', '/api/jobs/', author.headers, adBody(author.files.logo));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', state: 2, view_count: null });
    const id = res.body.id as number;
    const counts = await call('GET', '/api/validations/', validator.headers);
    expect(counts.body).toMatchObject({ jobad: 1 });
    expect((await call('GET', `/api/jobs/${id}/`, (await member()).headers)).status).toBe(404);
    const noReason = await call('POST', `/api/jobs/${id}/review/`, validator.headers, {
      decision: 'refuse',
    });
    expect(noReason).toEqual({ status: 400, body: { reason: [JOB_MESSAGES.en.reasonRequired] } });
    expect(
      (await call('POST', `/api/jobs/${id}/review/`, author.headers, { decision: 'validate' }))
        .status,
    ).toBe(403);
    const refused = await call('POST', `/api/jobs/${id}/review/`, validator.headers, {
      decision: 'refuse',
      reason: 'Salary missing',
    });
    expect(refused.body).toMatchObject({ status: 'refused', refusal_reason: 'Salary missing' });
    const resubmitted = await call(
      'PUT',
      `/api/jobs/${id}/`,
      author.headers,
      adBody(author.files.logo),
    );
    expect(resubmitted.body).toMatchObject({ status: 'pending' });
    const validated = await call('POST', `/api/jobs/${id}/review/`, validator.headers, {
      decision: 'validate',
    });
    expect(validated.body).toMatchObject({ status: 'active', validated: true });
    expect(validated.body.expires_at).not.toBeNull();
    const again = await call('POST', `/api/jobs/${id}/review/`, validator.headers, {
      decision: 'validate',
    });
    expect(again).toEqual({ status: 409, body: { detail: JOB_MESSAGES.en.notPending } });
    expect(await history(id)).toEqual([
      ['submit', null, 'pending'],
      ['refuse', 'pending', 'refused'],
      ['submit', 'refused', 'pending'],
      ['validate', 'pending', 'published'],
    ]);
  });

  it('refuses each bad field with 400 per field, and a logo that is not the member’s', async () => {
    const author = await member();
    const stranger = await member();
    const bad = await call('POST', '/api/jobs/', author.headers, {
      ...adBody(author.files.logo),
      position: 'p'.repeat(81),
      company: 'c'.repeat(51),
      city: '',
      contact_email: `${'a'.repeat(45)}@example.org`,
      application_link: 'ftp://example.org/job',
      salary: undefined,
      application_deadline: day(-1),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual([
      'application_deadline',
      'application_link',
      'city',
      'company',
      'contact_email',
      'position',
      'salary',
    ]);
    const theirs = await call('POST', '/api/jobs/', author.headers, adBody(stranger.files.logo));
    expect(theirs).toEqual({ status: 400, body: { logo: [JOB_MESSAGES.en.unknownLogo] } });
    const filters = await call('POST', '/api/jobs/', author.headers, {
      ...adBody(author.files.logo),
      filter_roles: [ROLE.Alumni],
    });
    expect(filters).toEqual({ status: 400, body: { filter_roles: [JOB_MESSAGES.en.filtersOff] } });
    expect((await call('POST', '/api/jobs/', null, adBody(author.files.logo))).status).toBe(401);
  });

  it('is published at once in a school that does not validate', async () => {
    const author = await member({}, other);
    const res = await call('POST', '/api/jobs/', author.headers, adBody(author.files.logo));
    expect(res.body).toMatchObject({ status: 'active', validated: false });
    expect(await history(res.body.id as number)).toEqual([['create', null, 'published']]);
  });
});

describe('reading (issue 15 item 6)', () => {
  it('filters on contract, sector, experience, city and text; another school’s ad is 404', async () => {
    const author = await member();
    const reader = await member();
    const a = await buildJobAd(db, school.id, author.id, {
      position: 'Chargé de données',
      city: 'Saint-Étienne',
      contractType: 'internship',
    });
    const b = await buildJobAd(db, school.id, author.id, { city: 'Lyon', sector: 'finance' });
    const ids = async (query: string) =>
      (
        (await call('GET', `/api/jobs/?page_size=50&${query}`, reader.headers)).body
          .results as Body[]
      ).map((r) => r.id);
    expect(await ids('contract_type=internship')).toContain(a.id);
    expect(await ids('contract_type=internship')).not.toContain(b.id);
    expect(await ids('sector=finance')).toEqual(expect.arrayContaining([b.id]));
    expect(await ids('city=saint-etienne')).toContain(a.id);
    expect(await ids('q=CHARGE%20DE')).toEqual([a.id]);
    expect(await ids('q=%25')).toEqual([]);
    const elsewhere = await buildJobAd(db, other.id, author.id);
    expect((await call('GET', `/api/jobs/${elsewhere.id}/`, reader.headers)).status).toBe(404);
    expect((await call('GET', `/api/jobs/${a.id}/`, reader.headers)).body).toMatchObject({
      status: 'active',
      applied: false,
      can_close: false,
    });
  });
});

describe('deactivation and reactivation (spec 1 §4 Job ad)', () => {
  it('keeps how it was filled; reactivation resets the dates and the 90 days', async () => {
    const author = await member();
    const stranger = await member();
    const ad = await buildJobAd(db, school.id, author.id, {
      announcedAt: new Date(Date.now() - 50 * 86_400_000),
    });
    const url = `/api/jobs/${ad.id}/`;
    expect(
      (await call('POST', `${url}deactivate/`, stranger.headers, { filled_how: 'network' })).status,
    ).toBe(403);
    const bad = await call('POST', `${url}deactivate/`, author.headers, { filled_how: 'luck' });
    expect(bad.status).toBe(400);
    const filled = await call('POST', `${url}deactivate/`, author.headers, {
      filled_how: 'network',
    });
    expect(filled.body).toMatchObject({
      status: 'filled',
      filled_how: 'network',
      expires_at: null,
    });
    const twice = await call('POST', `${url}deactivate/`, author.headers, { filled_how: 'open' });
    expect(twice).toEqual({ status: 409, body: { detail: JOB_MESSAGES.en.notActive } });
    const back = await call('POST', `${url}reactivate/`, author.headers, {
      start_date: day(60),
      application_deadline: day(30),
    });
    expect(back.body).toMatchObject({
      status: 'active',
      start_date: day(60),
      application_deadline: day(30),
      filled_how: null,
    });
    const [row] = await db.select().from(jobAds).where(eq(jobAds.id, ad.id));
    expect(Date.now() - (row?.announcedAt?.getTime() ?? 0)).toBeLessThan(60_000);
    const archived = await call('POST', `${url}deactivate/`, author.headers, {
      filled_how: 'open',
    });
    expect(archived.body).toMatchObject({ status: 'inactive', filled_how: 'open' });
    expect(await history(ad.id)).toEqual([
      ['deactivate', 'active', 'filled'],
      ['reactivate', 'filled', 'active'],
      ['deactivate', 'active', 'inactive'],
    ]);
  });
});

describe('external recruiters (spec 2 §6 "Other roles")', () => {
  it('post ads and see only their own', async () => {
    const recruiter = await member({ role: ROLE.External });
    await db
      .update(userRoles)
      .set({ isRecruiter: true })
      .where(and(eq(userRoles.userId, recruiter.id), eq(userRoles.schoolId, school.id)));
    // The web learns it from the signed-in user's roles (its "Post a job ad" button).
    const me = await call('GET', '/api/users/me/', recruiter.headers);
    expect(me.body.roles).toMatchObject([{ school: school.id, is_recruiter: true }]);
    const author = await member();
    const theirs = await buildJobAd(db, school.id, author.id);
    const posted = await call(
      'POST',
      '/api/jobs/',
      recruiter.headers,
      adBody(recruiter.files.logo),
    );
    expect(posted.body).toMatchObject({ status: 'pending' });
    const id = posted.body.id as number;
    const listed = async (query: string) =>
      (
        (await call('GET', `/api/jobs/?page_size=50&${query}`, recruiter.headers)).body
          .results as Body[]
      ).map((r) => r.id);
    expect(await listed('status=pending')).toEqual([id]);
    expect(await listed('status=active')).toEqual([]);
    expect((await call('GET', `/api/jobs/${theirs.id}/`, recruiter.headers)).status).toBe(404);
    expect((await call('GET', `/api/jobs/${id}/`, recruiter.headers)).status).toBe(200);
  });
});

describe('views (show_views_jobads)', () => {
  it('counts one view per reader, none for its author, and shows them where the school does', async () => {
    const author = await member({}, other);
    const reader = await member({}, other);
    const ad = await buildJobAd(db, other.id, author.id);
    await call('GET', `/api/jobs/${ad.id}/`, reader.headers);
    await call('GET', `/api/jobs/${ad.id}/`, author.headers);
    const again = await call('GET', `/api/jobs/${ad.id}/`, reader.headers);
    expect(again.body).toMatchObject({ view_count: 1 });
    const seen = await call('GET', `/api/jobs/${ad.id}/`, (await member({}, other)).headers);
    expect(seen.body).toMatchObject({ view_count: 2 });
    const hidden = await buildJobAd(db, school.id, author.id);
    const there = await call('GET', `/api/jobs/${hidden.id}/`, (await member()).headers);
    expect(there.body).toMatchObject({ view_count: null });
  });
});
