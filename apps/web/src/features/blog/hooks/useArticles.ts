import type { ArticleSummary } from '@alumni/domain';
import { ARTICLES_PAGE_SIZE } from '@alumni/domain';
import type { PagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { usePagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import type { ArticleFilters } from '../api.ts';
import { articleListKey, fetchArticles } from '../api.ts';

/** One page of the school's articles for the filters; the page lives in the address (`?page=`). */
export function useArticles(filters: ArticleFilters): PagedQuery<ArticleSummary> {
  return usePagedQuery({
    queryKey: [...articleListKey, filters],
    fetchPage: (request, signal) => fetchArticles(filters, request, signal),
    pageSize: ARTICLES_PAGE_SIZE,
    param: 'page',
  });
}
