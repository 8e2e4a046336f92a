import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCALE_IDS } from '@alumni/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestContext } from '../../test/app.ts';
import { addRole, buildArticle, buildSchool, buildUser } from '../../test/factories.ts';
import { features, schoolFeatures } from '../db/schema/index.ts';

/*
 * What search engines read at a school's origin (issue 30 item 5): `/robots.txt` and
 * `/sitemap.xml` answered the app's 404 page, and every page said `<html lang="fr">`, those
 * under /en and those of an English school too.
 */

let ctx: TestContext;
let open: string;
let closed: string;
let english: string;
let blogOff: string;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'alumni-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html>\n<html lang="fr" data-mantine-color-scheme="light"><head><title>Alumni</title><!--app-config--></head><body><div id="root"></div></body></html>',
  );
  ctx = await createTestApp({ webDist: dist });
  const db = ctx.database.db;
  const school = await buildSchool(db, { hasPublicPages: true });
  open = hostOf(school.subdomain);
  const author = await buildUser(db);
  await addRole(db, author.id, school);
  await buildArticle(db, school.id, author.id, { slug: 'open-day', languages: ['fr', 'en'] });
  await buildArticle(db, school.id, author.id, { slug: 'members-only', filterRoles: [4] });
  await buildArticle(db, school.id, author.id, { slug: 'a-draft', state: 1 });
  await buildArticle(db, school.id, author.id, { slug: 'not-indexed', robotsIndex: false });
  const other = await buildSchool(db, { hasPublicPages: false });
  closed = hostOf(other.subdomain);
  await buildArticle(db, other.id, author.id, { slug: 'internal-news' });
  const campus = await buildSchool(db, { preferredLocale: LOCALE_IDS.en });
  english = hostOf(campus.subdomain);
  const noBlog = await buildSchool(db, { hasPublicPages: true });
  blogOff = hostOf(noBlog.subdomain);
  await buildArticle(db, noBlog.id, author.id, { slug: 'left-over' });
  await db
    .update(schoolFeatures)
    .set({ enabled: false })
    .where(
      and(
        eq(schoolFeatures.schoolId, noBlog.id),
        eq(
          schoolFeatures.featureId,
          sql`(select ${features.id} from ${features} where ${features.path} = 'blog')`,
        ),
      ),
    );
});
afterAll(() => ctx.close());

const get = (host: string, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers: { host, ...headers } });

describe('/robots.txt', () => {
  it('lets crawlers in, names the sitemap at the public origin and lists no path', async () => {
    for (const host of [open, closed]) {
      const response = await get(host, '/robots.txt', { 'x-forwarded-host': 'evil.example' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toBe(
        `User-agent: *\nAllow: /\n\nSitemap: http://${host}/sitemap.xml\n`,
      );
    }
  });

  it('answers 404 for a host that names no school', async () => {
    const response = await get('nowhere.localhost:3000', '/robots.txt');
    expect(response.statusCode).toBe(404);
  });
});

describe('/sitemap.xml', () => {
  it('lists the home page, the blog and its public, indexable articles, in both languages', async () => {
    const response = await get(open, '/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const origin = `http://${open}`;
    expect(locs).toEqual([
      `${origin}/`,
      `${origin}/en`,
      `${origin}/blog`,
      `${origin}/en/blog`,
      `${origin}/blog/open-day`,
      `${origin}/en/blog/open-day`,
    ]);
    expect(response.body).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${origin}/en/blog/open-day"/>`,
    );
  });

  it('lists nothing private, whoever asks, and nothing at all without public pages', async () => {
    const body = (await get(open, '/sitemap.xml')).body;
    for (const slug of ['members-only', 'a-draft', 'not-indexed']) expect(body).not.toContain(slug);
    const none = await get(closed, '/sitemap.xml');
    expect(none.statusCode).toBe(200);
    expect(none.body).not.toContain('<url>');
    // A school whose blog is off lists its home page only.
    const home = (await get(blogOff, '/sitemap.xml')).body;
    expect(home).toContain(`<loc>http://${blogOff}/</loc>`);
    expect(home).not.toContain('/blog');
  });
});

describe('<html lang>', () => {
  const langOf = async (host: string, url: string, headers: Record<string, string> = {}) =>
    /<html lang="([a-z]+)"/.exec((await get(host, url, headers)).body)?.[1];

  it('is the language of the address: English under /en, French without', async () => {
    expect(await langOf(open, '/en/login')).toBe('en');
    expect(await langOf(open, '/en')).toBe('en');
    expect(await langOf(open, '/login')).toBe('fr');
  });

  it('is English on every page of an English school, unless the visitor chose French', async () => {
    for (const url of ['/', '/login', '/directory', '/no/such/page']) {
      expect(await langOf(english, url), url).toBe('en');
    }
    expect(await langOf(english, '/login', { cookie: 'locale=fr' })).toBe('fr');
    expect(await langOf(open, '/login', { cookie: 'locale=en' })).toBe('en');
  });
});
