import type { ArticleSummary } from '@alumni/domain';
import type { PagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { usePagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { fetchPendingArticles, pendingArticlesKey } from '../api.ts';

/** Articles waiting for validation per page of the validations centre. */
export const PENDING_ARTICLES_PAGE_SIZE = 20;

/** One page of the school's articles waiting for validation (Blog validators), oldest first. */
export function usePendingArticles(): PagedQuery<ArticleSummary> {
  return usePagedQuery({
    queryKey: pendingArticlesKey,
    fetchPage: (request, signal) => fetchPendingArticles(request, signal),
    pageSize: PENDING_ARTICLES_PAGE_SIZE,
    staleTime: 0,
  });
}
