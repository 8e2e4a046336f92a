import {
  ARTICLE_COVER_MAX_BYTES,
  ArticleAttachmentUploadBodySchema,
  ArticleAttachmentUploadResponses,
  ArticleBodySchema,
  ArticleChangeResponses,
  ArticleCoverUploadBodySchema,
  ArticleCoverUploadResponses,
  ArticleDeletedResponses,
  ArticleListQuerySchema,
  ArticleListResponses,
  ArticleParamsSchema,
  ArticlePatchBodySchema,
  ArticleResponses,
  ArticleSlugQuerySchema,
  ArticleSlugResponses,
  BLOG_PATHS,
  canDeletePublication,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  fastifyPath,
  IMAGE_MESSAGES,
  type PublicationState,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { multipartBody } from '../../platform/contract.ts';
import { readImageUpload, readUpload } from '../../platform/images.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { authorize } from '../../platform/policy.ts';
import {
  type BlogDeps,
  createArticle,
  editArticle,
  proposeSlug,
  removeArticle,
} from './articles.service.ts';
import { storeArticleCover, storeAttachment } from './content.ts';
import type { BlogOptions } from './options.ts';
import { authorizeReader, canReadBlog, publicationActor } from './policy.ts';
import { presentArticle, presentArticleSummary } from './presenters.ts';
import { getArticle, listArticles, suggestionsFor } from './reading.service.ts';

/**
 * Articles (spec 1 §2 Blog "list, article form"; §5 Blog; issue 13 item 2): the list by
 * status, the cover upload, the slug proposal, and writing, reading (by id, for the form),
 * editing and deleting an article. Needs @fastify/multipart registered by the parent.
 */
export const articlesRoutes: FastifyPluginAsyncZod<BlogOptions & { deps: BlogDeps }> = async (
  app,
  { db, mediaUrl, deps },
) => {
  /**
   * GET /api/articles/?status=&category=&language=&mine=&page=&page_size=: a page of the
   * school's articles of one status (default published, newest first; scheduled: next
   * first). Members see their own drafts, pending, scheduled and refused articles; Blog
   * validators and admins everyone's. Anonymous visitors of a school with public pages get
   * its published, unrestricted articles (401 without public pages). The dashboard's latest
   * news is `?page_size=3`. 200 `{count, next, previous, results}`; 400; 403.
   */
  app.get(
    fastifyPath(BLOG_PATHS.list),
    {
      schema: {
        tags: ['blog'],
        summary: 'Articles by status',
        querystring: ArticleListQuerySchema,
        response: ArticleListResponses,
      },
    },
    async (request) => {
      const reader = await authorizeReader(request, db);
      const { query } = request;
      const { rows, count } = await listArticles(db, reader, query);
      return {
        count,
        ...pageLinks(request.url, query.page, query.page_size, count),
        results: rows.map((row) => presentArticleSummary(reader, row, mediaUrl)),
      };
    },
  );

  /**
   * POST /api/articles/covers/: uploads a cover photo (multipart field `file`, JPEG, PNG,
   * WebP or GIF, 5 MB at most), stored cropped to 806×474 as WebP without metadata. 201
   * `{key, url, width, height}`: pass `key` as the article's `cover`. 400 `{"file"}`, 413,
   * 401, 403.
   */
  app.post(
    fastifyPath(BLOG_PATHS.covers),
    {
      bodyLimit: ARTICLE_COVER_MAX_BYTES * 2,
      schema: {
        tags: ['blog'],
        summary: 'Upload a cover photo',
        consumes: ['multipart/form-data'],
        body: multipartBody(ArticleCoverUploadBodySchema),
        response: ArticleCoverUploadResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadBlog);
      const upload = await readImageUpload(request, {
        maxBytes: ARTICLE_COVER_MAX_BYTES,
        messages: IMAGE_MESSAGES[actor.locale],
      });
      const cover = await storeArticleCover(actor, upload, deps.mediaRoot);
      return reply.status(201).send({ ...cover, url: mediaUrl(cover.key) ?? '' });
    },
  );

  /**
   * POST /api/articles/attachments/: uploads a document to attach to an article (multipart
   * field `file`, a PDF or Word document judged by its content, 3 MB at most, no HTML or
   * script inside). 201 `{key, name}`: pass it as the article's `attachment`. 400
   * `{"file"}`, 413, 401, 403.
   */
  app.post(
    fastifyPath(BLOG_PATHS.attachments),
    {
      bodyLimit: DOCUMENT_MAX_BYTES * 2,
      schema: {
        tags: ['blog'],
        summary: 'Upload an attachment',
        consumes: ['multipart/form-data'],
        body: multipartBody(ArticleAttachmentUploadBodySchema),
        response: ArticleAttachmentUploadResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadBlog);
      const upload = await readUpload(request, {
        maxBytes: DOCUMENT_MAX_BYTES,
        messages: DOCUMENT_MESSAGES[actor.locale],
      });
      return reply.status(201).send(await storeAttachment(actor, upload, deps.mediaRoot));
    },
  );

  /**
   * GET /api/articles/slug/?title=&exclude=: the slug proposed for a title, free in the
   * school (`exclude`: the article being edited). 200 `{slug}`; 400; 401; 403.
   */
  app.get(
    fastifyPath(BLOG_PATHS.slug),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['blog'],
        summary: 'Propose a slug for a title',
        querystring: ArticleSlugQuerySchema,
        response: ArticleSlugResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadBlog);
      return { slug: await proposeSlug(db, actor, request.query) };
    },
  );

  /**
   * POST /api/articles/ (domain articleSchema): writes an article. The school's
   * `validate_blog` and the actor decide its state: draft (`draft: true`), pending
   * (validation required, the actor is no Blog validator) or published at `publish_at`
   * (scheduled when future). 201 with the article; 400 per field; 401; 403.
   */
  app.post(
    fastifyPath(BLOG_PATHS.list),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['blog'],
        summary: 'Write an article',
        body: ArticleBodySchema,
        response: ArticleResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadBlog);
      const row = await createArticle(db, actor, request.body, deps);
      return reply.status(201).send(presentArticle(actor, row, [], mediaUrl));
    },
  );

  /**
   * GET /api/articles/{id}/: one article by id (its edit form, its author's and validators'
   * view of any status). 200; 401; 403 restricted access; 404 for what the member cannot see.
   */
  app.get(
    fastifyPath(BLOG_PATHS.article),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['blog'],
        summary: 'One article by id',
        params: ArticleParamsSchema,
        response: ArticleResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadBlog);
      const row = await getArticle(db, actor, request.params.id);
      return presentArticle(actor, row, await suggestionsFor(db, actor, row), mediaUrl);
    },
  );

  /**
   * PATCH /api/articles/{id}/: edits an article under the publication rules (spec 1 §4):
   * drafts, pending and refused articles by their author (resubmitted unless `draft`) or a
   * Blog validator (who validates); a validated article by an admin, once. The slug stays
   * unless changed; the old one then redirects. 200; 400; 401; 403; 404; 409 when saved
   * meanwhile (`expected_updated_at`) or the admin-level edit is already used.
   */
  app.patch(
    fastifyPath(BLOG_PATHS.article),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['blog'],
        summary: 'Edit an article',
        params: ArticleParamsSchema,
        body: ArticlePatchBodySchema,
        response: ArticleChangeResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadBlog);
      const row = await editArticle(db, actor, { ...request.body, id: request.params.id }, deps);
      return presentArticle(actor, row, [], mediaUrl);
    },
  );

  /**
   * DELETE /api/articles/{id}/: deletes an article with its history and likes (its author
   * unless validated and published; school admins always). 204; 401; 403; 404.
   */
  app.delete(
    fastifyPath(BLOG_PATHS.article),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['blog'],
        summary: 'Delete an article',
        params: ArticleParamsSchema,
        response: ArticleDeletedResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadBlog);
      await removeArticle(db, actor, { id: request.params.id }, (row) =>
        canDeletePublication(
          { state: row.state as PublicationState, validated: row.validated },
          publicationActor(actor, row.authorId),
        ),
      );
      return reply.status(204).send(null);
    },
  );
};
