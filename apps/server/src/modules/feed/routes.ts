import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  COMMENTS_PAGE_SIZE,
  canDeleteFeedItem,
  canEditFeedItem,
  canUseFeed,
  commentSchema,
  FEED_MESSAGES,
  FEED_PAGE_SIZE,
  IMAGE_MESSAGES,
  type Locale,
  POST_IMAGE_FORMATS,
  POST_IMAGE_MAX_BYTES,
  POST_IMAGE_MAX_SIDE,
  postContentProblem,
  postPatchSchema,
  postSchema,
} from '@alumni/domain';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { PostImage } from '../../db/schema/index.ts';
import { decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/html.ts';
import {
  newMediaKey,
  readImageUpload,
  removeMedia,
  toWebpWithin,
  writeMedia,
} from '../../platform/images.ts';
import { requestLocale } from '../../platform/locale.ts';
import { authorize, type SignedInPolicyContext } from '../../platform/policy.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { parseInput } from '../../platform/validation.ts';
import { presentComment, presentPost } from './presenters.ts';
import {
  CommentBodyDoc,
  CommentListResponses,
  CommentParamsSchema,
  CommentResponses,
  CommentsQuerySchema,
  DeletedResponses,
  FeedQuerySchema,
  ImageBodyDoc,
  LikeResponses,
  PostBodyDoc,
  PostListResponses,
  PostParamsSchema,
  PostPatchBodyDoc,
  PostResponses,
  UploadedImageResponses,
} from './schemas.ts';
import {
  type CommentRow,
  createComment,
  createPost,
  deleteComment,
  deletePost,
  findComment,
  findVisiblePost,
  likePost,
  listComments,
  listPosts,
  type PostRow,
  unlikePost,
  updateComment,
  updatePost,
} from './service.ts';

export interface FeedOptions {
  db: Db;
  mediaUrl: MediaUrl;
  mediaRoot: string;
}

/** The gate of every feed route: signed in, with the feed list view (domain canUseFeed). */
const authorizeFeed = (request: FastifyRequest, db: Db) =>
  authorize(request, db, (ctx) => canUseFeed(ctx.user, ctx.permissionSchool));

/** Uploaded post images: `posts/{school}/{user}/{32 hex}-{width}x{height}.webp`. */
const IMAGE_KEY = /^posts\/(\d+)\/(\d+)\/[0-9a-f]{32}-(\d{1,5})x(\d{1,5})\.webp$/;

/**
 * The images a member attaches, from their keys: each must be one this member uploaded in
 * this school (or already on the post being edited) and still be on disk. 400 `{"images"}`.
 */
async function imagesOf(
  keys: string[],
  opts: { ctx: SignedInPolicyContext; mediaRoot: string; locale: Locale; current?: PostImage[] },
): Promise<PostImage[]> {
  const images: PostImage[] = [];
  for (const key of new Set(keys)) {
    const kept = opts.current?.find((image) => image.key === key);
    if (kept) {
      images.push(kept);
      continue;
    }
    const match = IMAGE_KEY.exec(key);
    const mine =
      match &&
      Number(match[1]) === opts.ctx.school.id &&
      Number(match[2]) === opts.ctx.user.id &&
      (await stat(path.join(opts.mediaRoot, key)).then(
        (s) => s.isFile(),
        () => false,
      ));
    if (!match || !mine) throw badRequest({ images: [FEED_MESSAGES[opts.locale].unknownImage] });
    images.push({ key, width: Number(match[3]), height: Number(match[4]) });
  }
  return images;
}

/** Sanitised post content, refused when empty (and no image) or too long (domain rule). */
function postContent(content: string, images: PostImage[], locale: Locale): { html: string } {
  const { html, text } = sanitizeRichText(content);
  const problem = postContentProblem(text, images.length, locale);
  if (problem) throw badRequest({ content: [problem] });
  return { html: text === '' ? '' : html };
}

/**
 * The feed (spec 1 §1 "feed with posts and comments", §2 Dashboard latest posts; issue
 * "Feed, reports…"): posts with text, images and links, comments and likes, for members
 * allowed on the feed list view. Every read and write is scoped to the Host's school and
 * leaves out what accepted reports removed or the viewer blocked (spec 1 §4 Reports).
 */
export const feedRoutes: FastifyPluginAsyncZod<FeedOptions> = async (
  app,
  { db, mediaUrl, mediaRoot },
) => {
  await app.register(multipart, {
    limits: { fileSize: POST_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  const present = (ctx: SignedInPolicyContext, row: PostRow) =>
    presentPost(
      row,
      {
        canEdit: canEditFeedItem(ctx.user, row.authorId),
        canDelete: canDeleteFeedItem(ctx.user, ctx.permissionSchool, row.authorId),
        canReport: row.authorId !== ctx.user.id,
      },
      mediaUrl,
    );
  const presentOne = (ctx: SignedInPolicyContext, row: CommentRow) =>
    presentComment(
      row,
      {
        canEdit: canEditFeedItem(ctx.user, row.authorId),
        canDelete: canDeleteFeedItem(ctx.user, ctx.permissionSchool, row.authorId),
      },
      mediaUrl,
    );

  /** The post `id` as the viewer sees it; 404 when removed, blocked, elsewhere or gone. */
  async function visiblePost(ctx: SignedInPolicyContext, id: number): Promise<PostRow> {
    const row = await findVisiblePost(db, {
      schoolId: ctx.school.id,
      viewerId: ctx.user.id,
      postId: id,
    });
    if (!row) throw notFound();
    return row;
  }

  /**
   * GET /api/posts/?cursor=&page_size=&author=: a page of the school's feed, newest first
   * (page_size 1–50, default 10), optionally one member's posts. 200 `{next, results}` where
   * `next` is the cursor of the following page or null; 400 on a bad cursor; 401, 403.
   */
  app.get(
    '/posts/',
    {
      attachValidation: true,
      schema: {
        tags: ['feed'],
        summary: 'The feed, newest first',
        querystring: FeedQuerySchema,
        response: PostListResponses,
      },
    },
    async (request) => {
      const ctx = await authorizeFeed(request, db);
      const query = parseInput(FeedQuerySchema, request.query);
      const { rows, more } = await listPosts(db, {
        schoolId: ctx.school.id,
        viewerId: ctx.user.id,
        before: decodeCursor(query.cursor),
        limit: query.page_size ?? FEED_PAGE_SIZE,
        ...(query.author === undefined ? {} : { authorId: query.author }),
      });
      const last = rows.at(-1);
      return {
        next: more && last ? encodeCursor(last.id) : null,
        results: rows.map((row) => present(ctx, row)),
      };
    },
  );

  /**
   * POST /api/posts/images/: uploads one image for a post to come (multipart field `file`,
   * JPEG, PNG, WebP or GIF by content, 5 MB at most), stored as WebP within 1600×1600 px
   * without metadata. 201 `{key, url, width, height}`: pass `key` in the post's `images`.
   * 400 `{"file"}`, 413, 401, 403.
   */
  app.post(
    '/posts/images/',
    {
      attachValidation: true,
      bodyLimit: POST_IMAGE_MAX_BYTES * 2,
      schema: {
        tags: ['feed'],
        summary: 'Upload an image for a post',
        consumes: ['multipart/form-data'],
        body: ImageBodyDoc,
        response: UploadedImageResponses,
      },
    },
    async (request, reply) => {
      const ctx = await authorizeFeed(request, db);
      const messages = IMAGE_MESSAGES[requestLocale(request)];
      const upload = await readImageUpload(request, {
        maxBytes: POST_IMAGE_MAX_BYTES,
        messages,
      });
      const image = await toWebpWithin(upload, {
        size: { width: POST_IMAGE_MAX_SIDE, height: POST_IMAGE_MAX_SIDE },
        formats: POST_IMAGE_FORMATS,
        messages,
      });
      const key = newMediaKey(`posts/${ctx.school.id}/${ctx.user.id}`).replace(
        /\.webp$/,
        `-${image.width}x${image.height}.webp`,
      );
      await writeMedia(mediaRoot, key, image.data);
      return reply
        .status(201)
        .send({ key, url: mediaUrl(key) ?? '', width: image.width, height: image.height });
    },
  );

  /**
   * POST /api/posts/ `{content, images?}`: publishes a post. `content` is HTML sanitised here
   * (scripts, handlers and unsafe links dropped); text or an image is required, text at most
   * 5000 characters. 201 with the post; 400 `{"content"}` / `{"images"}`; 401, 403.
   */
  app.post(
    '/posts/',
    {
      attachValidation: true,
      schema: {
        tags: ['feed'],
        summary: 'Publish a post',
        body: PostBodyDoc,
        response: PostResponses,
      },
    },
    async (request, reply) => {
      const ctx = await authorizeFeed(request, db);
      const locale = requestLocale(request);
      const input = parseInput(postSchema(locale), request.body);
      const images = await imagesOf(input.images, { ctx, mediaRoot, locale });
      const { html } = postContent(input.content, images, locale);
      const id = await createPost(db, {
        schoolId: ctx.school.id,
        authorId: ctx.user.id,
        content: html,
        images,
      });
      return reply.status(201).send(present(ctx, await visiblePost(ctx, id)));
    },
  );

  /** GET /api/posts/{id}/: one post; 404 when removed by a report, blocked or elsewhere. */
  app.get(
    '/posts/:id/',
    {
      attachValidation: true,
      schema: {
        tags: ['feed'],
        summary: 'One post',
        params: PostParamsSchema,
        response: PostResponses,
      },
    },
    async (request) => {
      const ctx = await authorizeFeed(request, db);
      const { id } = parseInput(PostParamsSchema, request.params);
      return present(ctx, await visiblePost(ctx, id));
    },
  );

  /**
   * PATCH /api/posts/{id}/ `{content?, images?}`: the author rewrites their post (same rules
   * as publishing; it is marked edited). 200 with the post; 400; 401; 403 for anyone else; 404.
   */
  app.patch(
    '/posts/:id/',
    {
      attachValidation: true,
      schema: {
        tags: ['feed'],
        summary: 'Edit a post (its author)',
        params: PostParamsSchema,
        body: PostPatchBodyDoc,
        response: PostResponses,
      },
    },
    async (request) => {
      const ctx = await authorizeFeed(request, db);
      const locale = requestLocale(request);
      const { id } = parseInput(PostParamsSchema, request.params);
      const post = await visiblePost(ctx, id);
      if (!canEditFeedItem(ctx.user, post.authorId)) throw forbidden();
      const patch = parseInput(postPatchSchema(locale), request.body);
      const images =
        patch.images === undefined
          ? post.images
          : await imagesOf(patch.images, { ctx, mediaRoot, locale, current: post.images });
      const { html } = postContent(patch.content ?? post.content, images, locale);
      await updatePost(db, id, { content: html, images });
      const kept = new Set(images.map((image) => image.key));
      await Promise.all(
        post.images.filter((i) => !kept.has(i.key)).map((i) => removeMedia(mediaRoot, i.key)),
      );
      return present(ctx, await visiblePost(ctx, id));
    },
  );

  /**
   * DELETE /api/posts/{id}/: deletes a post with its comments, likes and images (its author,
   * a school admin, a super user or a superowner of the feed). 204; 401; 403; 404.
   */
  app.delete(
    '/posts/:id/',
    {
      attachValidation: true,
      schema: {
        tags: ['feed'],
        summary: 'Delete a post',
        params: PostParamsSchema,
        response: DeletedResponses,
      },
    },
    async (request, reply) => {
      const ctx = await authorizeFeed(request, db);
      const { id } = parseInput(PostParamsSchema, request.params);
      const post = await visiblePost(ctx, id);
      if (!canDeleteFeedItem(ctx.user, ctx.permissionSchool, post.authorId)) throw forbidden();
      const images = await deletePost(db, id);
      await Promise.all(images.map((image) => removeMedia(mediaRoot, image.key)));
      return reply.status(204).send(null);
    },
  );

  /**
   * POST /api/posts/{id}/like/ and DELETE: the viewer likes a post (once) or takes the like
   * back. 200 `{like_count, liked}`; the author is notified of a new like. 401, 403, 404.
   */
  app.post(
    '/posts/:id/like/',
    {
      attachValidation: true,
      schema: {
        tags: ['feed'],
        summary: 'Like a post',
        params: PostParamsSchema,
        response: LikeResponses,
      },
    },
    async (request) => {
      const ctx = await authorizeFeed(request, db);
      const { id } = parseInput(PostParamsSchema, request.params);
      const post = await visiblePost(ctx, id);
      const { count, created } = await likePost(db, id, ctx.user.id);
      if (created) {
        await ctx.emit(db, 'post.liked', {
          postId: id,
          postAuthorId: post.authorId,
          userId: ctx.user.id,
        });
      }
      return { like_count: count, liked: true };
    },
  );
  app.delete(
    '/posts/:id/like/',
    {
      attachValidation: true,
      schema: {
        tags: ['feed'],
        summary: 'Take a like back',
        params: PostParamsSchema,
        response: LikeResponses,
      },
    },
    async (request) => {
      const ctx = await authorizeFeed(request, db);
      const { id } = parseInput(PostParamsSchema, request.params);
      await visiblePost(ctx, id);
      return { like_count: await unlikePost(db, id, ctx.user.id), liked: false };
    },
  );

  /**
   * GET /api/posts/{id}/comments/?cursor=&page_size=: a post's comments, oldest first (20 per
   * page by default), without those of members the viewer blocked. 200 `{next, results}`.
   */
  app.get(
    '/posts/:id/comments/',
    {
      attachValidation: true,
      schema: {
        tags: ['feed'],
        summary: "A post's comments, oldest first",
        params: PostParamsSchema,
        querystring: CommentsQuerySchema,
        response: CommentListResponses,
      },
    },
    async (request) => {
      const ctx = await authorizeFeed(request, db);
      const { id } = parseInput(PostParamsSchema, request.params);
      const query = parseInput(CommentsQuerySchema, request.query);
      await visiblePost(ctx, id);
      const { rows, more } = await listComments(db, {
        schoolId: ctx.school.id,
        viewerId: ctx.user.id,
        postId: id,
        after: decodeCursor(query.cursor),
        limit: query.page_size ?? COMMENTS_PAGE_SIZE,
      });
      const last = rows.at(-1);
      return {
        next: more && last ? encodeCursor(last.id) : null,
        results: rows.map((row) => presentOne(ctx, row)),
      };
    },
  );

  /**
   * POST /api/posts/{id}/comments/ `{content}`: comments a post (plain text, 1–2000
   * characters); the post's author is notified. 201 with the comment; 400; 401; 403; 404.
   */
  app.post(
    '/posts/:id/comments/',
    {
      attachValidation: true,
      schema: {
        tags: ['feed'],
        summary: 'Comment a post',
        params: PostParamsSchema,
        body: CommentBodyDoc,
        response: CommentResponses,
      },
    },
    async (request, reply) => {
      const ctx = await authorizeFeed(request, db);
      const { id } = parseInput(PostParamsSchema, request.params);
      const post = await visiblePost(ctx, id);
      const { content } = parseInput(commentSchema(requestLocale(request)), request.body);
      const commentId = await createComment(db, {
        postId: id,
        authorId: ctx.user.id,
        content,
      });
      await ctx.emit(db, 'comment.created', {
        postId: id,
        postAuthorId: post.authorId,
        commentId,
        authorId: ctx.user.id,
      });
      const row = await findComment(db, id, commentId);
      if (!row) throw notFound();
      return reply.status(201).send(presentOne(ctx, row));
    },
  );

  /** The comment `commentId` of a post the viewer sees; 404 otherwise. */
  async function visibleComment(ctx: SignedInPolicyContext, id: number, commentId: number) {
    await visiblePost(ctx, id);
    const row = await findComment(db, id, commentId);
    if (!row) throw notFound();
    return row;
  }

  /** PATCH /api/posts/{id}/comments/{commentId}/ `{content}`: its author rewrites it. 200; 400; 403; 404. */
  app.patch(
    '/posts/:id/comments/:commentId/',
    {
      attachValidation: true,
      schema: {
        tags: ['feed'],
        summary: 'Edit a comment (its author)',
        params: CommentParamsSchema,
        body: CommentBodyDoc,
        response: CommentResponses,
      },
    },
    async (request) => {
      const ctx = await authorizeFeed(request, db);
      const { id, commentId } = parseInput(CommentParamsSchema, request.params);
      const comment = await visibleComment(ctx, id, commentId);
      if (!canEditFeedItem(ctx.user, comment.authorId)) throw forbidden();
      const { content } = parseInput(commentSchema(requestLocale(request)), request.body);
      await updateComment(db, commentId, content);
      const row = await findComment(db, id, commentId);
      if (!row) throw notFound();
      return presentOne(ctx, row);
    },
  );

  /** DELETE /api/posts/{id}/comments/{commentId}/: its author or an admin deletes it. 204; 403; 404. */
  app.delete(
    '/posts/:id/comments/:commentId/',
    {
      attachValidation: true,
      schema: {
        tags: ['feed'],
        summary: 'Delete a comment',
        params: CommentParamsSchema,
        response: DeletedResponses,
      },
    },
    async (request, reply) => {
      const ctx = await authorizeFeed(request, db);
      const { id, commentId } = parseInput(CommentParamsSchema, request.params);
      const comment = await visibleComment(ctx, id, commentId);
      if (!canDeleteFeedItem(ctx.user, ctx.permissionSchool, comment.authorId)) throw forbidden();
      await deleteComment(db, commentId);
      return reply.status(204).send(null);
    },
  );
};
