import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { addRole, buildArticle, buildSchool, buildUser } from '../../../test/factories.ts';
import { articleSlugs } from '../../db/schema/index.ts';

/*
 * The server-written head of an article's page (issue 13 item 5): search engines and link
 * previews read title, description, canonical, hreflang, robots, Open Graph and Twitter
 * card without running the app; only for public, unrestricted, published articles.
 */

let ctx: TestContext;
let host: string;
let privateHost: string;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'alumni-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<html lang="fr"><head><title>Alumni</title><!--app-config--></head><body></body></html>',
  );
  ctx = await createTestApp({ webDist: dist });
  const db = ctx.database.db;
  const school = await buildSchool(db, { hasPublicPages: true, name: 'École "Test"' });
  host = hostOf(school.subdomain);
  const user = await buildUser(db);
  await addRole(db, user.id, school);
  const openDay = await buildArticle(db, school.id, user.id, {
    slug: 'open-day',
    title: 'Open day <2026>',
    metaDescription: 'Come & see',
    languages: ['fr', 'en'],
    robotsFollow: false,
  });
  await buildArticle(db, school.id, user.id, { slug: 'a-draft', state: 1 });
  const restricted = await buildArticle(db, school.id, user.id, {
    slug: 'restricted',
    filterRoles: [3],
  });
  // Slugs the articles had before an edit renamed them.
  await db.insert(articleSlugs).values([
    { schoolId: school.id, slug: 'open-house', itemId: openDay.id },
    { schoolId: school.id, slug: 'was-restricted', itemId: restricted.id },
  ]);
  const closed = await buildSchool(db, { hasPublicPages: false, name: 'Closed School' });
  privateHost = hostOf(closed.subdomain);
});
afterAll(() => ctx.close());

const page = async (url: string) => (await ctx.app.inject({ url, headers: { host } })).body;

describe('document head of /blog/{slug}', () => {
  it('writes title, description, canonical, hreflang, robots, Open Graph and Twitter', async () => {
    const html = await page('/en/blog/open-day');
    const origin = `http://${host}`;
    expect(html).toContain('<title>Open day &lt;2026> – École "Test"</title>');
    expect(html).not.toContain('<title>Alumni</title>');
    expect(html).toContain('<meta name="description" content="Come &amp; see">');
    expect(html).toContain('<meta name="robots" content="index,nofollow">');
    expect(html).toContain(`<link rel="canonical" href="${origin}/en/blog/open-day">`);
    expect(html).toContain(`<link rel="alternate" hreflang="fr" href="${origin}/blog/open-day">`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${origin}/blog/open-day">`,
    );
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/articles\/[^"]+\.webp">/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(await page('/blog/open-day')).toContain(
      `<link rel="canonical" href="${origin}/blog/open-day">`,
    );
  });

  it('keeps the default head for drafts, restricted articles and other pages', async () => {
    for (const url of ['/blog/a-draft', '/blog/restricted', '/blog/unknown', '/login']) {
      const html = await page(url);
      expect(html, url).toContain('<title>École "Test"</title>');
      expect(html, url).not.toContain('og:title');
      expect(html, url).not.toContain('name="robots"');
    }
  });

  it('names the blog’s RSS feed', async () => {
    // Issue 30 item 5: no page linked the feed.
    const feed = `<link rel="alternate" type="application/rss+xml" title="News – École &quot;Test&quot;" href="http://${host}/api/blog/rss.xml">`;
    expect(await page('/en/blog/open-day')).toContain(feed);
    expect(await page('/en/blog')).toContain(feed);
    expect(await page('/blog')).toContain('title="Actualités – École &quot;Test&quot;"');
  });

  it('moves an old slug to the article’s address with a 301', async () => {
    // Issue 30 item 5: the old address answered 200 with a generic head.
    const moved = await ctx.app.inject({ url: '/en/blog/open-house?ref=mail', headers: { host } });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/en/blog/open-day?ref=mail');
    const french = await ctx.app.inject({ url: '/blog/open-house', headers: { host } });
    expect(french.headers.location).toBe('/blog/open-day');
    // An old slug of an article anonymous readers may not open says nothing of it.
    const hidden = await ctx.app.inject({ url: '/blog/was-restricted', headers: { host } });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).not.toContain('restricted');
  });
});

describe('document head of /blog', () => {
  it('has the school’s name for the blog, a description, canonical, hreflang and robots', async () => {
    // Issue 30 item 5: the list's title was "Alumni", with no description.
    const html = await page('/en/blog');
    const origin = `http://${host}`;
    expect(html).toContain('<title>News – École "Test"</title>');
    expect(html).toContain(
      '<meta name="description" content="Articles published by École &quot;Test&quot;: news and announcements from its network.">',
    );
    expect(html).toContain(`<link rel="canonical" href="${origin}/en/blog">`);
    expect(html).toContain(`<link rel="alternate" hreflang="fr" href="${origin}/blog">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/blog">`);
    expect(html).toContain('<meta name="robots" content="index,follow">');
    expect(html).toContain('<meta property="og:type" content="website">');
    const french = await page('/blog');
    expect(french).toContain('<title>Actualités – École "Test"</title>');
    expect(french).toContain('Les articles publiés par École &quot;Test&quot;');
  });
});

describe('pages of a school without public pages', () => {
  it('say noindex, with the school’s name as their title', async () => {
    for (const url of ['/', '/login', '/blog', '/blog/open-day']) {
      const html = (await ctx.app.inject({ url, headers: { host: privateHost } })).body;
      expect(html, url).toContain(
        '<title>Closed School</title><meta name="robots" content="noindex">',
      );
      expect(html, url).not.toContain('application/rss+xml');
    }
  });
});
