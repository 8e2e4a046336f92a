/** The routes of jobs (update links: `JOB_UPDATE_LINK_PATHS`), relative to `/api` (../paths.ts). */
export const JOB_PATHS = {
  /** GET a page of job ads; POST: write one. */
  list: '/jobs/',
  /** GET, PUT and DELETE one job ad. */
  ad: '/jobs/{id}/',
  /** GET an ad's publication history. */
  history: '/jobs/{id}/history/',
  /** GET an ad's attachment file. */
  attachment: '/jobs/{id}/attachment/',
  /** POST: a validator's decision. */
  review: '/jobs/{id}/review/',
  /** POST: deactivate an ad. */
  deactivate: '/jobs/{id}/deactivate/',
  /** POST: reactivate an ad. */
  reactivate: '/jobs/{id}/reactivate/',
  /** POST: upload a company logo. */
  logos: '/jobs/logos/',
  /** POST: upload an ad's or an application's file. */
  files: '/jobs/files/',
  /** GET an ad's applications; POST: apply. */
  applications: '/jobs/{id}/applications/',
  /** PUT: change the member's own application. */
  myApplication: '/jobs/{id}/applications/mine/',
  /** GET the member's applications. */
  myApplications: '/jobs/my-applications/',
  /** PATCH: mark an application. */
  application: '/jobs/{id}/applications/{applicationId}/',
  /** GET an application's CV or cover letter. */
  applicationFile: '/jobs/{id}/applications/{applicationId}/{file}/',
} as const;
