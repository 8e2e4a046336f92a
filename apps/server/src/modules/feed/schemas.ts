import {
  COMMENT_CONTENT_MAX,
  cursorPageOf,
  DbIdSchema,
  ErrorDetailSchema,
  FEED_PAGE_SIZE_MAX,
  InputErrors,
  POST_CONTENT_MAX,
  POST_IMAGES_MAX,
  SignedInErrors,
  UserSummarySchema,
} from '@alumni/domain';
import { z } from 'zod';

// Params and queries (checked by parseInput for localised messages; also the OpenAPI document).
export const PostParamsSchema = z.object({ id: DbIdSchema });
export const CommentParamsSchema = z.object({ id: DbIdSchema, commentId: DbIdSchema });
export const FeedQuerySchema = z.object({
  cursor: z.string().max(100).optional(),
  page_size: z.coerce.number().int().min(1).max(FEED_PAGE_SIZE_MAX).optional(),
  author: DbIdSchema.optional(),
});
export const CommentsQuerySchema = FeedQuerySchema.omit({ author: true });

// Bodies, for the OpenAPI document (the domain's schemas check them with localised messages).
export const PostBodyDoc = z.object({
  content: z.string().max(POST_CONTENT_MAX).describe('HTML; sanitised by the server'),
  images: z
    .array(z.string())
    .max(POST_IMAGES_MAX)
    .optional()
    .describe('Keys from POST /api/posts/images/'),
});
export const PostPatchBodyDoc = PostBodyDoc.partial();
export const CommentBodyDoc = z.object({ content: z.string().max(COMMENT_CONTENT_MAX) });
export const ImageBodyDoc = z.object({
  file: z.string().meta({ format: 'binary', description: 'JPEG, PNG, WebP or GIF, 5 MB at most' }),
});

// Responses.
export const PostImageSchema = z.object({
  key: z.string().describe('Send it back in `images` to keep the image when editing'),
  url: z.string(),
  width: z.number().int().describe('px'),
  height: z.number().int().describe('px'),
});
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
});
export const CommentSchema = z.object({
  id: z.number().int(),
  post: z.number().int(),
  author: UserSummarySchema,
  content: z.string().describe('Plain text'),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
const LikeSchema = z.object({ like_count: z.number().int(), liked: z.boolean() });

export const PostListResponses = { 200: cursorPageOf(PostSchema), ...InputErrors };
export const PostResponses = { 200: PostSchema, 201: PostSchema, ...InputErrors };
export const DeletedResponses = { 204: z.null().describe('Deleted'), ...SignedInErrors };
export const LikeResponses = { 200: LikeSchema, ...SignedInErrors };
export const CommentListResponses = { 200: cursorPageOf(CommentSchema), ...InputErrors };
export const CommentResponses = { 200: CommentSchema, 201: CommentSchema, ...InputErrors };
export const UploadedImageResponses = {
  201: z.object({
    key: z.string(),
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  }),
  413: ErrorDetailSchema,
  ...InputErrors,
};
