import { ROLE } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, multipartBody } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildSchool, signedInMember } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { posts, schools } from '../../db/schema/index.ts';

/*
 * Feed cards of published articles (issue 13 item 7, "feed card when an article is
 * published"): one card per publication in the author's name, shown to whoever may open the
 * article, gone when it is deleted, never rewritten as a post.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;

const member = (opts: Parameters<typeof signedInMember>[2] = {}) =>
  signedInMember(db, school, opts);
type Member = Awaited<ReturnType<typeof member>>;

/** Writes an article as `who` (published at once unless `fields` say otherwise); its body. */
async function write(who: Member, fields: Body = {}): Promise<Body> {
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
  expect(cover.statusCode).toBe(201);
  const res = await call('POST', '/api/articles/', who.headers, {
    title: 'Gala des diplômés',
    content: '<p>Le gala aura lieu <strong>en juin</strong> au campus.</p>',
    languages: ['fr'],
    category: 'news',
    cover: (cover.json() as { key: string }).key,
    publish_at: new Date(Date.now() - 1000).toISOString(),
    ...fields,
  });
  expect(res.status).toBe(201);
  return res.body;
}

const feedOf = async (who: Member) =>
  (await call('GET', '/api/posts/', who.headers)).body.results as Body[];
const cardOf = async (who: Member, articleId: number) =>
  (await feedOf(who)).find(
    (post) =>
      (post.subject as Body | null)?.type === 'article' && (post.subject as Body).id === articleId,
  );

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db, { hasFilterBlog: true });
});
afterAll(() => ctx.close());

describe('feed cards of published articles', () => {
  it('appear once in the author’s name when an article is published, with its title, summary, path and cover', async () => {
    const author = await member();
    const reader = await member();
    const article = await write(author);
    const card = await cardOf(reader, article.id as number);
    expect(card).toMatchObject({
      author: { id: author.id },
      content: '',
      can_edit: false,
      subject: {
        type: 'article',
        id: article.id,
        title: 'Gala des diplômés',
        summary: 'Le gala aura lieu en juin au campus.',
        path: `/blog/${article.slug}`,
        image: expect.stringMatching(/^\/media\/.+/),
      },
    });
    expect((await cardOf(author, article.id as number))?.can_edit).toBe(false);
    // One card per article, however often it is announced.
    const rows = await db
      .select()
      .from(posts)
      .where(eq(posts.subjectId, article.id as number));
    expect(rows).toHaveLength(1);
    // The card is the platform's writing: its author may delete it, not rewrite it.
    const edit = await call('PATCH', `/api/posts/${card?.id}/`, author.headers, {
      content: '<p>x</p>',
    });
    expect(edit.status).toBe(403);
    expect(
      (await call('GET', `/api/posts/${card?.id}/`, reader.headers)).body.subject,
    ).toMatchObject({
      id: article.id,
    });
  });

  it('are not written for drafts nor pending articles, and show only once the article is readable', async () => {
    const author = await member();
    const reader = await member();
    const draft = await write(author, { publish_at: null, draft: true });
    const scheduled = await write(author, {
      title: 'Plus tard',
      publish_at: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(await cardOf(reader, draft.id as number)).toBeUndefined();
    expect(await cardOf(reader, scheduled.id as number)).toBeUndefined();
    expect(
      await db
        .select()
        .from(posts)
        .where(eq(posts.subjectId, scheduled.id as number)),
    ).toEqual([]);
  });

  it('show a restricted article only to the members its filters let in', async () => {
    const [first, second] = school.degrees;
    const author = await member();
    const inside = await member({ degreeId: first?.id ?? null });
    const outside = await member({ degreeId: second?.id ?? null });
    const article = await write(author, {
      filter_degrees: [first?.id],
      filter_roles: [ROLE.Alumni],
    });
    expect(await cardOf(inside, article.id as number)).toBeDefined();
    expect(await cardOf(outside, article.id as number)).toBeUndefined();
    const card = await cardOf(inside, article.id as number);
    expect((await call('GET', `/api/posts/${card?.id}/`, outside.headers)).status).toBe(404);
    // Without the school's filters, everyone sees it.
    await db.update(schools).set({ hasFilterBlog: false }).where(eq(schools.id, school.id));
    try {
      expect(await cardOf(outside, article.id as number)).toBeDefined();
    } finally {
      await db.update(schools).set({ hasFilterBlog: true }).where(eq(schools.id, school.id));
    }
  });

  it('go with their article when it is deleted', async () => {
    const author = await member();
    const reader = await member();
    const article = await write(author, { title: 'Éphémère' });
    expect(await cardOf(reader, article.id as number)).toBeDefined();
    expect((await call('DELETE', `/api/articles/${article.id}/`, author.headers)).status).toBe(204);
    expect(
      await db
        .select()
        .from(posts)
        .where(eq(posts.subjectId, article.id as number)),
    ).toEqual([]);
  });

  it('share a published event the same way, and go when it is deleted', async () => {
    const admin = await member({ role: ROLE.SchoolAdmin });
    const reader = await member();
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const created = await call('POST', '/api/events/', admin.headers, {
      title: 'Afterwork des diplômés',
      description: 'Rendez-vous   au bar du campus.',
      type: 'on_site',
      address: '1 rue de Rivoli',
      city: 'Paris',
      organizer: 'BDE',
      start_at: inDays(10),
      end_at: inDays(10.1),
      publish_at: inDays(-0.01),
      category: 'afterwork',
      registration_type: 'internal',
      tickets: [{ name: 'Standard', price_cents: 0, quantity: 50, per_order_limit: 2 }],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const card = (await feedOf(reader)).find(
      (post) => (post.subject as Body | null)?.type === 'event',
    );
    expect(card).toMatchObject({
      author: { id: admin.id },
      subject: {
        type: 'event',
        id,
        title: 'Afterwork des diplômés',
        summary: 'Rendez-vous au bar du campus.',
        path: `/evenements/${created.body.slug}`,
        image: null,
      },
    });
    expect((await call('DELETE', `/api/events/${id}/`, admin.headers)).status).toBe(204);
    const left = await db
      .select()
      .from(posts)
      .where(and(eq(posts.subjectType, 'event'), eq(posts.subjectId, id)));
    expect(left).toEqual([]);
  });
});
