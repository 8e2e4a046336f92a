import { z } from 'zod';
import {
  ARTICLE_COVER_MAX_BYTES,
  ARTICLE_LANGUAGES,
  ARTICLES_PAGE_SIZE,
  ARTICLES_PAGE_SIZE_MAX,
  articlePatchSchema,
  articleReviewSchema,
  articleSchema,
} from '../blog.ts';
import { BLOG_TITLE_MAX } from '../limits.ts';
import { PUBLICATION_STATUSES } from '../publication.ts';
import { PostImageSchema } from './feed.ts';
import {
  DbIdSchema,
  ErrorDetailSchema,
  InputErrors,
  NoContentSchema,
  pageOf,
  UserSummarySchema,
} from './shared.ts';

/**
 * Contract of the blog (spec 1 §2 Blog "list, article form, details, suggestions; filters
 * draft, published, scheduled, pending", §3 Blog article, §4 Publication, §5 Blog; issue 13):
 * `/api/articles/…` with the cover upload, likes, history, the validators' queue and
 * decisions, and the public sitemap and RSS feed under `/api/blog/`.
 */

/** `{id}` of an article in the path. */
export const ArticleParamsSchema = z.object({ id: DbIdSchema });
/** `{slug}` of an article in the path (any text up to 100 characters: an unknown one is 404). */
export const ArticleSlugParamsSchema = z.object({ slug: z.string().min(1).max(100) });

/**
 * `GET /api/articles/?status=&category=&language=&mine=&page=&page_size=`: `status` one of
 * draft, pending, scheduled, published (default), refused; members see their own drafts,
 * pending, scheduled and refused articles, validators and admins everyone's.
 */
export const ArticleListQuerySchema = z.object({
  status: z.enum(PUBLICATION_STATUSES).default('published'),
  category: z.string().max(32).optional().describe('An option of the article_category list'),
  language: z.enum(ARTICLE_LANGUAGES).optional(),
  mine: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(ARTICLES_PAGE_SIZE_MAX).default(ARTICLES_PAGE_SIZE),
});
/** `GET /api/articles/pending/?page=&page_size=` (validators). */
export const PendingArticlesQuerySchema = ArticleListQuerySchema.pick({
  page: true,
  page_size: true,
});
/** `GET /api/articles/slug/?title=&exclude=`: the slug proposed for a title. */
export const ArticleSlugQuerySchema = z.object({
  title: z.string().min(1).max(BLOG_TITLE_MAX),
  exclude: DbIdSchema.optional(),
});

/** Body of `POST /api/articles/` (domain articleSchema). */
export const ArticleBodySchema = articleSchema();
/** Body of `PATCH /api/articles/{id}/` (domain articlePatchSchema). */
export const ArticlePatchBodySchema = articlePatchSchema();
/** Body of `POST /api/articles/{id}/review/`: `{decision, reason}`. */
export const ArticleReviewBodySchema = articleReviewSchema();

/** Body of `POST /api/articles/covers/` as the OpenAPI document shows it (multipart). */
export const ArticleCoverUploadBodySchema = z.object({
  file: z.string().meta({
    format: 'binary',
    description: `JPEG, PNG, WebP or GIF, ${ARTICLE_COVER_MAX_BYTES / 1024 / 1024} MB at most`,
  }),
});

/** Body of `POST /api/articles/attachments/` as the OpenAPI document shows it (multipart). */
export const ArticleAttachmentUploadBodySchema = z.object({
  file: z.string().meta({ format: 'binary', description: 'A PDF or Word document, 3 MB at most' }),
});
/** An uploaded attachment: pass it as the article's `attachment`. */
export const ArticleAttachmentUploadSchema = z.object({ key: z.string(), name: z.string() });
export type ArticleAttachmentUpload = z.infer<typeof ArticleAttachmentUploadSchema>;

/** What the viewer may do with an article. */
const abilities = {
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_review: z.boolean().describe('A validator may validate or refuse it (it is pending)'),
};

/** An article in a list: no content. */
export const ArticleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  category: z.string().describe('The code of an option of the school’s article_category list'),
  languages: z.array(z.enum(ARTICLE_LANGUAGES)),
  cover: PostImageSchema,
  publish_at: z.string().nullable(),
  state: z.number().int().describe('Publication state: draft 1, pending 2, published 3, refused 4'),
  status: z.enum(PUBLICATION_STATUSES),
  named_state: z
    .enum(['Publish', 'WaitPublish', 'Draft', 'Validation', 'Refused'])
    .describe("The spec's named state (spec 1 §4)"),
  author: UserSummarySchema,
  like_count: z.number().int(),
  view_count: z.number().int().nullable().describe('null when the school hides views'),
  restricted: z.boolean().describe('Has degree or role restriction filters'),
  ...abilities,
});
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

/** A history row: one per transition (who, when, from, to, reason). */
export const ArticleHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.string().describe('create, save, submit, publish, validate, refuse, admin_edit'),
  from: z.enum(PUBLICATION_STATUSES).nullable(),
  to: z.enum(PUBLICATION_STATUSES),
  reason: z.string().nullable(),
  actor: UserSummarySchema.nullable().describe('null for the scheduler'),
  created_at: z.string(),
});
export type ArticleHistoryEntry = z.infer<typeof ArticleHistoryEntrySchema>;

/** An article with its content, SEO fields, filters, likes and suggestions. */
export const ArticleSchema = ArticleSummarySchema.extend({
  content: z.string().describe('Sanitised HTML'),
  meta_title: z.string(),
  meta_description: z.string(),
  robots_index: z.boolean(),
  robots_follow: z.boolean(),
  filter_degrees: z.array(z.number().int()),
  filter_roles: z.array(z.number().int()),
  liked: z.boolean(),
  attachment: z
    .object({
      key: z.string().describe('Send it back in `attachment` to keep it when editing'),
      name: z.string(),
      url: z.string().describe('The download route'),
    })
    .nullable(),
  validated: z.boolean(),
  admin_edit_available: z.boolean().describe('An admin may still make the one admin-level edit'),
  refusal_reason: z.string().nullable().describe('The last refusal, for the author'),
  created_at: z.string(),
  updated_at: z.string(),
  suggestions: z.array(ArticleSummarySchema).describe('Same category first, then the latest'),
});
export type Article = z.infer<typeof ArticleSchema>;

/** The answer of `GET /api/articles/slug/`: a free slug for the title. */
export const ArticleSlugProposalSchema = z.object({ slug: z.string() });
export type ArticleSlugProposal = z.infer<typeof ArticleSlugProposalSchema>;
/** An old slug: 301 with the article's current slug (the web replaces its address). */
export const ArticleMovedSchema = z.object({ slug: z.string() });
/** The answer of a like or its withdrawal. */
export const ArticleLikeSchema = z.object({ like_count: z.number().int(), liked: z.boolean() });
export type ArticleLike = z.infer<typeof ArticleLikeSchema>;

export const ArticleResponses = { 200: ArticleSchema, 201: ArticleSchema, ...InputErrors };
/** An edit or a decision: 409 when someone changed or decided it meanwhile. */
export const ArticleChangeResponses = { ...ArticleResponses, 409: ErrorDetailSchema };
export const ArticleBySlugResponses = { ...ArticleResponses, 301: ArticleMovedSchema };
export const ArticleListResponses = { 200: pageOf(ArticleSummarySchema), ...InputErrors };
export const ArticleHistoryResponses = {
  200: z.array(ArticleHistoryEntrySchema),
  ...InputErrors,
};
export const ArticleDeletedResponses = { 204: NoContentSchema, ...InputErrors };
export const ArticleLikeResponses = { 200: ArticleLikeSchema, ...InputErrors };
export const ArticleSlugResponses = { 200: ArticleSlugProposalSchema, ...InputErrors };
export const ArticleCoverUploadResponses = {
  201: PostImageSchema,
  413: ErrorDetailSchema,
  ...InputErrors,
};
export const ArticleAttachmentUploadResponses = {
  201: ArticleAttachmentUploadSchema,
  413: ErrorDetailSchema,
  ...InputErrors,
};
/** The attached document, as a download (its own type). */
export const ArticleAttachmentResponses = { ...InputErrors };
/** The sitemap and RSS feed: XML text. */
export const BlogXmlResponses = { 200: z.string(), ...InputErrors };
