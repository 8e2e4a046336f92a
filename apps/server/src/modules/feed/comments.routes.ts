import {
  CommentBodySchema,
  CommentListResponses,
  CommentParamsSchema,
  CommentResponses,
  CommentsQuerySchema,
  FEED_PATHS,
  FeedDeletedResponses,
  fastifyPath,
  PostParamsSchema,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { authorize } from '../../platform/policy.ts';
import { addComment, editComment, listPostComments, removeComment } from './comments.service.ts';
import type { FeedOptions } from './options.ts';
import { canReadFeed } from './policy.ts';
import { presentCommentFor } from './presenters.ts';

/** Comments of a post (spec 1 §1): list, add, edit (its author), delete (author or admin). */
export const commentsRoutes: FastifyPluginAsyncZod<FeedOptions> = async (app, { db, mediaUrl }) => {
  /**
   * GET /api/posts/{id}/comments/?cursor=&page_size=: a post's comments, oldest first (20 per
   * page by default), without those of members the viewer blocked. 200 `{next, results}`.
   */
  app.get(
    fastifyPath(FEED_PATHS.comments),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['feed'],
        summary: "A post's comments, oldest first",
        params: PostParamsSchema,
        querystring: CommentsQuerySchema,
        response: CommentListResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadFeed);
      const { rows, next } = await listPostComments(db, actor, {
        ...request.query,
        id: request.params.id,
      });
      return { next, results: rows.map((row) => presentCommentFor(actor, row, mediaUrl)) };
    },
  );

  /**
   * POST /api/posts/{id}/comments/ `{content}`: comments a post (plain text, 1–2000
   * characters); the post's author is notified. 201 with the comment; 400; 401; 403; 404.
   */
  app.post(
    fastifyPath(FEED_PATHS.comments),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['feed'],
        summary: 'Comment a post',
        params: PostParamsSchema,
        body: CommentBodySchema,
        response: CommentResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadFeed);
      const comment = await addComment(db, actor, { ...request.body, id: request.params.id });
      return reply.status(201).send(presentCommentFor(actor, comment, mediaUrl));
    },
  );

  /** PATCH /api/posts/{id}/comments/{commentId}/ `{content}`: its author rewrites it. 200; 400; 403; 404. */
  app.patch(
    fastifyPath(FEED_PATHS.comment),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['feed'],
        summary: 'Edit a comment (its author)',
        params: CommentParamsSchema,
        body: CommentBodySchema,
        response: CommentResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadFeed);
      const comment = await editComment(db, actor, { ...request.body, ...request.params });
      return presentCommentFor(actor, comment, mediaUrl);
    },
  );

  /** DELETE /api/posts/{id}/comments/{commentId}/: its author or an admin deletes it. 204; 403; 404. */
  app.delete(
    fastifyPath(FEED_PATHS.comment),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['feed'],
        summary: 'Delete a comment',
        params: CommentParamsSchema,
        response: FeedDeletedResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadFeed);
      await removeComment(db, actor, request.params);
      return reply.status(204).send(null);
    },
  );
};
