import { BLOG_MESSAGES } from '@alumni/domain';
import { articleHistory, articleSlugs, articles } from '../../db/schema/index.ts';
import { pendingItemsQueue } from '../../platform/publication/scheduling.ts';
import type { PublicationArea } from '../../platform/publication/store.ts';
import { publicationActor } from './policy.ts';

/**
 * Articles as the one publication workflow sees them (platform/publication; issue 13 items
 * 2 to 4): their table and history, `article.status_changed` on every move, and, once an
 * article becomes readable (saved or validated with a past date, or its date reached, by the
 * `blog.publish` job or the `blog.sweep`), `article.published`. Saves wait for a Blog
 * validator where the school has `validate_blog`; degree and role filters count where it has
 * `has_filter_blog`; slugs, old ones in `article_slugs`.
 */
export const articlesArea: PublicationArea<typeof articles, 'filter_degrees' | 'filter_roles'> = {
  area: 'blog',
  items: 'articles',
  refusalReasons: 'blog',
  table: articles,
  history: { table: articleHistory, subject: articleHistory.articleId, subjectKey: 'articleId' },
  messages: (locale) => BLOG_MESSAGES[locale],
  events: { statusChanged: 'article.status_changed', deleted: 'article.deleted' },
  announced: (emit, db, row) =>
    emit(db, 'article.published', {
      articleId: row.id,
      authorId: row.authorId,
      title: row.title,
      slug: row.slug,
    }),
  who: publicationActor,
  requiresValidation: (school) => school.validateBlog,
  audience: {
    fields: ['filter_degrees', 'filter_roles'],
    enabled: (school) => school.hasFilterBlog,
    messages: (locale) => ({
      filtersOff: BLOG_MESSAGES[locale].filtersOff,
      unknown: BLOG_MESSAGES[locale].unknownDegree,
    }),
  },
  slugs: { old: articleSlugs, taken: (locale) => BLOG_MESSAGES[locale].slugTaken },
};

/** Articles waiting for a Blog validator: the `article` counter (spec 1 §3 counters). */
export const pendingArticlesQueue = pendingItemsQueue(articlesArea, {
  type: 'article',
  key: 'articles',
});
