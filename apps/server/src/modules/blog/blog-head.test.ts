import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { addRole, buildArticle, buildSchool, buildUser } from '../../../test/factories.ts';

/*
 * The server-written head of an article's page (issue 13 item 5): search engines and link
 * previews read title, description, canonical, hreflang, robots, Open Graph and Twitter
 * card without running the app; only for public, unrestricted, published articles.
 */

let ctx: TestContext;
let host: string;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'alumni-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><title>Alumni</title><!--app-config--></head><body></body></html>',
  );
  ctx = await createTestApp({ webDist: dist });
  const db = ctx.database.db;
  const school = await buildSchool(db, { hasPublicPages: true, name: 'École "Test"' });
  host = hostOf(school.subdomain);
  const user = await buildUser(db);
  await addRole(db, user.id, school);
  await buildArticle(db, school.id, user.id, {
    slug: 'open-day',
    title: 'Open day <2026>',
    metaDescription: 'Come & see',
    languages: ['fr', 'en'],
    robotsFollow: false,
  });
  await buildArticle(db, school.id, user.id, { slug: 'a-draft', state: 1 });
  await buildArticle(db, school.id, user.id, { slug: 'restricted', filterRoles: [3] });
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
    for (const url of ['/blog/a-draft', '/blog/restricted', '/blog/unknown', '/blog', '/login']) {
      const html = await page(url);
      expect(html, url).toContain('<title>Alumni</title>');
      expect(html, url).not.toContain('og:title');
    }
  });
});
