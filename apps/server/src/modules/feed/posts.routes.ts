import {
  FEED_PATHS,
  FeedDeletedResponses,
  FeedQuerySchema,
  fastifyPath,
  IMAGE_MESSAGES,
  POST_IMAGE_MAX_BYTES,
  PostBodySchema,
  PostImageUploadBodySchema,
  PostImageUploadResponses,
  PostListResponses,
  PostParamsSchema,
  PostPatchBodySchema,
  PostResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { multipartBody } from '../../platform/contract.ts';
import { notFound } from '../../platform/errors.ts';
import { readImageUpload } from '../../platform/images.ts';
import { authorize } from '../../platform/policy.ts';
import { queueGroupPostNotice } from './group-notify.ts';
import type { FeedOptions } from './options.ts';
import { canReadFeed } from './policy.ts';
import { storePostImage } from './post-images.ts';
import {
  editPost,
  getPost,
  listFeed,
  publishPost,
  removePost,
  withSubjects,
} from './posts.service.ts';
import { presentPostFor } from './presenters.ts';

/**
 * Posts (spec 1 §1 "feed with posts and comments", §2 Dashboard latest posts): the feed,
 * image uploads, publishing, reading, editing and deleting a post. Needs @fastify/multipart
 * registered by the parent (feed/routes.ts).
 */
export const postsRoutes: FastifyPluginAsyncZod<FeedOptions> = async (
  app,
  { db, mediaUrl, mediaRoot, subjects },
) => {
  const media = { mediaRoot };

  /**
   * GET /api/posts/?cursor=&page_size=&author=&group_id=: a page of the feed, newest first
   * (page_size 1–50, default 10): one group's with `group_id`, else the school's (posts of no
   * group and of public groups, never a private group's: issue 33 item 4); optionally one
   * member's posts. 200 `{next, results}` where `next` is the cursor of the following page or
   * null; 400 per field on a bad cursor, page_size, author or group_id (checked by the
   * contract, api/feed.ts); 401; 403 (no feed, or a private group's feed to a non-member); 404
   * for a group the viewer does not see.
   */
  app.get(
    fastifyPath(FEED_PATHS.list),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['feed'],
        summary: 'The feed, newest first',
        querystring: FeedQuerySchema,
        response: PostListResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadFeed);
      const { rows, next } = await listFeed(db, actor, request.query);
      const shown = await withSubjects(db, actor, rows, subjects);
      return { next, results: shown.map((row) => presentPostFor(actor, row, mediaUrl)) };
    },
  );

  /**
   * POST /api/posts/images/: uploads one image for a post to come (multipart field `file`,
   * JPEG, PNG, WebP or GIF by content, 5 MB at most), stored as WebP within 1600×1600 px
   * without metadata. 201 `{key, url, width, height}`: pass `key` in the post's `images`.
   * 400 `{"file"}`, 413, 401, 403.
   */
  app.post(
    fastifyPath(FEED_PATHS.images),
    {
      // The body schema documents the multipart form; readImageUpload reads and checks it.
      bodyLimit: POST_IMAGE_MAX_BYTES * 2,
      schema: {
        tags: ['feed'],
        summary: 'Upload an image for a post',
        consumes: ['multipart/form-data'],
        body: multipartBody(PostImageUploadBodySchema),
        response: PostImageUploadResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadFeed);
      const upload = await readImageUpload(request, {
        maxBytes: POST_IMAGE_MAX_BYTES,
        messages: IMAGE_MESSAGES[actor.locale],
      });
      const image = await storePostImage(actor, upload, media);
      return reply.status(201).send({ ...image, url: mediaUrl(image.key) ?? '' });
    },
  );

  /**
   * POST /api/posts/ `{content, images?, group_id?}`: publishes a post, in group `group_id`'s
   * feed when given (its members only; its members who keep the group's notifications on are
   * told, through the `group.post-notify` job). `content` is HTML sanitised here (scripts,
   * handlers and unsafe links dropped); text or an image is required, text at most 5000
   * characters. 201 with the post; 400 `{"content"}` / `{"images"}` / `{"group_id"}`; 401; 403
   * (no feed, or no member of the group).
   */
  app.post(
    fastifyPath(FEED_PATHS.list),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['feed'],
        summary: 'Publish a post',
        body: PostBodySchema,
        response: PostResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadFeed);
      const post = await publishPost(db, actor, request.body, media);
      if (post.groupId !== null) {
        await queueGroupPostNotice(app.queue, { schoolId: actor.school.id, postId: post.id });
      }
      return reply.status(201).send(presentPostFor(actor, post, mediaUrl));
    },
  );

  /** GET /api/posts/{id}/: one post; 404 when removed by a report, blocked or elsewhere. */
  app.get(
    fastifyPath(FEED_PATHS.post),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['feed'],
        summary: 'One post',
        params: PostParamsSchema,
        response: PostResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadFeed);
      const [post] = await withSubjects(
        db,
        actor,
        [await getPost(db, actor, request.params.id)],
        subjects,
      );
      // A card whose item the viewer may not open is not theirs to see either.
      if (!post) throw notFound();
      return presentPostFor(actor, post, mediaUrl);
    },
  );

  /**
   * PATCH /api/posts/{id}/ `{content?, images?}`: the author rewrites their post (same rules
   * as publishing; it is marked edited). 200 with the post; 400; 401; 403 for anyone else; 404.
   */
  app.patch(
    fastifyPath(FEED_PATHS.post),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['feed'],
        summary: 'Edit a post (its author)',
        params: PostParamsSchema,
        body: PostPatchBodySchema,
        response: PostResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadFeed);
      const post = await editPost(db, actor, { ...request.body, id: request.params.id }, media);
      return presentPostFor(actor, post, mediaUrl);
    },
  );

  /**
   * DELETE /api/posts/{id}/: deletes a post with its comments, likes and images (its author,
   * a school admin, a super user or a superowner of the feed). 204; 401; 403; 404.
   */
  app.delete(
    fastifyPath(FEED_PATHS.post),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['feed'],
        summary: 'Delete a post',
        params: PostParamsSchema,
        response: FeedDeletedResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadFeed);
      await removePost(db, actor, { id: request.params.id }, media);
      return reply.status(204).send(null);
    },
  );
};
