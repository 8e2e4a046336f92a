import { ARTICLE_COVER_MAX_BYTES } from '@alumni/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { registerPublication } from '../../platform/publication/scheduling.ts';
import { articlesRoutes } from './articles.routes.ts';
import { articleCategoryUser } from './categories.ts';
import { articleFeedCards } from './feed-cards.ts';
import { feedsRoutes } from './feeds.routes.ts';
import type { BlogOptions } from './options.ts';
import { articlesArea, pendingArticlesQueue } from './publication.ts';
import { readingRoutes } from './reading.routes.ts';
import { reviewRoutes } from './review.routes.ts';

/**
 * The blog (spec 1 §2 Blog, §3 Blog article, §4 Publication, §5 Blog; issue 13): articles
 * with covers, a publication state machine with validation by Blog validators, scheduled
 * publication that never misses, likes, views, suggestions, restriction filters, public
 * pages with a sitemap and an RSS feed. Registers the `article` validation queue, the
 * articles as users of the school's article_category list, and the publication job and sweep
 * of the shared workflow (platform/publication).
 */
export const blogRoutes: FastifyPluginAsyncZod<BlogOptions & { config: Config }> = async (
  app,
  options,
) => {
  app.validationQueues.register(pendingArticlesQueue);
  app.staticListUsage.register(articleCategoryUser);
  app.feedSubjects.register(articleFeedCards(options.mediaUrl));
  await app.register(multipart, {
    limits: { fileSize: ARTICLE_COVER_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });
  const schedule = await registerPublication(app, options.db, articlesArea);
  const deps = { mediaRoot: options.mediaRoot, schedule };
  await app.register(articlesRoutes, { ...options, deps });
  await app.register(readingRoutes, options);
  await app.register(reviewRoutes, { ...options, deps });
  await app.register(feedsRoutes, options);
};
