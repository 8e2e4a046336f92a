import type { ArticleSummary } from '@alumni/domain';
import { ARTICLE_REFUSAL_REASON_MAX, PUBLICATION_STATUSES } from '@alumni/domain';
import type { PublicationWebArea } from '../publication/area.ts';
import { PUBLICATION_HISTORY_ACTIONS } from '../publication/area.ts';
import { articleHistoryKey, blogKey, fetchPendingArticles, pendingArticlesKey } from './api.ts';

/**
 * The blog as the publication web kit sees it (features/publication): articles under
 * `/api/articles/`, words `blog_*`, pending queue oldest first, each linked to `/blog/{slug}`.
 */
export const ARTICLE_PUBLICATION: PublicationWebArea<ArticleSummary> = {
  area: 'blog',
  counter: 'article',
  apiBase: '/api/articles/',
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
