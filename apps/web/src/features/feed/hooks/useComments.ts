import { useInfiniteQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { commentsKey, fetchComments } from '../api.ts';

/** A post's comments, oldest first, a cursor page at a time; off until `enabled`. */
export function useComments(postId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: commentsKey(postId),
    queryFn: ({ pageParam, signal }) => fetchComments(postId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled,
    retry: retryUnlessClientError,
  });
}
