/** The routes of the blog, relative to `/api` (../paths.ts). */
export const BLOG_PATHS = {
  /** GET a page of articles; POST: write one. */
  list: '/articles/',
  /** POST: upload a cover photo. */
  covers: '/articles/covers/',
  /** POST: upload an attachment. */
  attachments: '/articles/attachments/',
  /** GET a free slug for a title. */
  slug: '/articles/slug/',
  /** GET, PATCH and DELETE one article. */
  article: '/articles/{id}/',
  /** GET one article by slug, with its suggestions. */
  bySlug: '/articles/by-slug/{slug}/',
  /** POST: like an article; DELETE: take the like back. */
  like: '/articles/{id}/like/',
  /** GET an article's publication history. */
  history: '/articles/{id}/history/',
  /** GET an article's attachment file. */
  attachment: '/articles/{id}/attachment/',
  /** GET the validators' queue. */
  pending: '/articles/pending/',
  /** POST: a validator's decision. */
  review: '/articles/{id}/review/',
  /** GET the public articles' sitemap. */
  sitemap: '/blog/sitemap.xml',
  /** GET the public articles' RSS feed. */
  rss: '/blog/rss.xml',
} as const;
