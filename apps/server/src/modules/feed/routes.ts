import { POST_IMAGE_MAX_BYTES } from '@alumni/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicationRuntime } from '../../platform/publication/scheduling.ts';
import { commentsRoutes } from './comments.routes.ts';
import { GROUP_POST_NOTIFY_JOB, type GroupPostNotifyJob, notifyGroupPost } from './group-notify.ts';
import { likesRoutes } from './likes.routes.ts';
import type { FeedOptions } from './options.ts';
import { postsRoutes } from './posts.routes.ts';
import { subscribeFeedCards } from './subscribers.ts';

/**
 * The feed (spec 1 §1 "feed with posts and comments", §2 Dashboard latest posts; issue
 * "Feed, reports…"): posts with text, images and links, comments and likes, for members
 * allowed on the feed list view. Every read and write is scoped to the Host's school and
 * leaves out what accepted reports removed or the viewer blocked (spec 1 §4 Reports).
 * One file of routes and one service per sub-resource: posts, comments, likes. Declares the
 * `group.post-notify` job, which tells a group's members of a new post in its feed.
 */
export const feedRoutes: FastifyPluginAsyncZod<FeedOptions> = async (app, options) => {
  subscribeFeedCards(app.domainEvents);
  const runtime = publicationRuntime(app, options.db);
  await app.queue.work<GroupPostNotifyJob>(GROUP_POST_NOTIFY_JOB, async (job) => {
    await notifyGroupPost(runtime, job.data);
  });
  await app.register(multipart, {
    limits: { fileSize: POST_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });
  await app.register(postsRoutes, options);
  await app.register(commentsRoutes, options);
  await app.register(likesRoutes, options);
};
