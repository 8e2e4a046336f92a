import type { ArticleCategory, PublicationStatus } from '@alumni/domain';

/** Catalogue keys of the article categories (domain ARTICLE_CATEGORIES). */
export const CATEGORY_KEYS: Record<ArticleCategory, string> = {
  news: 'blog_category_news',
  school_life: 'blog_category_school_life',
  careers: 'blog_category_careers',
  portraits: 'blog_category_portraits',
  events: 'blog_category_events',
  partners: 'blog_category_partners',
  other: 'blog_category_other',
};

/** Catalogue keys of the list's status filters (plural: "Drafts", "Scheduled"…). */
export const STATUS_FILTER_KEYS: Record<PublicationStatus, string> = {
  draft: 'blog_filter_status_draft',
  pending: 'blog_filter_status_pending',
  scheduled: 'blog_filter_status_scheduled',
  published: 'blog_filter_status_published',
  refused: 'blog_filter_status_refused',
};
