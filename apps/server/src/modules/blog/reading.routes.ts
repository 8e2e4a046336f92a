import {
  ArticleAttachmentResponses,
  ArticleBySlugResponses,
  ArticleHistoryResponses,
  ArticleLikeResponses,
  ArticleParamsSchema,
  ArticleSlugParamsSchema,
  BLOG_PATHS,
  fastifyPath,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { authorize } from '../../platform/policy.ts';
import { viewerKey } from '../../platform/views.ts';
import type { BlogOptions } from './options.ts';
import { authorizeReader, canReadBlog, signedIn } from './policy.ts';
import { presentArticle, presentHistoryEntry } from './presenters.ts';
import {
  articleBySlug,
  articleHistory,
  readArticleAttachment,
  setArticleLike,
  suggestionsFor,
} from './reading.service.ts';

/**
 * Reading an article (spec 1 §2 Blog "details, suggestions"; issue 13 items 1, 2 and 5): its
 * page by slug (anonymous on schools with public pages), likes, and its publication history.
 */
export const readingRoutes: FastifyPluginAsyncZod<BlogOptions> = async (
  app,
  { db, mediaUrl, mediaRoot },
) => {
  /**
   * GET /api/articles/by-slug/{slug}/: the article's page with its suggestions (same
   * category first, then the latest); counts a view (`view_count` shown when the school has
   * `show_views_blog`). Anonymous visitors read published, unrestricted articles of schools
   * with public pages (401 without). 200; 301 `{slug}` with `Location` for an old slug; 403
   * "restricted access" for a member outside its filters; 404 for a draft, scheduled,
   * pending or refused article (but to its author, validators and admins).
   */
  app.get(
    fastifyPath(BLOG_PATHS.bySlug),
    {
      schema: {
        tags: ['blog'],
        summary: 'An article by slug (its page)',
        params: ArticleSlugParamsSchema,
        response: ArticleBySlugResponses,
      },
    },
    async (request, reply) => {
      const reader = await authorizeReader(request, db);
      const viewer = viewerKey(request, signedIn(reader)?.user.id ?? null);
      const found = await articleBySlug(db, reader, request.params.slug, viewer);
      if ('movedTo' in found) {
        return reply
          .status(301)
          .header('location', `/api/articles/by-slug/${encodeURIComponent(found.movedTo)}/`)
          .send({ slug: found.movedTo });
      }
      return presentArticle(reader, found, await suggestionsFor(db, reader, found), mediaUrl);
    },
  );

  for (const [method, liked] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    /**
     * POST /api/articles/{id}/like/ likes an article (once per member), DELETE takes the
     * like back. 200 `{like_count, liked}`; 401; 403 (restricted); 404.
     */
    app[method](
      fastifyPath(BLOG_PATHS.like),
      {
        preValidation: requireSignedIn,
        schema: {
          tags: ['blog'],
          summary: liked ? 'Like an article' : 'Take back a like',
          params: ArticleParamsSchema,
          response: ArticleLikeResponses,
        },
      },
      async (request) => {
        const actor = await authorize(request, db, canReadBlog);
        const result = await setArticleLike(db, actor, { id: request.params.id, liked });
        return { like_count: result.likeCount, liked: result.liked };
      },
    );
  }

  /**
   * GET /api/articles/{id}/history/: every publication transition of the article (who,
   * when, from, to, reason), oldest first, for its author, Blog validators and admins. 200;
   * 401; 403; 404 for anyone else.
   */
  app.get(
    fastifyPath(BLOG_PATHS.history),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['blog'],
        summary: "An article's publication history",
        params: ArticleParamsSchema,
        response: ArticleHistoryResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadBlog);
      const rows = await articleHistory(db, actor, request.params.id);
      return rows.map((row) => presentHistoryEntry(row, mediaUrl));
    },
  );

  /**
   * GET /api/articles/{id}/attachment/: the article's attached document, for whoever may
   * open the article (anonymous readers of public articles too), as a download (its own
   * type, `Content-Disposition: attachment`, `nosniff`, sandboxing CSP, not cached). 401
   * (no public pages); 403 restricted; 404 without one or for an article one cannot open.
   */
  app.get(
    fastifyPath(BLOG_PATHS.attachment),
    {
      schema: {
        tags: ['blog'],
        summary: "Download an article's attachment",
        params: ArticleParamsSchema,
        response: ArticleAttachmentResponses,
      },
    },
    async (request, reply) => {
      const reader = await authorizeReader(request, db);
      const file = await readArticleAttachment(db, reader, { id: request.params.id, mediaRoot });
      return sendDownload(reply, file);
    },
  );
};
