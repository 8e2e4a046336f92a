import type { Locale } from '@alumni/domain';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema/index.ts';
import { localizedUrl } from '../../platform/public-url.ts';
import { withSchool } from '../../platform/school-scope.ts';
import { bilingualEntries, escapeXml, type SitemapSource } from '../../platform/site-files.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { blogFeature } from './head.ts';
import { publicCondition } from './visibility.ts';

/** Articles in the sitemap and the feed at most (the newest). */
const FEED_MAX = 500;

/**
 * The school's public, indexable articles (issue 13 item 5): published, no restriction
 * filter, `robots_index`, in a school with public pages (none otherwise); newest first.
 * `db` is the school's scope.
 */
export async function publicArticles(db: Db, school: SchoolRow) {
  if (!school.hasPublicPages) return [];
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
        eq(articles.schoolId, school.id),
        publicCondition(),
        eq(articles.robotsIndex, true),
      ) as SQL,
    )
    .orderBy(desc(articles.publishAt), desc(articles.id))
    .limit(FEED_MAX);
}

/** The article's page in each of its languages (French without prefix, English under /en). */
export function pageUrls(origin: string, article: { slug: string; languages: string[] }) {
  return (article.languages as Locale[]).map((locale) => ({
    locale,
    url: localizedUrl(origin, `/blog/${encodeURIComponent(article.slug)}`, locale),
  }));
}

/**
 * The blog's `<url>` entries of a sitemap: when there are public articles, the list page in
 * French and English, then each article's page in each of its languages, with `hreflang`
 * alternates and its last change. Empty when there is none.
 */
export function blogSitemapEntries(
  origin: string,
  rows: Awaited<ReturnType<typeof publicArticles>>,
): string[] {
  if (!rows.length) return [];
  const entries = rows.flatMap((article) => {
    const urls = pageUrls(origin, article);
    const alternates = urls
      .map((u) => `<xhtml:link rel="alternate" hreflang="${u.locale}" href="${escapeXml(u.url)}"/>`)
      .join('');
    return urls.map(
      (u) =>
        `<url><loc>${escapeXml(u.url)}</loc><lastmod>${article.updatedAt.toISOString()}</lastmod>${alternates}</url>`,
    );
  });
  return [...bilingualEntries(origin, '/blog'), ...entries];
}

/**
 * The blog's part of the site's `/sitemap.xml` (platform/site-files.ts, given by app.ts; issue
 * 30 item 5): blogSitemapEntries of the school's public articles, read in its scope; nothing
 * when the school's blog is off or leads elsewhere (head.ts blogFeature).
 */
export function blogSitemapSource(opts: { db: Db }): SitemapSource {
  return async (school, origin, details) => {
    if (details && !blogFeature(details)) return [];
    return blogSitemapEntries(
      origin,
      await withSchool(opts.db, school.id, (tx) => publicArticles(tx, school)),
    );
  };
}
