import {
  ArticleChangeResponses,
  ArticleListResponses,
  ArticleParamsSchema,
  ArticleReviewBodySchema,
  BLOG_PATHS,
  fastifyPath,
  PendingArticlesQuerySchema,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { authorize } from '../../platform/policy.ts';
import type { BlogDeps } from './articles.service.ts';
import type { BlogOptions } from './options.ts';
import { canReview } from './policy.ts';
import { presentArticle, presentArticleSummary } from './presenters.ts';
import { listPendingArticles } from './reading.service.ts';
import { reviewArticle } from './review.service.ts';

/**
 * The validators' side of the blog (spec 1 §2 Validations "Articles" tab; spec 2 §6
 * validator scope 3 Blog; issue 13 item 4): the pending articles and the decision on one.
 */
export const reviewRoutes: FastifyPluginAsyncZod<BlogOptions & { deps: BlogDeps }> = async (
  app,
  { db, mediaUrl, deps },
) => {
  /**
   * GET /api/articles/pending/?page=&page_size=: the school's articles waiting for
   * validation, oldest first, for Blog validators (super users too): domain
   * validatesPublications, the rule that shows the validations centre's Articles tab. 200
   * `{count, next, previous, results}`; 401; 403 for anyone else (a school admin included).
   */
  app.get(
    fastifyPath(BLOG_PATHS.pending),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['blog'],
        summary: 'Articles waiting for validation (validators)',
        querystring: PendingArticlesQuerySchema,
        response: ArticleListResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReview);
      const { query } = request;
      const { rows, count } = await listPendingArticles(db, actor, query);
      return {
        count,
        ...pageLinks(request.url, query.page, query.page_size, count),
        results: rows.map((row) => presentArticleSummary(actor, row, mediaUrl)),
      };
    },
  );

  /**
   * POST /api/articles/{id}/review/ `{decision: "validate"|"refuse", reason}`: a Blog
   * validator validates a pending article (published at its date) or refuses it with a
   * reason; its author is notified. 200 with the article; 400 `{"reason"}`; 401; 403; 404;
   * 409 when it is no longer pending (someone decided meanwhile).
   */
  app.post(
    fastifyPath(BLOG_PATHS.review),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['blog'],
        summary: 'Validate or refuse a pending article',
        params: ArticleParamsSchema,
        body: ArticleReviewBodySchema,
        response: ArticleChangeResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReview);
      const row = await reviewArticle(db, actor, { ...request.body, id: request.params.id }, deps);
      return presentArticle(actor, row, [], mediaUrl);
    },
  );
};
