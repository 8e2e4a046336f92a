import { type Locale, splitLocalePath } from '@alumni/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema/index.ts';
import { sanitizeLongRichText } from '../../platform/html.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { localizedUrl, schoolOrigin } from '../../platform/public-url.ts';
import { withSchool } from '../../platform/school-scope.ts';
import type { DocumentHead, DocumentHeadFinder } from '../../platform/web.ts';
import { statusCondition } from './store.ts';

/** Characters of an article's text used as its description when it has no meta description. */
const DESCRIPTION_FROM_TEXT = 160;

/**
 * The server-written head of an article's page, `/blog/{slug}` and `/en/blog/{slug}` (issue 13
 * item 5): for a school with public pages and an article anonymous readers may open
 * (published, no restriction filter), its title (meta title first), description, canonical
 * URL in the page's language (or the article's first), `hreflang` alternates for its
 * languages, robots index/follow, Open Graph and Twitter card with its cover. Null otherwise:
 * the page keeps the default head. Links come from the configured public origin.
 */
export function blogDocumentHead(opts: {
  db: Db;
  config: Config;
  mediaUrl: MediaUrl;
}): DocumentHeadFinder {
  return async (request, route) => {
    if (route.pattern !== '/blog/:slug' || !route.params.slug) return null;
    const school = await request.school();
    if (!school.hasPublicPages) return null;
    const slug = route.params.slug;
    const [article] = await withSchool(opts.db, school.id, (tx) =>
      tx
        .select()
        .from(articles)
        .where(
          and(
            eq(articles.schoolId, school.id),
            eq(articles.slug, slug),
            statusCondition('published'),
            sql`cardinality(${articles.filterDegrees}) = 0 and cardinality(${articles.filterRoles}) = 0`,
          ) as SQL,
        )
        .limit(1),
    );
    if (!article) return null;
    const origin = schoolOrigin(opts.config, school.subdomain);
    const languages = article.languages as Locale[];
    const urlIn = (locale: Locale) =>
      localizedUrl(origin, `/blog/${encodeURIComponent(article.slug)}`, locale);
    const { locale } = splitLocalePath(request.url.split('?')[0] ?? '/');
    const canonical = urlIn(languages.includes(locale) ? locale : (languages[0] ?? locale));
    const cover = opts.mediaUrl(article.coverKey);
    const head: DocumentHead = {
      title: `${article.metaTitle || article.title} – ${school.name}`,
      description:
        article.metaDescription ||
        sanitizeLongRichText(article.content).text.slice(0, DESCRIPTION_FROM_TEXT),
      canonical,
      alternates: languages.map((l) => ({ locale: l, url: urlIn(l) })),
      robots: `${article.robotsIndex ? 'index' : 'noindex'},${article.robotsFollow ? 'follow' : 'nofollow'}`,
      image: cover ? new URL(cover, origin).toString() : null,
      type: 'article',
      publishedTime: article.publishAt?.toISOString() ?? null,
    };
    return head;
  };
}
