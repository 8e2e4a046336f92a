import type { JobAdSummary } from '@alumni/domain';
import { JOB_AD_STATUSES, JOB_PATHS, JOB_REFUSAL_REASON_MAX } from '@alumni/domain';
import type { PublicationWebArea } from '../publication/index.ts';
import { PUBLICATION_HISTORY_ACTIONS } from '../publication/index.ts';
import { fetchJobAds, jobHistoryKey, jobsKey, pendingJobsKey } from './api.ts';
import { filtersOf } from './jobRules.ts';

/** The pending queue's query: every ad waiting for validation, newest first. */
const PENDING = filtersOf(new URLSearchParams({ status: 'pending' }), ['pending']);

/**
 * Job ads as the publication web kit sees them (features/publication): under `JOB_PATHS`,
 * words `jobs_*`, refusal reasons of the `jobad` area and the live `jobad` counter; their own
 * statuses (active, inactive, filled) beside the publication's, and the lifecycle's history
 * actions (deactivate, reactivate, archive) beside the shared ones; each linked to
 * `/jobs/{id}`.
 */
export const JOB_PUBLICATION: PublicationWebArea<JobAdSummary> = {
  area: 'jobad',
  counter: 'jobad',
  paths: { history: JOB_PATHS.history, review: JOB_PATHS.review },
  i18nPrefix: 'jobs',
  queueLabelKey: 'validations_tab_jobs',
  itemColumnKey: 'jobs_pending_column_ad',
  statuses: [...JOB_AD_STATUSES, 'published'],
  historyActions: [...PUBLICATION_HISTORY_ACTIONS, 'deactivate', 'reactivate', 'archive'],
  refusalReasonMax: JOB_REFUSAL_REASON_MAX,
  queryKeys: { all: jobsKey, pending: pendingJobsKey, history: jobHistoryKey },
  fetchPending: (request, signal) => fetchJobAds(PENDING, request, signal),
  titleOf: (ad) => ad.position,
  pathOf: (ad) => `/jobs/${ad.id}`,
  testIds: {
    status: 'job-status',
    history: 'job-history',
    pendingRow: 'pending-job',
    pendingCount: 'pending-jobs-count',
  },
  statusColors: { active: 'green.9', inactive: 'gray.7', filled: 'teal.9' },
};
