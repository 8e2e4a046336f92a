import { BLOG_PATHS, BlogXmlResponses, fastifyPath } from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { sanitizeLongRichText } from '../../platform/html.ts';
import { schoolOrigin } from '../../platform/public-url.ts';
import { escapeXml, sitemapXml } from '../../platform/site-files.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import type { BlogOptions } from './options.ts';
import { authorizeReader } from './policy.ts';
import { blogSitemapEntries, pageUrls, publicArticles } from './sitemap.ts';

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
   * article's page in each of its languages, with `hreflang` alternates and its last change
   * (the site's `/sitemap.xml` has them too). Anonymous readers of schools with public pages
   * (401 without). 200 `application/xml`; 403 for members without the blog view.
   */
  app.get(
    fastifyPath(BLOG_PATHS.sitemap),
    { schema: { tags: ['blog'], summary: "The blog's sitemap", response: BlogXmlResponses } },
    async (request, reply) => {
      const reader = await authorizeReader(request, db);
      const origin = originOf(reader.school);
      const xml = sitemapXml(blogSitemapEntries(origin, await publicArticles(db, reader.school)));
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
      const items = (await publicArticles(db, school)).map((article) => {
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
