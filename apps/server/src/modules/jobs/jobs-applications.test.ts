import { JOB_MESSAGES, ROLE } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { addRole, buildSchool, buildUser } from '../../../test/factories.ts';
import { buildJobAd, uploadJobFiles } from '../../../test/jobs.ts';
import { racesOnPostgres } from '../../../test/races.ts';
import type { Db } from '../../db/client.ts';
import { jobApplications } from '../../db/schema/index.ts';

/*
 * Applications (issue 15 item 4 and its acceptance; spec 1 §3 Job application, §5 Job; spec
 * 2 §8 "Already applied", §9 maxJobApplication 2): one per person and ad (409 "already
 * applied"), resent once, none on an archived or past-deadline ad, the CV readable only by
 * the applicant, the ad's author and admins; on PostgreSQL, 50 parallel applications from
 * one member to one ad create one.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;

async function member(role?: number) {
  const user = await buildUser(db);
  await addRole(db, user.id, school, role ? { role } : {});
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: school.id,
    subdomain: school.subdomain,
  });
  const files = await uploadJobFiles(ctx.app, db, {
    userId: user.id,
    schoolId: school.id,
    subdomain: school.subdomain,
  });
  return { id: user.id, headers, files };
}

const body = (cv: { key: string; name: string }, message = 'Hello') => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.org',
  message,
  cv,
});
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** GET `url` as `headers` (raw: downloads are not JSON). */
const download = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...headers, host: hostOf(school.subdomain) } });

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db);
});
afterAll(() => ctx.close());

describe('applying', () => {
  it('one application per person and ad; resent once; the author lists it', async () => {
    const author = await member();
    const applicant = await member();
    const ad = await buildJobAd(db, school.id, author.id);
    const url = `/api/jobs/${ad.id}/applications/`;
    const first = await call('POST', url, applicant.headers, body(applicant.files.file));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      submissions: 1,
      cv_name: 'cv.pdf',
      cover_letter_name: null,
    });
    expect(first.body).not.toHaveProperty('cv_key');
    const again = await call('POST', url, applicant.headers, body(applicant.files.file));
    expect(again).toEqual({ status: 409, body: { detail: JOB_MESSAGES.en.alreadyApplied } });
    const read = await call('GET', `/api/jobs/${ad.id}/`, applicant.headers);
    expect(read.body).toMatchObject({ applied: true });
    const resent = await call(
      'PUT',
      `${url}mine/`,
      applicant.headers,
      body(applicant.files.file, 'Again'),
    );
    expect(resent.body).toMatchObject({ submissions: 2, message: 'Again' });
    const third = await call('PUT', `${url}mine/`, applicant.headers, body(applicant.files.file));
    expect(third).toEqual({ status: 409, body: { detail: JOB_MESSAGES.en.tooManyApplications } });
    const listed = await call('GET', url, author.headers);
    expect(listed.body).toHaveLength(1);
    const mine = await call('GET', '/api/jobs/my-applications/', applicant.headers);
    expect(mine.body).toEqual([
      expect.objectContaining({
        submissions: 2,
        job_ad: expect.objectContaining({ id: ad.id, status: 'active' }),
      }),
    ]);
    expect((await call('GET', '/api/jobs/my-applications/', author.headers)).body).toEqual([]);
    expect((await call('GET', url, applicant.headers)).status).toBe(403);
    expect((await call('POST', url, author.headers, body(author.files.file))).status).toBe(403);
  });

  it('refuses a CV that is not the applicant’s upload, and a missing one', async () => {
    const author = await member();
    const applicant = await member();
    const ad = await buildJobAd(db, school.id, author.id);
    const url = `/api/jobs/${ad.id}/applications/`;
    const theirs = await call('POST', url, applicant.headers, body(author.files.file));
    expect(theirs).toEqual({ status: 400, body: { cv: [JOB_MESSAGES.en.unknownFile] } });
    const none = await call('POST', url, applicant.headers, {
      ...body(applicant.files.file),
      cv: undefined,
    });
    expect(none.status).toBe(400);
    expect(
      await db.select().from(jobApplications).where(eq(jobApplications.jobAdId, ad.id)),
    ).toEqual([]);
  });

  it('takes none on an archived, filled or past-deadline ad (numfocus jobs-board 25)', async () => {
    const author = await member();
    const applicant = await member();
    const archived = await buildJobAd(db, school.id, author.id, { closure: 'archived' });
    const filled = await buildJobAd(db, school.id, author.id, { closure: 'filled' });
    const late = await buildJobAd(db, school.id, author.id, { applicationDeadline: day(-1) });
    const today = await buildJobAd(db, school.id, author.id, { applicationDeadline: day(0) });
    const apply = (id: number) =>
      call('POST', `/api/jobs/${id}/applications/`, applicant.headers, body(applicant.files.file));
    expect(await apply(archived.id)).toEqual({
      status: 409,
      body: { detail: JOB_MESSAGES.en.closed },
    });
    expect(await apply(filled.id)).toEqual({
      status: 409,
      body: { detail: JOB_MESSAGES.en.closed },
    });
    expect(await apply(late.id)).toEqual({
      status: 409,
      body: { detail: JOB_MESSAGES.en.deadlinePassed },
    });
    expect((await apply(today.id)).status).toBe(201);
  });
});

describe('marks (issue 15 item 4 "the author sees applications per ad, marks them")', () => {
  it('the author or an admin marks; the applicant and others cannot, nor see the mark', async () => {
    const author = await member();
    const applicant = await member();
    const other = await member();
    const admin = await member(ROLE.SchoolAdmin);
    const ad = await buildJobAd(db, school.id, author.id);
    const sent = await call(
      'POST',
      `/api/jobs/${ad.id}/applications/`,
      applicant.headers,
      body(applicant.files.file),
    );
    const url = `/api/jobs/${ad.id}/applications/${sent.body.id}/`;
    const listed = await call('GET', `/api/jobs/${ad.id}/applications/`, author.headers);
    expect(listed.body).toMatchObject([{ id: sent.body.id, mark: 'new' }]);
    const marked = await call('PATCH', url, author.headers, { mark: 'shortlisted' });
    expect(marked).toMatchObject({ status: 200, body: { id: sent.body.id, mark: 'shortlisted' } });
    expect((await call('PATCH', url, admin.headers, { mark: 'declined' })).status).toBe(200);
    expect((await call('PATCH', url, applicant.headers, { mark: 'new' })).status).toBe(403);
    expect((await call('PATCH', url, other.headers, { mark: 'new' })).status).toBe(403);
    expect((await call('PATCH', url, author.headers, { mark: 'hired' })).status).toBe(400);
    const elsewhere = await buildJobAd(db, school.id, author.id);
    const wrongAd = `/api/jobs/${elsewhere.id}/applications/${sent.body.id}/`;
    expect((await call('PATCH', wrongAd, author.headers, { mark: 'new' })).status).toBe(404);
    const [row] = await db
      .select({ mark: jobApplications.mark })
      .from(jobApplications)
      .where(eq(jobApplications.id, Number(sent.body.id)));
    expect(row?.mark).toBe('declined');
    const mine = await call('GET', '/api/jobs/my-applications/', applicant.headers);
    expect(mine.body[0]).not.toHaveProperty('mark');
  });
});

describe('files (issue 15 "files readable only by the applicant, the ad’s author and admins")', () => {
  it('another member cannot read an applicant’s CV; the applicant, the author and an admin can', async () => {
    const author = await member();
    const applicant = await member();
    const stranger = await member();
    const admin = await member(ROLE.SchoolAdmin);
    const ad = await buildJobAd(db, school.id, author.id);
    const created = await call(
      'POST',
      `/api/jobs/${ad.id}/applications/`,
      applicant.headers,
      body(applicant.files.file),
    );
    const url = `/api/jobs/${ad.id}/applications/${created.body.id}/cv/`;
    for (const who of [applicant, author, admin]) {
      const res = await download(url, who.headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('attachment');
      expect(res.body.startsWith('%PDF')).toBe(true);
    }
    expect((await download(url, stranger.headers)).statusCode).toBe(404);
    const letter = `/api/jobs/${ad.id}/applications/${created.body.id}/cover_letter/`;
    expect((await download(letter, applicant.headers)).statusCode).toBe(404);
    const wrongAd = await buildJobAd(db, school.id, stranger.id);
    const elsewhere = `/api/jobs/${wrongAd.id}/applications/${created.body.id}/cv/`;
    expect((await download(elsewhere, stranger.headers)).statusCode).toBe(404);
  });
});

describe.runIf(racesOnPostgres)('one application under concurrency (PostgreSQL)', () => {
  it('50 parallel applications from one member to one ad create one', async () => {
    const author = await member();
    const applicant = await member();
    const ad = await buildJobAd(db, school.id, author.id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(
          'POST',
          `/api/jobs/${ad.id}/applications/`,
          applicant.headers,
          body(applicant.files.file),
        ),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const rows = await db
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.jobAdId, ad.id), eq(jobApplications.userId, applicant.id)));
    expect(rows).toHaveLength(1);
  });
});
