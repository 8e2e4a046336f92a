import { FEED_PAGE_SIZE } from '@alumni/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { feedListKey, fetchPosts } from '../api.ts';

/** The school's feed, newest first, a cursor page at a time (`GET /api/posts/`). */
export function useFeed() {
  return useInfiniteQuery({
    queryKey: feedListKey,
    queryFn: ({ pageParam, signal }) =>
      fetchPosts({ cursor: pageParam, pageSize: FEED_PAGE_SIZE }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    retry: retryUnlessClientError,
  });
}
