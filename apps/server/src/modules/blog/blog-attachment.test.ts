import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, multipartBody, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { addRole, buildArticle, buildSchool, buildUser } from '../../../test/factories.ts';
import { tinyPdf } from '../../../test/tenant-bodies.ts';
import type { Db } from '../../db/client.ts';

/*
 * An article's attachment (spec 1 §3 Blog article "attachment"; issue 13 item 2): a PDF or
 * Word document checked on its bytes, kept outside the public media, downloaded by whoever
 * may open the article.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;

async function member() {
  const user = await buildUser(db);
  await addRole(db, user.id, school);
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: school.id,
    subdomain: school.subdomain,
  });
  return { id: user.id, headers };
}

async function upload(headers: Record<string, string>, name: string, data: Buffer, type: string) {
  const body = multipartBody(name, data, type);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/articles/attachments/',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db, { hasPublicPages: true });
});
afterAll(() => ctx.close());

describe('attachments (POST /api/articles/attachments/, GET /api/articles/{id}/attachment/)', () => {
  it('keeps a PDF, attaches it, and lets readers download it', async () => {
    const author = await member();
    const uploaded = await upload(
      author.headers,
      'Programme 2026.pdf',
      tinyPdf(),
      'application/pdf',
    );
    expect(uploaded).toEqual({
      status: 201,
      body: {
        key: expect.stringMatching(/^article-files\/\d+\/\d+\/[0-9a-f]{32}\.pdf$/),
        name: 'Programme 2026.pdf',
      },
    });
    const article = await buildArticle(db, school.id, author.id);
    const edited = await call('PATCH', `/api/articles/${article.id}/`, author.headers, {
      attachment: uploaded.body,
    });
    expect(edited.body.attachment).toEqual({
      ...uploaded.body,
      url: `/api/articles/${article.id}/attachment/`,
    });
    const res = await ctx.app.inject({
      url: `/api/articles/${article.id}/attachment/`,
      headers: { host: hostOf(school.subdomain) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      'attachment; filename="Programme 2026.pdf"',
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Not a public media file.
    const key = uploaded.body.key as string;
    expect((await ctx.app.inject({ url: `/media/${key}` })).statusCode).toBe(404);
    const removed = await call('PATCH', `/api/articles/${article.id}/`, author.headers, {
      attachment: null,
    });
    expect(removed.body.attachment).toBeNull();
  });

  it('refuses what is not a document, and another member’s upload', async () => {
    const author = await member();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await upload(author.headers, 'x.pdf', html, 'application/pdf')).status).toBe(400);
    const other = await member();
    const theirs = await upload(other.headers, 'cv.pdf', tinyPdf(), 'application/pdf');
    const article = await buildArticle(db, school.id, author.id);
    const res = await call('PATCH', `/api/articles/${article.id}/`, author.headers, {
      attachment: theirs.body,
    });
    expect(res).toEqual({
      status: 400,
      body: { attachment: ['This attachment could not be found: add it again.'] },
    });
  });

  it('hides the attachment of an article one cannot open', async () => {
    const author = await member();
    const draft = await buildArticle(db, school.id, author.id, { state: 1, publishAt: null });
    const res = await ctx.app.inject({
      url: `/api/articles/${draft.id}/attachment/`,
      headers: { host: hostOf(school.subdomain) },
    });
    expect(res.statusCode).toBe(404);
  });
});
