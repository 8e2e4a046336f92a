import { BLOG_MESSAGES, ROLE, VALIDATOR_SCOPE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, multipartBody } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildSchool, buildUser, signedInMember } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema/index.ts';

/*
 * An article's author (spec 1 §5 Blog "author required"; issue 13 item 2 "author"): the
 * writer unless a Blog validator or an admin names another member of the school, who then
 * owns it (edits, notifications); never someone outside the school.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;

const member = (opts: Parameters<typeof signedInMember>[2] = {}) =>
  signedInMember(db, school, opts);
type Member = Awaited<ReturnType<typeof member>>;

/** A new article's body, its cover uploaded by `who`. */
async function body(who: Member, fields: Body = {}): Promise<Body> {
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#246' } })
    .png()
    .toBuffer();
  const upload = multipartBody('cover.png', png);
  const cover = await ctx.app.inject({
    method: 'POST',
    url: '/api/articles/covers/',
    headers: { ...who.headers, 'content-type': upload.contentType },
    payload: upload.payload,
  });
  return {
    title: 'Portrait d’une diplômée',
    content: '<p>Texte</p>',
    languages: ['fr'],
    category: 'news',
    cover: (cover.json() as { key: string }).key,
    publish_at: new Date(Date.now() - 1000).toISOString(),
    ...fields,
  };
}

const authorOf = async (id: number) =>
  (await db.select({ authorId: articles.authorId }).from(articles).where(eq(articles.id, id)))[0]
    ?.authorId;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db);
});
afterAll(() => ctx.close());

describe('choosing the author', () => {
  it('a validator or an admin writes in a member’s name; a member may not; never an outsider', async () => {
    const writer = await member();
    const alumna = await member();
    const validator = await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Blog] });
    const admin = await member({ role: ROLE.SchoolAdmin });
    const outsider = await buildUser(db);
    const m = BLOG_MESSAGES.en;

    const refused = await call('POST', '/api/articles/', writer.headers, {
      ...(await body(writer)),
      author: alumna.id,
    });
    expect(refused).toEqual({ status: 400, body: { author: [m.authorNotAllowed] } });
    const self = await call('POST', '/api/articles/', writer.headers, {
      ...(await body(writer)),
      author: writer.id,
    });
    expect(self.status).toBe(201);
    expect(self.body.author).toMatchObject({ id: writer.id });

    const outside = await call('POST', '/api/articles/', validator.headers, {
      ...(await body(validator)),
      author: outsider.id,
    });
    expect(outside).toEqual({ status: 400, body: { author: [m.unknownAuthor] } });
    const named = await call('POST', '/api/articles/', validator.headers, {
      ...(await body(validator)),
      author: alumna.id,
    });
    expect(named.status).toBe(201);
    expect(named.body.author).toMatchObject({ id: alumna.id });
    const id = named.body.id as number;
    expect(await authorOf(id)).toBe(alumna.id);

    // The member named owns it; an admin may hand it to someone else.
    const mine = await call('GET', '/api/articles/?status=published&mine=true', alumna.headers);
    expect((mine.body.results as Body[]).map((a) => a.id)).toContain(id);
    const moved = await call('PATCH', `/api/articles/${id}/`, admin.headers, {
      author: writer.id,
    });
    expect(moved.status).toBe(200);
    expect(await authorOf(id)).toBe(writer.id);
    const stolen = await call('PATCH', `/api/articles/${self.body.id}/`, writer.headers, {
      author: alumna.id,
    });
    expect(stolen).toEqual({ status: 400, body: { author: [m.authorNotAllowed] } });
    expect(await authorOf(self.body.id as number)).toBe(writer.id);
  });
});
