import { BLOG_PATHS, BlogXmlResponses, fastifyPath, type Locale } from '@alumni/domain';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema/index.ts';
import { sanitizeLongRichText } from '../../platform/html.ts';
import { localizedUrl, schoolOrigin } from '../../platform/public-url.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import type { BlogOptions } from './options.ts';
import { authorizeReader, type Reader } from './policy.ts';
import { statusCondition } from './store.ts';
import { readableCondition } from './visibility.ts';

/** Articles in the sitemap and the feed at most (the newest). */
const FEED_MAX = 500;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * The school's public, indexable articles (issue 13 item 5): published, no restriction
 * filter, `robots_index`, in a school with public pages; newest first.
 */
async function publicArticles(db: Db, reader: Reader) {
  if (!reader.school.hasPublicPages) return [];
  const anonymous: Reader = { ...reader, user: null, authUser: null };
  return db
    .select({
      slug: articles.slug,
      title: articles.title,
      content: articles.content,
      metaDescription: articles.metaDescription,
      languages: articles.languages,
      publishAt: articles.publishAt,
      createdAt: articles.createdAt,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(
      and(
        eq(articles.schoolId, reader.school.id),
        statusCondition('published'),
        readableCondition(anonymous),
        eq(articles.robotsIndex, true),
      ) as SQL,
    )
    .orderBy(desc(articles.publishAt), desc(articles.id))
    .limit(FEED_MAX);
}

/** The article's page in each of its languages (French without prefix, English under /en). */
function pageUrls(origin: string, article: { slug: string; languages: string[] }) {
  return (article.languages as Locale[]).map((locale) => ({
    locale,
    url: localizedUrl(origin, `/blog/${encodeURIComponent(article.slug)}`, locale),
  }));
}

/**
 * The sitemap and RSS feed of a school's blog (issue 13 item 5), at
 * `/api/blog/sitemap.xml` and `/api/blog/rss.xml`; links are built from the configured public
 * origin, never from the Host.
 */
export const feedsRoutes: FastifyPluginAsyncZod<BlogOptions & { config: Config }> = async (
  app,
  { db, config },
) => {
  const originOf = (school: SchoolRow) => schoolOrigin(config, school.subdomain);

  /**
   * GET /api/blog/sitemap.xml: the blog's list page (fr, en) and every public, indexable
   * article's page in each of its languages, with `hreflang` alternates and its last change. Anonymous readers of schools
   * with public pages (401 without). 200 `application/xml`; 403 for members without the
   * blog view.
   */
  app.get(
    fastifyPath(BLOG_PATHS.sitemap),
    { schema: { tags: ['blog'], summary: "The blog's sitemap", response: BlogXmlResponses } },
    async (request, reply) => {
      const reader = await authorizeReader(request, db);
      const origin = originOf(reader.school);
      const entries = (await publicArticles(db, reader)).flatMap((article) => {
        const urls = pageUrls(origin, article);
        const alternates = urls
          .map(
            (u) =>
              `<xhtml:link rel="alternate" hreflang="${u.locale}" href="${escapeXml(u.url)}"/>`,
          )
          .join('');
        return urls.map(
          (u) =>
            `<url><loc>${escapeXml(u.url)}</loc><lastmod>${article.updatedAt.toISOString()}</lastmod>${alternates}</url>`,
        );
      });
      // The list page in the school's languages comes first.
      const listPage = (['fr', 'en'] as const).map(
        (locale) => `<url><loc>${escapeXml(localizedUrl(origin, '/blog', locale))}</loc></url>`,
      );
      if (entries.length) entries.unshift(...listPage);
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
      return reply.type('application/xml; charset=utf-8').send(xml);
    },
  );

  /**
   * GET /api/blog/rss.xml: an RSS 2.0 feed of the public, indexable articles, newest first
   * (title, link in the article's first language, date, description). Same access as the
   * sitemap. 200 `application/rss+xml`.
   */
  app.get(
    fastifyPath(BLOG_PATHS.rss),
    { schema: { tags: ['blog'], summary: "The blog's RSS feed", response: BlogXmlResponses } },
    async (request, reply) => {
      const reader = await authorizeReader(request, db);
      const school = reader.school;
      const origin = originOf(school);
      const items = (await publicArticles(db, reader)).map((article) => {
        const link = pageUrls(origin, article)[0]?.url ?? origin;
        const description =
          article.metaDescription || sanitizeLongRichText(article.content).text.slice(0, 300);
        const date = (article.publishAt ?? article.createdAt).toUTCString();
        return `<item><title>${escapeXml(article.title)}</title><link>${escapeXml(link)}</link><guid isPermaLink="true">${escapeXml(link)}</guid><pubDate>${date}</pubDate><description>${escapeXml(description)}</description></item>`;
      });
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${escapeXml(school.name)}</title><atom:link href="${escapeXml(`${origin}/api/blog/rss.xml`)}" rel="self" type="application/rss+xml"/><link>${escapeXml(`${origin}/blog`)}</link><description>${escapeXml(school.name)}</description>\n${items.join('\n')}\n</channel></rss>\n`;
      return reply.type('application/rss+xml; charset=utf-8').send(xml);
    },
  );
};
