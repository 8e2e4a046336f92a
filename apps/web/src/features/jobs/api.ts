import type {
  JobAd,
  JobAdInput,
  JobAdReactivationBody,
  JobAdSummary,
  JobFileUpload,
  JobFilledHow,
  Page,
  PostImage,
} from '@alumni/domain';
import { apiPath, JOB_PATHS, JOB_UPDATE_LINK_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';
import type { PageRequest } from '../../ui/pagination/paging.ts';
import { pagingQuery } from '../../ui/pagination/paging.ts';
import type { JobListFilters } from './jobRules.ts';
import { apiQueryOf } from './jobRules.ts';

/**
 * The job ads API (issue 15, apps/server/src/modules/jobs ads.routes.ts): the filtered list,
 * one ad, writing, deleting, deactivation and reactivation, and the logo and attachment
 * uploads (the history and a Jobs validator's decision go through the publication kit). Types come from the contract (`@alumni/domain`
 * api/jobs.ts).
 */

/** Query keys: everything of jobs, lists, the pending queue, one ad, its history. */
export const jobsKey = ['jobs'] as const;
export const jobListKey = ['jobs', 'list'] as const;
export const pendingJobsKey = ['jobs', 'pending'] as const;
export const jobAdKey = (id: number) => ['jobs', 'id', id] as const;
export const jobHistoryKey = (id: number) => ['jobs', 'history', id] as const;

const ad = (id: number) => apiPath(JOB_PATHS.ad, { id });

/** A page of ads matching `filters`, newest publication first. */
export function fetchJobAds(filters: JobListFilters, request: PageRequest, signal?: AbortSignal) {
  return api.get<Page<JobAdSummary>>(
    apiPath(JOB_PATHS.list, undefined, pagingQuery(request, apiQueryOf(filters))),
    signal,
  );
}

/** One ad with its details (counts a view unless the reader wrote it). */
export const fetchJobAd = (id: number, signal?: AbortSignal) => api.get<JobAd>(ad(id), signal);

/** Posts an ad; its state follows the publication rules (draft, pending, active). */
export const createJobAd = (body: JobAdInput) => api.post<JobAd>(apiPath(JOB_PATHS.list), body);
/** Replaces an ad's fields (a refused one is submitted again unless saved as a draft). */
export const updateJobAd = (id: number, body: JobAdInput) => api.put<JobAd>(ad(id), body);

/** Deactivates an active ad, saying how the position was filled. */
export const deactivateJobAd = (id: number, filledHow: JobFilledHow) =>
  api.post<JobAd>(apiPath(JOB_PATHS.deactivate, { id }), { filled_how: filledHow });
/** Reactivates an inactive or filled ad with a new start date and deadline. */
export const reactivateJobAd = (id: number, body: JobAdReactivationBody) =>
  api.post<JobAd>(apiPath(JOB_PATHS.reactivate, { id }), body);

/** Uploads a logo (the server crops it to 200×200): pass its `key` as the ad's `logo`. */
export const uploadJobLogo = (file: File) => api.upload<PostImage>(apiPath(JOB_PATHS.logos), file);
/** Uploads an attachment (PDF or Word, 3 MB): `{key, name}` to send as the ad's `attachment`. */
export const uploadJobFile = (file: File) =>
  api.upload<JobFileUpload>(apiPath(JOB_PATHS.files), file);

/** Where an ad's attachment downloads (for whoever may open the ad). */
export const jobAttachmentUrl = (id: number) => apiPath(JOB_PATHS.attachment, { id });

/** Deletes an ad (its author until it is validated, admins always). */
export const deleteJobAd = (id: number) => api.delete<undefined>(ad(id));

/**
 * `POST /api/jobs/{id}/update-link/`: mails the ad's contact email a link to update it
 * without an account (issue 15 item 3), revoking the previous one. 204; 400 without a contact
 * email; 409 once the ad's publication is over.
 */
export const sendJobUpdateLink = (id: number) =>
  api.post<undefined>(apiPath(JOB_UPDATE_LINK_PATHS.send, { id }));
