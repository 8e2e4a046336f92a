import type { CursorPage, Post } from '@alumni/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { fetchPosts, latestPostsKey } from '../api.ts';

/** The `count` newest posts of the feed (dashboard, spec 1 §2); off unless `enabled`. */
export function useLatestPosts(count: number, enabled: boolean): UseQueryResult<CursorPage<Post>> {
  return useQuery({
    queryKey: latestPostsKey(count),
    queryFn: ({ signal }) => fetchPosts({ pageSize: count }, signal),
    enabled,
    staleTime: 30_000,
    retry: retryUnlessClientError,
  });
}
