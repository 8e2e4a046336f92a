import type {
  JobAdApplication,
  JobApplication,
  JobApplicationInput,
  JobApplicationMark,
  MyJobApplication,
} from '@alumni/domain';
import { apiPath, JOB_PATHS } from '@alumni/domain';
import { api } from '../../../api/client.ts';

/**
 * The job applications API (issue 15 item 4, server: modules/jobs/applications.routes.ts):
 * applying (its CV and cover letter uploaded by the jobs feature's uploadJobFile), sending
 * again, the member's own applications, an ad's applications for its author and admins and
 * their marks, and the files' download addresses. Types come from the contract (`@alumni/domain` api/jobs.ts).
 */

/** Query keys (under the jobs feature's `jobsKey`): the member's applications, an ad's. */
export const myApplicationsKey = ['jobs', 'my-applications'] as const;
export const adApplicationsKey = (id: number) => ['jobs', 'applications', id] as const;

const applications = (id: number) => apiPath(JOB_PATHS.applications, { id });

/** Applies to ad `id`; 409 "already applied", or the ad takes no application; 400 per field. */
export const postApplication = (id: number, body: JobApplicationInput) =>
  api.post<JobApplication>(applications(id), body);

/** Sends the member's application to ad `id` again (the last time: maxJobApplication 2). */
export const putApplication = (id: number, body: JobApplicationInput) =>
  api.put<JobApplication>(apiPath(JOB_PATHS.myApplication, { id }), body);

/** The member's applications in this school, newest first, each with its ad. */
export const fetchMyApplications = (signal?: AbortSignal) =>
  api.get<MyJobApplication[]>(apiPath(JOB_PATHS.myApplications), signal);

/** Ad `id`'s applications with their marks, newest first (its author and admins; 403/404). */
export const fetchAdApplications = (id: number, signal?: AbortSignal) =>
  api.get<JobAdApplication[]>(applications(id), signal);

/** The ad's author or an admin marks an application new, shortlisted or declined. */
export const patchApplicationMark = (
  application: Pick<JobApplication, 'id' | 'job_ad_id'>,
  mark: JobApplicationMark,
) =>
  api.patch<JobAdApplication>(
    apiPath(JOB_PATHS.application, { id: application.job_ad_id, applicationId: application.id }),
    { mark },
  );

/**
 * Where an application's CV or cover letter downloads (an attachment, for the applicant, the
 * ad's author and admins only): a plain link, so the browser keeps the file's name.
 */
export const applicationFileUrl = (
  application: Pick<JobApplication, 'id' | 'job_ad_id'>,
  file: 'cv' | 'cover_letter',
) =>
  apiPath(JOB_PATHS.applicationFile, {
    id: application.job_ad_id,
    applicationId: application.id,
    file,
  });
