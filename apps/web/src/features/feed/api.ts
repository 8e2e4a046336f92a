import type { UserSummary } from '@alumni/domain';
import { FEED_PAGE_SIZE } from '@alumni/domain';
import { api } from '../../api/client.ts';

/**
 * The feed API (issue "Feed, reports and blocks", apps/server/src/modules/feed): posts with
 * cursor pages, their images, likes and comments. Types follow the API contract.
 */

/** An image of a post; its `key` is sent back in `images` to keep it when editing. */
export interface PostImage {
  key: string;
  url: string;
  width: number;
  height: number;
}

export interface Post {
  id: number;
  author: UserSummary;
  /** HTML, sanitised by the server at write time. */
  content: string;
  images: PostImage[];
  created_at: string;
  edited_at: string | null;
  like_count: number;
  liked: boolean;
  comment_count: number;
  can_edit: boolean;
  can_delete: boolean;
  can_report: boolean;
}

export interface Comment {
  id: number;
  post: number;
  author: UserSummary;
  /** Plain text: rendered as text, never as HTML. */
  content: string;
  created_at: string;
  edited_at: string | null;
  can_edit: boolean;
  can_delete: boolean;
}

/** A page of a cursor list: `next` is passed back as `?cursor=`, null on the last page. */
export interface CursorPage<T> {
  next: string | null;
  results: T[];
}

export interface PostBody {
  content?: string;
  images?: string[];
}

export interface LikeState {
  like_count: number;
  liked: boolean;
}

export const feedKey = ['feed'] as const;
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

export const createPost = (body: PostBody) => api.post<Post>('/api/posts/', body);
export const updatePost = (id: number, body: PostBody) => api.patch<Post>(post(id), body);
export const deletePost = (id: number) => api.delete<undefined>(post(id));
export const uploadPostImage = (file: File) => api.upload<PostImage>('/api/posts/images/', file);

export const likePost = (id: number) => api.post<LikeState>(`${post(id)}like/`);
export const unlikePost = (id: number) => api.delete<LikeState>(`${post(id)}like/`);

export const fetchComments = (postId: number, cursor: string | null, signal?: AbortSignal) =>
  api.get<CursorPage<Comment>>(`${post(postId)}comments/${query({ cursor })}`, signal);
export const createComment = (postId: number, content: string) =>
  api.post<Comment>(`${post(postId)}comments/`, { content });
export const updateComment = (postId: number, commentId: number, content: string) =>
  api.patch<Comment>(`${post(postId)}comments/${commentId}/`, { content });
export const deleteComment = (postId: number, commentId: number) =>
  api.delete<undefined>(`${post(postId)}comments/${commentId}/`);
