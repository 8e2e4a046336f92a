import type { CursorPage, Post, PostComment, PostImage, PostInput, PostLike } from '@alumni/domain';
import { FEED_PAGE_SIZE } from '@alumni/domain';
import { api } from '../../api/client.ts';

/**
 * The feed API (issue "Feed, reports and blocks", apps/server/src/modules/feed): posts with
 * cursor pages, their images, likes and comments. Types come from the API contract
 * (`@alumni/domain` api/feed.ts).
 */

import { feedKey } from '../../shared/queryKeys.ts';

export { feedKey };
export const feedListKey = ['feed', 'list'] as const;
export const latestPostsKey = (count: number) => ['feed', 'latest', count] as const;
export const commentsKey = (postId: number) => ['feed', 'comments', postId] as const;

const post = (id: number) => `/api/posts/${id}/`;

function query(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const fetchPosts = (
  opts: { cursor?: string | null; pageSize?: number; author?: number },
  signal?: AbortSignal,
) =>
  api.get<CursorPage<Post>>(
    `/api/posts/${query({ cursor: opts.cursor, page_size: opts.pageSize ?? FEED_PAGE_SIZE, author: opts.author })}`,
    signal,
  );

export const createPost = (body: PostInput) => api.post<Post>('/api/posts/', body);
export const updatePost = (id: number, body: PostInput) => api.patch<Post>(post(id), body);
export const deletePost = (id: number) => api.delete<undefined>(post(id));
export const uploadPostImage = (file: File) => api.upload<PostImage>('/api/posts/images/', file);

export const likePost = (id: number) => api.post<PostLike>(`${post(id)}like/`);
export const unlikePost = (id: number) => api.delete<PostLike>(`${post(id)}like/`);

export const fetchComments = (postId: number, cursor: string | null, signal?: AbortSignal) =>
  api.get<CursorPage<PostComment>>(`${post(postId)}comments/${query({ cursor })}`, signal);
export const createComment = (postId: number, content: string) =>
  api.post<PostComment>(`${post(postId)}comments/`, { content });
export const updateComment = (postId: number, commentId: number, content: string) =>
  api.patch<PostComment>(`${post(postId)}comments/${commentId}/`, { content });
export const deleteComment = (postId: number, commentId: number) =>
  api.delete<undefined>(`${post(postId)}comments/${commentId}/`);
