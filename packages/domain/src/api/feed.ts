import { z } from 'zod';
import {
  commentSchema,
  FEED_PAGE_SIZE_MAX,
  POST_IMAGE_MAX_BYTES,
  postPatchSchema,
  postSchema,
} from '../feed.ts';
import {
  cursorPageOf,
  DbIdSchema,
  ErrorDetailSchema,
  InputErrors,
  NoContentSchema,
  UserSummarySchema,
} from './shared.ts';

/**
 * Contract of the feed (spec 1 §1 "feed with posts and comments", §2 Dashboard latest posts;
 * issue "Feed, reports…"): `/api/posts/…` with its image uploads, comments and likes.
 */

/** `{id}` of a post in the path. */
export const PostParamsSchema = z.object({ id: DbIdSchema });
/** `{id, commentId}` of a post's comment in the path. */
export const CommentParamsSchema = z.object({ id: DbIdSchema, commentId: DbIdSchema });

/**
 * `GET /api/posts/?cursor=&page_size=&author=&group_id=`: page_size 1–50 (default 10), one
 * member's posts, one group's feed (issue 33 item 4; without it, the school's feed: posts of no
 * group and of public groups, never a private group's).
 */
export const FeedQuerySchema = z.object({
  cursor: z.string().max(100).optional(),
  page_size: z.coerce.number().int().min(1).max(FEED_PAGE_SIZE_MAX).optional(),
  author: DbIdSchema.optional(),
  group_id: DbIdSchema.optional().describe(
    "One group's feed (its members, or anyone for a public group)",
  ),
});
/** `GET /api/posts/{id}/comments/?cursor=&page_size=`. */
export const CommentsQuerySchema = FeedQuerySchema.omit({ author: true, group_id: true });

/**
 * Body of `POST /api/posts/`: `content` HTML (sanitised by the server; text or an image is
 * required, checked on the sanitised text), `images`, keys from `POST /api/posts/images/`, and
 * `group_id` to write in a group's feed (its members only; issue 33 item 4).
 */
export const PostBodySchema = postSchema().extend({
  group_id: DbIdSchema.optional().describe(
    "The group whose feed the post is in; none: the school's feed",
  ),
});
/** A new post as a client writes it (`group_id` to write in a group). */
export type PostCreateInput = z.input<typeof PostBodySchema>;
/** Body of `PATCH /api/posts/{id}/`: the same fields, each kept as it is when absent. */
export const PostPatchBodySchema = postPatchSchema();
/** Body of a new or edited comment: `{content}`, plain text. */
export const CommentBodySchema = commentSchema();

/**
 * Body of `POST /api/posts/images/` as the OpenAPI document shows it: multipart/form-data
 * with the image in the field `file`. Documentation only: the server reads the upload
 * itself (the route schema cannot check a multipart stream).
 */
export const PostImageUploadBodySchema = z.object({
  file: z.string().meta({
    format: 'binary',
    description: `JPEG, PNG, WebP or GIF, ${POST_IMAGE_MAX_BYTES / 1024 / 1024} MB at most`,
  }),
});

/** An image of a post, `{key, url, width, height}`; also the answer of an upload. */
export const PostImageSchema = z.object({
  key: z.string().describe('Send it back in `images` to keep the image when editing'),
  url: z.string(),
  width: z.number().int().describe('px'),
  height: z.number().int().describe('px'),
});
export type PostImage = z.infer<typeof PostImageSchema>;

/**
 * What a feed card shares (issue 13 item 7: "feed card when an article is published"): a
 * published article, event or job ad, as the viewer may open it. `summary` is
 * plain text; `path` is the web app's path of the item (`/blog/{slug}`).
 */
export const FEED_SUBJECT_TYPES = ['article', 'event', 'jobad'] as const;
export type FeedSubjectType = (typeof FEED_SUBJECT_TYPES)[number];
export const FeedSubjectSchema = z.object({
  type: z.enum(FEED_SUBJECT_TYPES),
  id: z.number().int(),
  title: z.string(),
  summary: z.string().describe('Plain text'),
  path: z.string().describe('Path of the item in the web app, e.g. /blog/{slug}'),
  image: z.string().nullable().describe('URL of its cover image'),
});
export type FeedSubject = z.infer<typeof FeedSubjectSchema>;

/** The group a post was written in, as its card names it (issue 33 item 4). */
export const PostGroupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
});
export type PostGroup = z.infer<typeof PostGroupSchema>;

/**
 * A post as the viewer sees it, with what they may do with it. A post that shares an item
 * (`subject`, not null) was written by the platform when the item was published, in its
 * author's name: its `content` is empty and it is not edited, only deleted.
 */
export const PostSchema = z.object({
  id: z.number().int(),
  author: UserSummarySchema,
  content: z.string().describe('Sanitised HTML'),
  images: z.array(PostImageSchema),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  like_count: z.number().int(),
  liked: z.boolean(),
  comment_count: z.number().int(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_report: z.boolean(),
  subject: FeedSubjectSchema.nullable(),
  group: PostGroupSchema.nullable().describe(
    'The group the post was written in; null: the school feed',
  ),
});
export type Post = z.infer<typeof PostSchema>;

/** A comment of a post; `content` is plain text, never HTML. */
export const PostCommentSchema = z.object({
  id: z.number().int(),
  post: z.number().int(),
  author: UserSummarySchema,
  content: z.string().describe('Plain text'),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type PostComment = z.infer<typeof PostCommentSchema>;

/** The answer of a like or its withdrawal: `{like_count, liked}`. */
export const PostLikeSchema = z.object({ like_count: z.number().int(), liked: z.boolean() });
export type PostLike = z.infer<typeof PostLikeSchema>;

export const PostListResponses = { 200: cursorPageOf(PostSchema), ...InputErrors };
export const PostResponses = { 200: PostSchema, 201: PostSchema, ...InputErrors };
export const FeedDeletedResponses = { 204: NoContentSchema, ...InputErrors };
export const PostLikeResponses = { 200: PostLikeSchema, ...InputErrors };
export const CommentListResponses = { 200: cursorPageOf(PostCommentSchema), ...InputErrors };
export const CommentResponses = { 200: PostCommentSchema, 201: PostCommentSchema, ...InputErrors };
export const PostImageUploadResponses = {
  201: PostImageSchema,
  413: ErrorDetailSchema,
  ...InputErrors,
};
