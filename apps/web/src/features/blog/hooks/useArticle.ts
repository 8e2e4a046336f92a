import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { articleByIdKey, fetchArticle } from '../api.ts';

/** An article by id, for its edit form; nothing is read while `id` is null (a new article). */
export function useArticle(id: number | null) {
  return useQuery({
    queryKey: articleByIdKey(id ?? 0),
    queryFn: ({ signal }) => fetchArticle(id ?? 0, signal),
    enabled: id !== null,
    retry: retryUnlessClientError,
    // The form edits this version (expected_updated_at): read it fresh each time.
    staleTime: 0,
    gcTime: 0,
  });
}
