import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { articleListKey, fetchArticles } from '../api.ts';

/** The newest published articles (the dashboard's latest news). */
export function useLatestArticles(count: number) {
  return useQuery({
    queryKey: [...articleListKey, 'latest', count],
    queryFn: ({ signal }) =>
      fetchArticles({ status: 'published', category: null }, { page: 1, pageSize: count }, signal),
    retry: retryUnlessClientError,
  });
}
