import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { articleHistoryKey, fetchArticleHistory } from '../api.ts';

/** An article's publication history, for its author, Blog validators and admins. */
export function useArticleHistory(id: number, enabled: boolean) {
  return useQuery({
    queryKey: articleHistoryKey(id),
    queryFn: ({ signal }) => fetchArticleHistory(id, signal),
    enabled,
    retry: retryUnlessClientError,
  });
}
