import type { JobAdStatus } from '@alumni/domain';

// The value lists' words (contract types, sectors, experience, categories, how a position was
// filled) are the jobs pages' own (../labels.ts, namespace jobs); the update page adds these.

/** An ad's status (domain JOB_AD_STATUSES), as the page names it. */
export const STATUS_KEYS: Record<JobAdStatus, string> = {
  draft: 'jobupdate_status_draft',
  pending: 'jobupdate_status_pending',
  scheduled: 'jobupdate_status_scheduled',
  active: 'jobupdate_status_active',
  inactive: 'jobupdate_status_inactive',
  filled: 'jobupdate_status_filled',
  refused: 'jobupdate_status_refused',
};
