import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseInput } from '../../platform/contract.ts';
import { authorize } from '../../platform/policy.ts';
import { likePost, unlikePost } from './likes.service.ts';
import type { FeedOptions } from './options.ts';
import { canReadFeed } from './policy.ts';
import { LikeResponses, PostParamsSchema } from './schemas.ts';

/**
 * POST /api/posts/{id}/like/ and DELETE: the viewer likes a post (once) or takes the like
 * back. 200 `{like_count, liked}`; the author is notified of a new like. 401, 403, 404.
 */
export const likesRoutes: FastifyPluginAsyncZod<FeedOptions> = async (app, { db }) => {
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
      const actor = await authorize(request, db, canReadFeed);
      const { id } = parseInput(PostParamsSchema, request.params);
      return { like_count: await likePost(db, actor, { id }), liked: true };
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
      const actor = await authorize(request, db, canReadFeed);
      const { id } = parseInput(PostParamsSchema, request.params);
      return { like_count: await unlikePost(db, actor, { id }), liked: false };
    },
  );
};
