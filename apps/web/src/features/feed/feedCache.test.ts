import type { CursorPage, Post, PostComment } from '@alumni/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { commentsKey, feedListKeyOf, latestPostsKey } from './api.ts';
import { prependCachedPost, updateCachedPost } from './feedCache.ts';

const author = { id: 9, first_name: 'A', last_name: 'B', picture: null };
const post = (id: number): Post => ({
  id,
  author,
  content: `<p>${id}</p>`,
  images: [],
  created_at: '2026-01-01T00:00:00Z',
  edited_at: null,
  like_count: 0,
  liked: false,
  comment_count: 0,
  can_edit: false,
  can_delete: false,
  can_report: true,
  subject: null,
  group: null,
});
const comment = (id: number): PostComment => ({
  id,
  post: 2,
  author,
  content: 'text',
  created_at: '2026-01-01T00:00:00Z',
  edited_at: null,
  can_edit: false,
  can_delete: false,
});
const pages = <T>(...results: T[][]) => ({
  pages: results.map((r, i) => ({ next: i < results.length - 1 ? `c${i}` : null, results: r })),
  pageParams: results.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
});

function seeded() {
  const client = new QueryClient();
  client.setQueryData(feedListKeyOf(), pages([post(3), post(2)], [post(1)]));
  client.setQueryData(latestPostsKey(3), { next: null, results: [post(3), post(2), post(1)] });
  // A comment whose id is a post's id: comments live under the feed's key too.
  client.setQueryData(commentsKey(2), pages([comment(1)]));
  return client;
}

describe('feed cache', () => {
  it('changes a post in the feed pages and the latest posts, never a comment', () => {
    const client = seeded();
    updateCachedPost(client, 1, (p) => ({ ...p, like_count: 5 }));
    const feed = client.getQueryData<ReturnType<typeof pages<Post>>>(feedListKeyOf());
    expect(feed?.pages[1]?.results[0]?.like_count).toBe(5);
    const latest = client.getQueryData<CursorPage<Post>>(latestPostsKey(3));
    expect(latest?.results[2]?.like_count).toBe(5);
    const comments = client.getQueryData<ReturnType<typeof pages<PostComment>>>(commentsKey(2));
    expect(comments?.pages[0]?.results[0]).toEqual(comment(1));
  });

  it('takes a removed post out, and puts a new one on top of the first page', () => {
    const client = seeded();
    updateCachedPost(client, 3, () => null);
    prependCachedPost(client, post(4));
    const feed = client.getQueryData<ReturnType<typeof pages<Post>>>(feedListKeyOf());
    expect(feed?.pages.map((page) => page.results.map((p) => p.id))).toEqual([[4, 2], [1]]);
  });

  it('puts a group’s new post on top of that group’s feed only (issue 33 item 4)', () => {
    const client = seeded();
    client.setQueryData(feedListKeyOf(7), pages([post(5)]));
    prependCachedPost(client, { ...post(6), group: { id: 7, title: 'Rowing', slug: 'rowing' } });
    const group = client.getQueryData<ReturnType<typeof pages<Post>>>(feedListKeyOf(7));
    expect(group?.pages[0]?.results.map((p) => p.id)).toEqual([6, 5]);
    const school = client.getQueryData<ReturnType<typeof pages<Post>>>(feedListKeyOf());
    expect(school?.pages[0]?.results.map((p) => p.id)).toEqual([3, 2]);
  });
});
