import type { CursorPage, Post } from '@alumni/domain';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { feedKey, feedListKeyOf } from './api.ts';

type FeedPages = InfiniteData<CursorPage<Post>, string | null>;

function isInfinite(data: unknown): data is FeedPages {
  return typeof data === 'object' && data !== null && 'pages' in data;
}

function isPage(data: unknown): data is CursorPage<Post> {
  return typeof data === 'object' && data !== null && 'results' in data;
}

/**
 * Changes one post wherever the feed's queries hold it (the feed's pages, the dashboard's
 * latest posts): `change` returns the new post, or null to take it out.
 */
export function updateCachedPost(
  queryClient: QueryClient,
  postId: number,
  change: (post: Post) => Post | null,
): void {
  const mapPage = (page: CursorPage<Post>): CursorPage<Post> => ({
    ...page,
    results: page.results.flatMap((post) => {
      if (post.id !== postId) return [post];
      const next = change(post);
      return next ? [next] : [];
    }),
  });
  // Only the lists of posts: comments live under the feed's key too.
  const holdsPosts = (key: readonly unknown[]) =>
    key[0] === feedKey[0] && (key[1] === 'list' || key[1] === 'latest');
  queryClient.setQueriesData(
    { predicate: (query) => holdsPosts(query.queryKey) },
    (data: unknown) => {
      if (isInfinite(data)) return { ...data, pages: data.pages.map(mapPage) };
      if (isPage(data)) return mapPage(data);
      return data;
    },
  );
}

/**
 * Puts a new post at the top of its feed's first page (its group's, or the school's); the
 * dashboard reloads its own, and the school feed a public group's post.
 */
export function prependCachedPost(queryClient: QueryClient, post: Post): void {
  queryClient.setQueriesData({ queryKey: feedListKeyOf(post.group?.id) }, (data: unknown) => {
    if (!isInfinite(data) || data.pages.length === 0) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    return { ...data, pages: [{ ...first, results: [post, ...first.results] }, ...rest] };
  });
  void queryClient.invalidateQueries({ queryKey: ['feed', 'latest'] });
  if (post.group) void queryClient.invalidateQueries({ queryKey: feedListKeyOf() });
}
