import { FEED_PATHS, fastifyPath, PostLikeResponses, PostParamsSchema } from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { authorize } from '../../platform/policy.ts';
import { likePost, unlikePost } from './likes.service.ts';
import type { FeedOptions } from './options.ts';
import { canReadFeed } from './policy.ts';

/**
 * POST /api/posts/{id}/like/ and DELETE: the viewer likes a post (once) or takes the like
 * back. 200 `{like_count, liked}`; the author is notified of a new like. 400 `{"id"}` for
 * an id that is not one; 401, 403, 404.
 */
export const likesRoutes: FastifyPluginAsyncZod<FeedOptions> = async (app, { db }) => {
  app.post(
    fastifyPath(FEED_PATHS.like),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['feed'],
        summary: 'Like a post',
        params: PostParamsSchema,
        response: PostLikeResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadFeed);
      return { like_count: await likePost(db, actor, request.params), liked: true };
    },
  );
  app.delete(
    fastifyPath(FEED_PATHS.like),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['feed'],
        summary: 'Take a like back',
        params: PostParamsSchema,
        response: PostLikeResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadFeed);
      return { like_count: await unlikePost(db, actor, request.params), liked: false };
    },
  );
};
