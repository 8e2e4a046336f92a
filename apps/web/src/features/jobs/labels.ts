import type { JobAdStatus, JobFilledHow } from '@alumni/domain';

/**
 * Catalogue keys of how a position was filled (domain jobs.ts) and the list's status filter,
 * as literals the catalogue test can check (the publication kit names the statuses and
 * history). Contract types, sectors, experience and roles are the school's lists
 * (hooks/useJobLists.ts).
 */

/** The answers of the deactivation dialog (spec 1 §4 Job ad). */
export const FILLED_HOW_KEYS: Record<JobFilledHow, string> = {
  unknown: 'jobs_filled_how_unknown',
  network: 'jobs_filled_how_network',
  outside: 'jobs_filled_how_outside',
  open: 'jobs_filled_how_open',
};

/** The list's status filter (jobRules LIST_STATUSES). */
export const STATUS_FILTER_KEYS: Record<JobAdStatus, string> = {
  active: 'jobs_filter_active',
  draft: 'jobs_filter_draft',
  scheduled: 'jobs_filter_scheduled',
  pending: 'jobs_filter_pending',
  refused: 'jobs_filter_refused',
  inactive: 'jobs_filter_inactive',
  filled: 'jobs_filter_filled',
};
