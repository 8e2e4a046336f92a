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

/** Catalogue keys of the publication statuses (domain PUBLICATION_STATUSES). */
export const STATUS_KEYS: Record<PublicationStatus, string> = {
  draft: 'blog_status_draft',
  pending: 'blog_status_pending',
  scheduled: 'blog_status_scheduled',
  published: 'blog_status_published',
  refused: 'blog_status_refused',
};

/** Catalogue keys of the list's status filters (plural: "Drafts", "Scheduled"…). */
export const STATUS_FILTER_KEYS: Record<PublicationStatus, string> = {
  draft: 'blog_filter_status_draft',
  pending: 'blog_filter_status_pending',
  scheduled: 'blog_filter_status_scheduled',
  published: 'blog_filter_status_published',
  refused: 'blog_filter_status_refused',
};

/** The badge colours of the statuses (filled, with automatic contrast). */
export const STATUS_COLORS: Record<PublicationStatus, string> = {
  draft: 'gray.7',
  pending: 'yellow.4',
  scheduled: 'blue.8',
  published: 'green.9',
  refused: 'red.8',
};

/** Catalogue keys of the history's actions (api/blog.ts ArticleHistoryEntry.action). */
export const HISTORY_ACTION_KEYS: Record<string, string> = {
  create: 'blog_history_create',
  save: 'blog_history_save',
  submit: 'blog_history_submit',
  publish: 'blog_history_publish',
  validate: 'blog_history_validate',
  refuse: 'blog_history_refuse',
  admin_edit: 'blog_history_admin_edit',
};
