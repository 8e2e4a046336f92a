import {
  apiPath,
  BLOG_MESSAGES,
  BLOG_PATHS,
  type FeatureEntry,
  featureName,
  fillPlaceholders,
  LOCALES,
  type Locale,
  localeFromId,
  localizePath,
  type SchoolDetails,
  splitLocalePath,
} from '@alumni/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { articleSlugs, articles } from '../../db/schema/index.ts';
import { sanitizeLongRichText } from '../../platform/html.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { localizedUrl, schoolOrigin } from '../../platform/public-url.ts';
import { oldSlugItem } from '../../platform/publication/old-slugs.ts';
import { withSchool } from '../../platform/school-scope.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import type { DocumentHead, DocumentHeadFinder, MovedPage } from '../../platform/web.ts';
import { publicCondition } from './visibility.ts';

/** Characters of an article's text used as its description when it has no meta description. */
const DESCRIPTION_FROM_TEXT = 160;

/** What the heads of the blog's pages share: the school, its public origin, the page. */
interface BlogPage {
  school: SchoolRow;
  origin: string;
  locale: Locale;
  /** The page's feed link (`rel="alternate"` RSS). */
  feeds: NonNullable<DocumentHead['feeds']>;
}

/**
 * The server-written heads of the blog's public pages (issue 13 item 5, issue 30 item 5), for a
 * school with public pages whose blog is on (and not sent elsewhere): the list, `/blog`, and
 * an article's page, `/blog/{slug}`, in French or under `/en`. Both name the school's RSS feed.
 * An article's head is written for one anonymous readers may open (published, no restriction
 * filter); an old slug of such an article answers 301 to its current address. Null
 * otherwise: the page keeps the default head. Links come from the configured public origin.
 */
export function blogDocumentHead(opts: {
  db: Db;
  config: Config;
  mediaUrl: MediaUrl;
}): DocumentHeadFinder {
  return async (request, route, page) => {
    if (route.pattern !== '/blog' && route.pattern !== '/blog/:slug') return null;
    const school = await request.school();
    if (!school.hasPublicPages) return null;
    const blog = page.details ? blogFeature(page.details) : undefined;
    if (page.details && !blog) return null;
    const origin = schoolOrigin(opts.config, school.subdomain);
    const name = blog ? featureName(blog, page.locale) : null;
    const blogPage: BlogPage = {
      school,
      origin,
      locale: page.locale,
      feeds: [
        {
          title: name ? `${name} – ${school.name}` : school.name,
          url: `${origin}${apiPath(BLOG_PATHS.rss)}`,
        },
      ],
    };
    if (route.pattern === '/blog') return listHead(blogPage, name, page.details);
    const slug = route.params.slug;
    if (!slug) return null;
    const [path, query] = request.url.split('?');
    const moved = (current: string): MovedPage => ({
      movedTo: `${localizePath(`/blog/${encodeURIComponent(current)}`, splitLocalePath(path ?? '/').locale)}${query === undefined ? '' : `?${query}`}`,
    });
    return articleHead(opts, blogPage, slug, moved);
  };
}

/** The school's blog feature when it is on and shows its own pages (no `url_redirect`). */
export function blogFeature(details: SchoolDetails): FeatureEntry | undefined {
  return details.features.find(
    (entry) => entry.enabled && entry.feature.path === 'blog' && !entry.url_redirect,
  );
}

/**
 * The head of `/blog`: "News – School" as the app titles it (the school's name for the
 * feature), a description naming the school, canonical and `hreflang` in both languages (the
 * school's own first, also `x-default`), indexable, and the school's cover for link previews.
 */
function listHead(
  page: BlogPage,
  name: string | null,
  details: SchoolDetails | null,
): DocumentHead {
  const { school, origin, locale } = page;
  const own = localeFromId(school.preferredLocale);
  const languages = [own, ...LOCALES.filter((l) => l !== own)];
  const cover = details?.cover ?? null;
  return {
    title: name && name !== school.name ? `${name} – ${school.name}` : school.name,
    description: fillPlaceholders(BLOG_MESSAGES[locale].listDescription, { school: school.name }),
    canonical: localizedUrl(origin, '/blog', locale),
    alternates: languages.map((l) => ({ locale: l, url: localizedUrl(origin, '/blog', l) })),
    robots: 'index,follow',
    image: cover ? new URL(cover, origin).toString() : null,
    type: 'website',
    publishedTime: null,
    feeds: page.feeds,
  };
}

/**
 * The head of an article's page: its title (meta title first), description, canonical URL in
 * the page's language (or the article's first), `hreflang` alternates for its languages,
 * robots index/follow, Open Graph and Twitter card with its cover. For a slug that is no
 * article's, the article it used to name, if public: `moved(its slug)`. Null otherwise.
 */
async function articleHead(
  opts: { db: Db; mediaUrl: MediaUrl },
  page: BlogPage,
  slug: string,
  moved: (current: string) => MovedPage,
): Promise<DocumentHead | MovedPage | null> {
  const { school, origin, locale } = page;
  const publicArticle = (where: SQL) => (tx: Db) =>
    tx
      .select()
      .from(articles)
      .where(and(eq(articles.schoolId, school.id), where, publicCondition()) as SQL)
      .limit(1);
  const found = await withSchool(opts.db, school.id, async (tx) => {
    const [current] = await publicArticle(eq(articles.slug, slug))(tx);
    if (current) return { article: current, renamed: false };
    // An old slug: only an article anyone may read says where it went.
    const oldId = await oldSlugItem(tx, articleSlugs, school.id, slug);
    if (oldId === null) return null;
    const [renamed] = await publicArticle(eq(articles.id, oldId))(tx);
    return renamed ? { article: renamed, renamed: true } : null;
  });
  if (!found) return null;
  if (found.renamed) return moved(found.article.slug);
  const { article } = found;
  const languages = article.languages as Locale[];
  const urlIn = (l: Locale) => localizedUrl(origin, `/blog/${encodeURIComponent(article.slug)}`, l);
  const canonical = urlIn(languages.includes(locale) ? locale : (languages[0] ?? locale));
  const cover = opts.mediaUrl(article.coverKey);
  return {
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
    feeds: page.feeds,
  };
}
