import type {
  CursorPage,
  Post,
  PostComment,
  PostCreateInput,
  PostImage,
  PostInput,
  PostLike,
} from '@alumni/domain';
import { apiPath, FEED_PAGE_SIZE, FEED_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/**
 * The feed API (issue "Feed, reports and blocks", apps/server/src/modules/feed): posts with
 * cursor pages, their images, likes and comments. Types come from the API contract
 * (`@alumni/domain` api/feed.ts).
 */

import { feedKey } from '../../shared/queryKeys.ts';

export { feedKey };
/** Every feed list (the school's and each group's). */
export const feedListKey = ['feed', 'list'] as const;
/** The list of one group's feed, or the school's (issue 33 item 4). */
export const feedListKeyOf = (groupId?: number | null) =>
  [...feedListKey, groupId ?? 'school'] as const;
export const latestPostsKey = (count: number) => ['feed', 'latest', count] as const;
export const commentsKey = (postId: number) => ['feed', 'comments', postId] as const;

const post = (id: number) => apiPath(FEED_PATHS.post, { id });

export const fetchPosts = (
  opts: { cursor?: string | null; pageSize?: number; author?: number; groupId?: number },
  signal?: AbortSignal,
) =>
  api.get<CursorPage<Post>>(
    apiPath(FEED_PATHS.list, undefined, {
      cursor: opts.cursor || undefined,
      page_size: opts.pageSize ?? FEED_PAGE_SIZE,
      author: opts.author,
      group_id: opts.groupId,
    }),
    signal,
  );

export const createPost = (body: PostCreateInput) => api.post<Post>(apiPath(FEED_PATHS.list), body);
export const updatePost = (id: number, body: PostInput) => api.patch<Post>(post(id), body);
export const deletePost = (id: number) => api.delete<undefined>(post(id));
export const uploadPostImage = (file: File) =>
  api.upload<PostImage>(apiPath(FEED_PATHS.images), file);

export const likePost = (id: number) => api.post<PostLike>(apiPath(FEED_PATHS.like, { id }));
export const unlikePost = (id: number) => api.delete<PostLike>(apiPath(FEED_PATHS.like, { id }));

export const fetchComments = (postId: number, cursor: string | null, signal?: AbortSignal) =>
  api.get<CursorPage<PostComment>>(
    apiPath(FEED_PATHS.comments, { id: postId }, { cursor: cursor || undefined }),
    signal,
  );
export const createComment = (postId: number, content: string) =>
  api.post<PostComment>(apiPath(FEED_PATHS.comments, { id: postId }), { content });
export const updateComment = (postId: number, commentId: number, content: string) =>
  api.patch<PostComment>(apiPath(FEED_PATHS.comment, { id: postId, commentId }), { content });
export const deleteComment = (postId: number, commentId: number) =>
  api.delete<undefined>(apiPath(FEED_PATHS.comment, { id: postId, commentId }));
