import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, mailTo as deliveredTo, type TestContext } from '../../../test/app.ts';
import { addRole, buildSchool, buildUser } from '../../../test/factories.ts';
import { buildJobAd, uploadJobFiles } from '../../../test/jobs.ts';
import type { Db } from '../../db/client.ts';

/*
 * Issue 30 item 3: the author of a job ad was not told of a new application. They now get a
 * notification naming the applicant and, unless they turned the platform's e-mails off in
 * their notification settings, one mail (keyed by the application). A resent application
 * tells nobody again.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;

async function member() {
  const user = await buildUser(db);
  await addRole(db, user.id, school, {});
  const ids = { userId: user.id, schoolId: school.id, subdomain: school.subdomain };
  const headers = await sessionHeaders(db, ids);
  const files = await uploadJobFiles(ctx.app, db, ids);
  return { id: user.id, email: user.email, headers, files };
}

const application = (cv: { key: string; name: string }) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.org',
  message: 'Hello',
  cv,
});

/** The author's notifications of new applications. */
async function applicationNotices(who: { headers: Record<string, string> }) {
  const res = await call('GET', '/api/notifications/', who.headers);
  return (res.body.results as Body[]).filter((n) => n.type === 'jobad_application');
}

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db);
});
afterAll(() => ctx.close());

describe('a new application tells the ad’s author (issue 30 item 3)', () => {
  it('notification naming the applicant and one mail; a resend tells nobody again', async () => {
    const author = await member();
    const applicant = await member();
    const ad = await buildJobAd(db, school.id, author.id, { position: 'Data engineer' });
    const url = `/api/jobs/${ad.id}/applications/`;
    const applied = await call('POST', url, applicant.headers, application(applicant.files.file));
    expect(applied.status).toBe(201);
    const [notice] = await applicationNotices(author);
    expect(notice).toMatchObject({
      actor: expect.objectContaining({ id: applicant.id }),
      data: { job_ad_id: ad.id, application_id: applied.body.id, position: 'Data engineer' },
    });
    const mails = await deliveredTo(ctx, author.email, 'Data engineer');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('nouvelle candidature à «\u00a0Data engineer\u00a0»');
    expect(mails[0]?.text).toContain('Ada Lovelace a postulé');
    expect(mails[0]?.text).toContain(`/jobs/${ad.id}`);
    expect(mails[0]?.text).toMatch(/^Voir les candidatures\u00a0: http\S+\/jobs\//m);

    const resent = await call('PUT', `${url}mine/`, applicant.headers, {
      ...application(applicant.files.file),
      message: 'Again',
    });
    expect(resent.status).toBe(200);
    expect(await applicationNotices(author)).toHaveLength(1);
    expect(await deliveredTo(ctx, author.email, 'Data engineer')).toHaveLength(1);
  });

  it('no mail to an author who turned the platform’s e-mails off; the notification stays', async () => {
    const author = await member();
    const applicant = await member();
    const off = await call('PATCH', '/api/users/me/settings/', author.headers, {
      platform_information_emails: false,
    });
    expect(off.status).toBe(200);
    const ad = await buildJobAd(db, school.id, author.id, { position: 'Quiet analyst' });
    const url = `/api/jobs/${ad.id}/applications/`;
    expect(
      (await call('POST', url, applicant.headers, application(applicant.files.file))).status,
    ).toBe(201);
    expect(await applicationNotices(author)).toHaveLength(1);
    expect(await deliveredTo(ctx, author.email, 'Quiet analyst')).toEqual([]);
  });
});
