import type { ArticleSummary } from '@alumni/domain';
import { ARTICLE_REFUSAL_REASON_MAX, BLOG_PATHS, PUBLICATION_STATUSES } from '@alumni/domain';
import type { PublicationWebArea } from '../publication/index.ts';
import { PUBLICATION_HISTORY_ACTIONS } from '../publication/index.ts';
import { articleHistoryKey, blogKey, fetchPendingArticles, pendingArticlesKey } from './api.ts';

/**
 * The blog as the publication web kit sees it (features/publication): articles under
 * `BLOG_PATHS`, words `blog_*`, pending queue oldest first, each linked to `/blog/{slug}`.
 */
export const ARTICLE_PUBLICATION: PublicationWebArea<ArticleSummary> = {
  area: 'blog',
  counter: 'article',
  paths: { history: BLOG_PATHS.history, review: BLOG_PATHS.review },
  i18nPrefix: 'blog',
  queueLabelKey: 'validations_tab_articles',
  itemColumnKey: 'blog_pending_column_article',
  statuses: PUBLICATION_STATUSES,
  historyActions: PUBLICATION_HISTORY_ACTIONS,
  refusalReasonMax: ARTICLE_REFUSAL_REASON_MAX,
  queryKeys: {
    all: blogKey,
    pending: pendingArticlesKey,
    history: articleHistoryKey,
  },
  fetchPending: fetchPendingArticles,
  titleOf: (article) => article.title,
  pathOf: (article) => `/blog/${article.slug}`,
  testIds: {
    status: 'article-status',
    history: 'article-history',
    pendingRow: 'pending-article',
    pendingCount: 'pending-articles-count',
  },
};
