import type {
  Article,
  ArticleAttachmentUpload,
  ArticleInput,
  ArticleLike,
  ArticlePatchInput,
  ArticleSlugProposal,
  ArticleSummary,
  Page,
  PostImage,
  PublicationStatus,
} from '@alumni/domain';
import { apiPath, BLOG_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';
import type { PageRequest } from '../../ui/pagination/paging.ts';
import { pagingQuery } from '../../ui/pagination/paging.ts';

/**
 * The blog API (issue 13, apps/server/src/modules/blog): articles by status, by id (the form)
 * and by slug (the page), the cover upload, the slug proposal, likes, and the validators'
 * queue (history and decisions: the publication kit, blog/publicationArea.ts). Types come from the contract (`@alumni/domain` api/blog.ts).
 */

export const blogKey = ['blog'] as const;
export const articleListKey = ['blog', 'list'] as const;
export const pendingArticlesKey = ['blog', 'pending'] as const;
export const articleBySlugKey = (slug: string) => ['blog', 'slug', slug] as const;
export const articleByIdKey = (id: number) => ['blog', 'id', id] as const;
export const articleHistoryKey = (id: number) => ['blog', 'history', id] as const;

/** The filters of the list: a status and, optionally, a category. */
export interface ArticleFilters {
  status: PublicationStatus;
  /** The code of an option of the school's article_category list. */
  category: string | null;
}

const article = (id: number) => apiPath(BLOG_PATHS.article, { id });

export function fetchArticles(filters: ArticleFilters, request: PageRequest, signal?: AbortSignal) {
  const params = new URLSearchParams({ status: filters.status });
  if (filters.category) params.set('category', filters.category);
  return api.get<Page<ArticleSummary>>(
    apiPath(BLOG_PATHS.list, undefined, pagingQuery(request, params)),
    signal,
  );
}

export const fetchPendingArticles = (request: PageRequest, signal?: AbortSignal) =>
  api.get<Page<ArticleSummary>>(
    apiPath(BLOG_PATHS.pending, undefined, pagingQuery(request)),
    signal,
  );

/**
 * An article's page by slug. An old slug is answered 301 with the new address, which
 * `fetch` follows: the article returned then carries its current slug.
 */
export const fetchArticleBySlug = (slug: string, signal?: AbortSignal) =>
  api.get<Article>(apiPath(BLOG_PATHS.bySlug, { slug }), signal);

export const fetchArticle = (id: number, signal?: AbortSignal) =>
  api.get<Article>(article(id), signal);

export const createArticle = (body: ArticleInput) =>
  api.post<Article>(apiPath(BLOG_PATHS.list), body);
export const updateArticle = (id: number, body: ArticlePatchInput) =>
  api.patch<Article>(article(id), body);
export const deleteArticle = (id: number) => api.delete<undefined>(article(id));

export const uploadCover = (file: File) => api.upload<PostImage>(apiPath(BLOG_PATHS.covers), file);

export function proposeSlug(title: string, exclude?: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ title });
  if (exclude !== undefined) params.set('exclude', String(exclude));
  return api.get<ArticleSlugProposal>(apiPath(BLOG_PATHS.slug, undefined, params), signal);
}

export const likeArticle = (id: number) => api.post<ArticleLike>(apiPath(BLOG_PATHS.like, { id }));
export const unlikeArticle = (id: number) =>
  api.delete<ArticleLike>(apiPath(BLOG_PATHS.like, { id }));

/** Uploads an article's attachment (PDF or Word, 3 MB): `{key, name}` to send with the article. */
export const uploadAttachment = (file: File) =>
  api.upload<ArticleAttachmentUpload>(apiPath(BLOG_PATHS.attachments), file);
