import type { JobAdByLink, JobAdInput, JobFilledHow } from '@alumni/domain';
import { apiPath, JOB_UPDATE_LINK_PATHS } from '@alumni/domain';
import { api } from '../../../api/client.ts';

/**
 * The update-link API (issue 15 item 3, apps/server/src/modules/jobs/update-link.routes.ts):
 * one ad read, saved and closed with the token of the link mailed to its contact, without
 * signing in. Types come from the contract (`@alumni/domain` api/job-update-link.ts).
 */

/** Query key of the ad a token opens. */
export const jobAdByLinkKey = (token: string) => ['jobs', 'update-link', token] as const;

const byLink = (token: string) => apiPath(JOB_UPDATE_LINK_PATHS.byLink, { token });

/** The ad `token` opens (404 "Link invalid" for a bad, expired or revoked link). */
export const fetchJobAdByLink = (token: string, signal?: AbortSignal) =>
  api.get<JobAdByLink>(byLink(token), signal);

/** Saves the ad's fields (400 per field; 403 for a validated ad). */
export const saveJobAdByLink = (token: string, body: JobAdInput) =>
  api.put<JobAdByLink>(byLink(token), body);

/** Closes the active ad, saying how the position was filled (409 when no longer active). */
export const closeJobAdByLink = (token: string, filledHow: JobFilledHow) =>
  api.post<JobAdByLink>(apiPath(JOB_UPDATE_LINK_PATHS.deactivate, { token }), {
    filled_how: filledHow,
  });
