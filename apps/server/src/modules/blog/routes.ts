import { ARTICLE_COVER_MAX_BYTES } from '@alumni/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { articlesRoutes } from './articles.routes.ts';
import { articleFeedCards } from './feed-cards.ts';
import { feedsRoutes } from './feeds.routes.ts';
import type { BlogOptions } from './options.ts';
import {
  jobEmitter,
  PUBLISH_JOB,
  type PublicationRuntime,
  type PublishJob,
  publishJob,
  SWEEP_CRON,
  SWEEP_JOB,
  schedulerOn,
  sweepDueArticles,
} from './publication.ts';
import { pendingArticlesQueue } from './queue.ts';
import { readingRoutes } from './reading.routes.ts';
import { reviewRoutes } from './review.routes.ts';

/**
 * The blog (spec 1 §2 Blog, §3 Blog article, §4 Publication, §5 Blog; issue 13): articles
 * with covers, a publication state machine with validation by Blog validators, scheduled
 * publication that never misses, likes, views, suggestions, restriction filters, public
 * pages with a sitemap and an RSS feed. Registers the `article` validation queue and the
 * publication job and sweep (run once at start, then every minute).
 */
export const blogRoutes: FastifyPluginAsyncZod<BlogOptions & { config: Config }> = async (
  app,
  options,
) => {
  app.validationQueues.register(pendingArticlesQueue);
  app.feedSubjects.register(articleFeedCards(options.mediaUrl));
  await app.register(multipart, {
    limits: { fileSize: ARTICLE_COVER_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });
  const runtime: PublicationRuntime = {
    db: options.db,
    log: app.log,
    emitFor: (schoolId) =>
      jobEmitter(
        {
          log: app.log,
          events: app.domainEvents,
          loadPermissionSchool: app.loadPermissionSchool,
        },
        schoolId,
      ),
  };
  await app.queue.work<PublishJob>(PUBLISH_JOB, async (job) => {
    await publishJob(runtime, job.data);
  });
  await app.queue.work(SWEEP_JOB, async () => {
    await sweepDueArticles(runtime);
  });
  await app.queue.schedule(SWEEP_JOB, SWEEP_CRON);
  // What fell due while no server ran is announced at start, not at the next minute.
  app.addHook('onReady', async () => {
    void sweepDueArticles(runtime).catch((error) =>
      app.log.error({ err: error }, 'blog publication sweep failed'),
    );
  });
  const deps = { mediaRoot: options.mediaRoot, schedule: schedulerOn(app.queue) };
  await app.register(articlesRoutes, { ...options, deps });
  await app.register(readingRoutes, options);
  await app.register(reviewRoutes, { ...options, deps });
  await app.register(feedsRoutes, options);
};
