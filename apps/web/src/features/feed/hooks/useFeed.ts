import { FEED_PAGE_SIZE } from '@alumni/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { feedListKeyOf, fetchPosts } from '../api.ts';

/**
 * The school's feed, or group `groupId`'s (issue 33 item 4), newest first, a cursor page at a
 * time (`GET /api/posts/?group_id=`).
 */
export function useFeed(groupId?: number) {
  return useInfiniteQuery({
    queryKey: feedListKeyOf(groupId),
    queryFn: ({ pageParam, signal }) =>
      fetchPosts(
        {
          cursor: pageParam,
          pageSize: FEED_PAGE_SIZE,
          ...(groupId === undefined ? {} : { groupId }),
        },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    retry: retryUnlessClientError,
  });
}
