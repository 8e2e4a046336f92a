import { BLOG_MESSAGES } from '@alumni/domain';
import { articleHistory, articles } from '../../db/schema/index.ts';
import { pendingItemsQueue } from '../../platform/publication/scheduling.ts';
import type { PublicationArea } from '../../platform/publication/store.ts';

/**
 * Articles as the one publication workflow sees them (platform/publication; issue 13 items
 * 3 and 4): their table and history, `article.status_changed` on every move, and, once an
 * article becomes readable (saved or validated with a past date, or its date reached, by the
 * `blog.publish` job or the `blog.sweep`), `article.published`.
 */
export const articlesArea: PublicationArea<typeof articles> = {
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
};

/** Articles waiting for a Blog validator: the `article` counter (spec 1 §3 counters). */
export const pendingArticlesQueue = pendingItemsQueue(articlesArea, {
  type: 'article',
  key: 'articles',
});
