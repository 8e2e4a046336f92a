import { ROLE } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  type Body,
  type Headers,
  multipartBody,
  sessionHeaders,
} from '../../../test/api.ts';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { addRole, buildArticle, buildSchool, buildUser } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { articles, roleViewPermissions, schools } from '../../db/schema/index.ts';

/*
 * The blog's API (issue 13 items 2 and 5): field rules, slugs, restriction filters, public
 * pages, permissions (401/403/404-other-school). Validation, history and races are in
 * blog-review.test.ts, scheduling in blog-publication.test.ts.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;
let school: School;
let other: School;

/** A member of `s` (alumni unless said) with a session. */
async function member(s: School, opts: Parameters<typeof addRole>[3] = {}) {
  const user = await buildUser(db);
  await addRole(db, user.id, s, opts);
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: s.id,
    subdomain: s.subdomain,
  });
  return { id: user.id, headers };
}
type Member = Awaited<ReturnType<typeof member>>;

/** Uploads a cover as `who`; returns its key. */
async function cover(who: Member): Promise<string> {
  const png = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#336699' },
  })
    .png()
    .toBuffer();
  const body = multipartBody('cover.png', png);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/articles/covers/',
    headers: { ...who.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ width: 806, height: 474 });
  return (res.json() as { key: string }).key;
}

async function article(who: Member, fields: Body = {}) {
  return {
    title: 'Rentrée 2026 à l’école',
    content: '<p>Welcome <strong>back</strong></p>',
    languages: ['fr', 'en'],
    category: 'news',
    cover: await cover(who),
    publish_at: new Date(Date.now() - 1000).toISOString(),
    ...fields,
  };
}

const setFlags = (s: School, flags: Partial<typeof schools.$inferInsert>) =>
  db.update(schools).set(flags).where(eq(schools.id, s.id));

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db);
  other = await buildSchool(db);
});
afterAll(() => ctx.close());

describe('writing an article (POST /api/articles/, spec 1 §5 Blog)', () => {
  it('publishes at once where the school does not validate, slug proposed, HTML sanitised', async () => {
    const author = await member(school);
    const body = await article(author, {
      content:
        '<h2>Title</h2><p onclick="x()">Hi</p><script>alert(1)</script><iframe src="https://www.youtube.com/embed/abc"></iframe>',
    });
    const res = await call('POST', '/api/articles/', author.headers, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      slug: 'rentree-2026-a-l-ecole',
      state: 3,
      status: 'published',
      author: { id: author.id },
      can_edit: true,
    });
    expect(res.body.content).toContain('<h2>Title</h2><p>Hi</p>');
    expect(res.body.content).toContain('<iframe src="https://www.youtube.com/embed/abc">');
    expect(res.body.content).not.toMatch(/script|onclick/);
    const again = await call('POST', '/api/articles/', author.headers, await article(author));
    expect(again.body.slug).toBe('rentree-2026-a-l-ecole-2');
    const proposal = await call(
      'GET',
      `/api/articles/slug/?title=${encodeURIComponent('Rentrée 2026 à l’école')}`,
      author.headers,
    );
    expect(proposal.body).toEqual({ slug: 'rentree-2026-a-l-ecole-3' });
  });

  it('answers 400 per bad field, in the error shape, and writes nothing', async () => {
    const author = await member(school);
    const good = await article(author);
    const before = (await db.select().from(articles)).length;
    const cases: [Body, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(101) }, 'title'],
      [{ slug: 'x'.repeat(101) }, 'slug'],
      [{ slug: 'Not a slug' }, 'slug'],
      [{ slug: 'é-accent' }, 'slug'],
      [{ content: '<p> </p><script>x</script>' }, 'content'],
      [{ content: '<iframe src="https://player.vimeo.com/video/1"></iframe><p>x</p>' }, 'content'],
      [{ languages: [] }, 'languages'],
      [{ languages: ['de'] }, 'languages.0'],
      [{ category: 'gossip' }, 'category'],
      [{ cover: 'articles/1/1/nothere.webp' }, 'cover'],
      [{ publish_at: null }, 'publish_at'],
      [{ publish_at: 'tomorrow' }, 'publish_at'],
      [{ filter_degrees: [school.degrees[0]?.id] }, 'filter_degrees'],
      [{ filter_roles: [9] }, 'filter_roles.0'],
    ];
    for (const [fields, field] of cases) {
      const res = await call('POST', '/api/articles/', author.headers, { ...good, ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(res.body), JSON.stringify(fields)).toContain(field);
    }
    const missing = await call('POST', '/api/articles/', author.headers, {});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body)).toEqual(
      expect.arrayContaining(['title', 'content', 'languages', 'category', 'cover']),
    );
    const fr = await call(
      'POST',
      '/api/articles/',
      author.headers,
      { ...good, publish_at: null },
      'fr',
    );
    expect(fr.body.publish_at).toEqual([
      'Choisissez une date de publication ou enregistrez l’article en brouillon.',
    ]);
    expect((await db.select().from(articles)).length).toBe(before);
  });

  it('refuses a slug another article holds, and a cover uploaded by someone else', async () => {
    const author = await member(school);
    const first = await call(
      'POST',
      '/api/articles/',
      author.headers,
      await article(author, { slug: 'taken' }),
    );
    expect(first.status).toBe(201);
    const second = await call(
      'POST',
      '/api/articles/',
      author.headers,
      await article(author, { slug: 'taken' }),
    );
    expect(second).toEqual({
      status: 400,
      body: { slug: ['This address is already used by another article.'] },
    });
    const thief = await member(school);
    const stolen = await call('POST', '/api/articles/', thief.headers, {
      ...(await article(thief)),
      cover: (first.body.cover as { key: string }).key,
    });
    expect(stolen.status).toBe(400);
  });

  it('keeps a draft without a date out of the published list', async () => {
    const author = await member(school);
    const draft = await call('POST', '/api/articles/', author.headers, {
      ...(await article(author)),
      draft: true,
      publish_at: null,
    });
    expect(draft.body).toMatchObject({ state: 1, status: 'draft' });
    const published = await call('GET', '/api/articles/?page_size=50', author.headers);
    expect((published.body.results as Body[]).map((a) => a.id)).not.toContain(draft.body.id);
    const mine = await call('GET', '/api/articles/?status=draft', author.headers);
    expect((mine.body.results as Body[]).map((a) => a.id)).toEqual([draft.body.id]);
    const stranger = await member(school);
    const theirs = await call('GET', '/api/articles/?status=draft', stranger.headers);
    expect(theirs.body.results).toEqual([]);
    expect((await call('GET', `/api/articles/${draft.body.id}/`, stranger.headers)).status).toBe(
      404,
    );
  });
});

describe('permissions (401, 403, 404 other school)', () => {
  it('answers 401 to anonymous readers of a school without public pages', async () => {
    const host = { host: hostOf(school.subdomain) };
    for (const url of [
      '/api/articles/',
      '/api/articles/by-slug/taken/',
      '/api/blog/sitemap.xml',
      '/api/blog/rss.xml',
    ]) {
      expect((await call('GET', url, host)).status, url).toBe(401);
    }
    expect((await call('POST', '/api/articles/', host, {})).status).toBe(401);
  });

  it('answers 403 to a member without the blog view', async () => {
    const s = await buildSchool(db);
    const prospect = await member(s, { role: ROLE.Prospect });
    const role = s.roles.get(ROLE.Prospect);
    await db
      .delete(roleViewPermissions)
      .where(
        and(
          eq(roleViewPermissions.schoolRoleId, role?.id ?? 0),
          eq(roleViewPermissions.app, 'blog'),
        ),
      );
    expect((await call('GET', '/api/articles/', prospect.headers)).status).toBe(403);
    expect(
      (await call('POST', '/api/articles/', prospect.headers, await article(await member(s))))
        .status,
    ).toBe(403);
  });

  it('answers 404 for another school’s article, by id and by slug', async () => {
    const them = await member(other);
    const theirs = await buildArticle(db, other.id, them.id, { slug: 'elsewhere' });
    const me = await member(school);
    expect((await call('GET', `/api/articles/${theirs.id}/`, me.headers)).status).toBe(404);
    expect((await call('GET', '/api/articles/by-slug/elsewhere/', me.headers)).status).toBe(404);
    expect(
      (await call('PATCH', `/api/articles/${theirs.id}/`, me.headers, { title: 'x' })).status,
    ).toBe(404);
    expect((await call('DELETE', `/api/articles/${theirs.id}/`, me.headers)).status).toBe(404);
    expect((await call('POST', `/api/articles/${theirs.id}/like/`, me.headers)).status).toBe(404);
  });
});

describe('reading (GET /api/articles/by-slug/{slug}/)', () => {
  it('counts one view per reader, shows them per show_views_blog, suggests the same category first', async () => {
    const s = await buildSchool(db);
    const author = await member(s);
    const reader = await member(s);
    const main = await buildArticle(db, s.id, author.id, { category: 'careers', slug: 'main' });
    const same = await buildArticle(db, s.id, author.id, {
      category: 'careers',
      publishAt: new Date(Date.now() - 86_400_000),
    });
    const newer = await buildArticle(db, s.id, author.id, { category: 'news' });
    const res = await call('GET', '/api/articles/by-slug/main/', reader.headers);
    expect(res.body).toMatchObject({ id: main.id, view_count: 1 });
    expect((res.body.suggestions as Body[]).map((a) => a.id)).toEqual([same.id, newer.id]);
    await call('GET', '/api/articles/by-slug/main/', author.headers);
    await setFlags(s, { showViewsBlog: false });
    // The same reader again (a reload) counts nothing more; another reader counts one.
    const hidden = await call('GET', '/api/articles/by-slug/main/', reader.headers);
    expect(hidden.body.view_count).toBeNull();
    const [once] = await db.select().from(articles).where(eq(articles.id, main.id));
    expect(once?.viewCount).toBe(1);
    await call('GET', '/api/articles/by-slug/main/', (await member(s)).headers);
    const [row] = await db.select().from(articles).where(eq(articles.id, main.id));
    expect(row?.viewCount).toBe(2);
  });

  it('redirects an old slug to the new one after an edit', async () => {
    const author = await member(school);
    const created = await call(
      'POST',
      '/api/articles/',
      author.headers,
      await article(author, { slug: 'before' }),
    );
    const id = created.body.id as number;
    const kept = await call('PATCH', `/api/articles/${id}/`, author.headers, {
      title: 'Another title',
    });
    expect(kept.body.slug).toBe('before');
    await call('PATCH', `/api/articles/${id}/`, author.headers, { slug: 'after' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/articles/by-slug/before/',
      headers: author.headers,
    });
    expect(res.statusCode).toBe(301);
    expect(res.json()).toEqual({ slug: 'after' });
    expect(res.headers.location).toBe('/api/articles/by-slug/after/');
  });

  it('likes once per member', async () => {
    const author = await member(school);
    const fan = await member(school);
    const a = await buildArticle(db, school.id, author.id);
    expect((await call('POST', `/api/articles/${a.id}/like/`, fan.headers)).body).toEqual({
      like_count: 1,
      liked: true,
    });
    expect((await call('POST', `/api/articles/${a.id}/like/`, fan.headers)).body).toEqual({
      like_count: 1,
      liked: true,
    });
    expect((await call('DELETE', `/api/articles/${a.id}/like/`, fan.headers)).body).toEqual({
      like_count: 0,
      liked: false,
    });
  });
});

describe('restriction filters (has_filter_blog)', () => {
  it('shows a restricted article to the members its filters name only', async () => {
    const s = await buildSchool(db, { hasFilterBlog: true, hasPublicPages: true });
    const [first, second] = s.degrees;
    const author = await member(s);
    const inside = await member(s, { degreeId: first?.id ?? null });
    const outside = await member(s, { degreeId: second?.id ?? null });
    const admin = await member(s, { role: ROLE.SchoolAdmin, degreeId: null });
    const res = await call('POST', '/api/articles/', author.headers, {
      ...(await article(author, { slug: 'for-finance' })),
      filter_degrees: [first?.id],
      filter_roles: [ROLE.Alumni],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ restricted: true, filter_roles: [ROLE.Alumni] });
    const url = '/api/articles/by-slug/for-finance/';
    expect((await call('GET', url, inside.headers)).status).toBe(200);
    expect((await call('GET', url, admin.headers)).status).toBe(200);
    expect(await call('GET', url, outside.headers)).toEqual({
      status: 403,
      body: { detail: 'You cannot view this article because access is restricted.' },
    });
    expect((await call('GET', url, { host: hostOf(s.subdomain) })).status).toBe(404);
    const listed = async (who: Headers) =>
      ((await call('GET', '/api/articles/', who)).body.results as Body[]).map((a) => a.slug);
    expect(await listed(inside.headers)).toContain('for-finance');
    expect(await listed(outside.headers)).not.toContain('for-finance');
    expect(await listed({ host: hostOf(s.subdomain) })).not.toContain('for-finance');
    const unknown = await call('POST', '/api/articles/', author.headers, {
      ...(await article(author)),
      filter_degrees: [other.degrees[0]?.id],
    });
    expect(unknown.status).toBe(400);
  });
});

describe('public pages (has_public_pages)', () => {
  it('lets anonymous readers read published, unrestricted articles only, with a sitemap and RSS', async () => {
    const s = await buildSchool(db, { hasPublicPages: true });
    const author = await member(s);
    const anon = { host: hostOf(s.subdomain) };
    await buildArticle(db, s.id, author.id, {
      slug: 'public-one',
      title: 'Public & one',
      languages: ['fr', 'en'],
    });
    await buildArticle(db, s.id, author.id, { slug: 'hidden-from-search', robotsIndex: false });
    await buildArticle(db, s.id, author.id, { slug: 'a-draft', state: 1 });
    await buildArticle(db, s.id, author.id, { slug: 'waiting', state: 2 });
    await buildArticle(db, s.id, author.id, { slug: 'refused', state: 4 });
    await buildArticle(db, s.id, author.id, {
      slug: 'later',
      publishAt: new Date(Date.now() + 3600_000),
    });
    const list = await call('GET', '/api/articles/', anon);
    expect((list.body.results as Body[]).map((a) => a.slug).sort()).toEqual([
      'hidden-from-search',
      'public-one',
    ]);
    expect((await call('GET', '/api/articles/?status=draft', anon)).body.results).toEqual([]);
    expect((await call('GET', '/api/articles/by-slug/public-one/', anon)).status).toBe(200);
    // An anonymous reader is one viewer however often they reload (address and browser).
    const reload = await call('GET', '/api/articles/by-slug/public-one/', anon);
    expect(reload.body).toMatchObject({ view_count: 1 });
    const otherBrowser = { ...anon, 'user-agent': 'Another browser' };
    const second = await call('GET', '/api/articles/by-slug/public-one/', otherBrowser);
    expect(second.body).toMatchObject({ view_count: 2 });
    for (const slug of ['a-draft', 'waiting', 'refused', 'later']) {
      expect((await call('GET', `/api/articles/by-slug/${slug}/`, anon)).status, slug).toBe(404);
    }
    const sitemap = await ctx.app.inject({
      method: 'GET',
      url: '/api/blog/sitemap.xml',
      headers: anon,
    });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`/blog/public-one</loc>`);
    expect(sitemap.body).toContain(`/en/blog/public-one</loc>`);
    expect(sitemap.body).toContain('hreflang="en"');
    expect(sitemap.body).not.toMatch(/hidden-from-search|a-draft|waiting|later/);
    const rss = await ctx.app.inject({ method: 'GET', url: '/api/blog/rss.xml', headers: anon });
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect(rss.body).toContain('<title>Public &amp; one</title>');
    expect(rss.body).not.toContain('a-draft');
  });
});
