import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { addRole, buildSchool, buildUser } from '../../../test/factories.ts';
import { buildJobAd, uploadJobFiles } from '../../../test/jobs.ts';
import type { Db } from '../../db/client.ts';

/*
 * An ad's attachment (spec 1 §3 Job ad "attachment", §5 Job "Attachment .pdf, .doc or .docx,
 * max 3 MB"): downloaded by whoever may open the ad, as an attachment of its own type; no
 * one else, and never another school's.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;
let other: Awaited<ReturnType<typeof buildSchool>>;

async function member(inSchool = school) {
  const user = await buildUser(db);
  await addRole(db, user.id, inSchool);
  const who = { userId: user.id, schoolId: inSchool.id, subdomain: inSchool.subdomain };
  const headers = await sessionHeaders(db, who);
  const files = await uploadJobFiles(ctx.app, db, { ...who, fileName: 'offre.pdf' });
  return { id: user.id, headers, files };
}

const download = (id: number, headers: Record<string, string>, inSchool = school) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/jobs/${id}/attachment/`,
    headers: { ...headers, host: hostOf(inSchool.subdomain) },
  });

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db);
  other = await buildSchool(db);
});
afterAll(() => ctx.close());

describe('GET /api/jobs/{id}/attachment/', () => {
  it('gives the attached PDF to a reader of the ad, 404 without one, 401 signed out', async () => {
    const author = await member();
    const reader = await member();
    const posted = await call('POST', '/api/jobs/', author.headers, {
      position: 'Data engineer',
      company: 'Acme',
      city: 'Lyon',
      logo: author.files.logo,
      contract_type: 'permanent',
      sector: 'it',
      experience: '2_5',
      salary: '45 000 €',
      category: 'engineering',
      description: 'Build our data pipelines.',
      start_date: day(40),
      application_deadline: day(20),
      attachment: author.files.file,
    });
    expect(posted.status).toBe(201);
    expect(posted.body.attachment).toMatchObject({ name: 'offre.pdf' });
    const res = await download(posted.body.id as number, reader.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['content-disposition']).toContain('offre.pdf');
    expect(res.body.startsWith('%PDF')).toBe(true);
    expect((await download(posted.body.id as number, {})).statusCode).toBe(401);
    const bare = await buildJobAd(db, school.id, author.id);
    expect((await download(bare.id, reader.headers)).statusCode).toBe(404);
  });

  it('is not found for another member’s draft, nor on another school’s host', async () => {
    const author = await member();
    const reader = await member();
    const draft = await buildJobAd(db, school.id, author.id, {
      state: 1,
      attachmentKey: author.files.file.key,
      attachmentName: 'offre.pdf',
    });
    expect((await download(draft.id, reader.headers)).statusCode).toBe(404);
    expect((await download(draft.id, author.headers)).statusCode).toBe(200);
    const outsider = await member(other);
    expect((await download(draft.id, outsider.headers, other)).statusCode).toBe(404);
  });
});
