import type { PublicationStatus } from '@alumni/domain';

/** Catalogue keys of the list's status filters (plural: "Drafts", "Scheduled"…). */
export const STATUS_FILTER_KEYS: Record<PublicationStatus, string> = {
  draft: 'blog_filter_status_draft',
  pending: 'blog_filter_status_pending',
  scheduled: 'blog_filter_status_scheduled',
  published: 'blog_filter_status_published',
  refused: 'blog_filter_status_refused',
};
