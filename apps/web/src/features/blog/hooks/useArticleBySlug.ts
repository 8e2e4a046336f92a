import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { articleBySlugKey, fetchArticleBySlug } from '../api.ts';

/** An article's page by slug (with its suggestions); counts a view on the server. */
export function useArticleBySlug(slug: string) {
  return useQuery({
    queryKey: articleBySlugKey(slug),
    queryFn: ({ signal }) => fetchArticleBySlug(slug, signal),
    retry: retryUnlessClientError,
  });
}
