/** The routes of job-ad update links, relative to `/api` (../paths.ts). */
export const JOB_UPDATE_LINK_PATHS = {
  /** POST: mail the ad's contact an update link. */
  send: '/jobs/{id}/update-link/',
  /** GET the ad's editable fields by link; PUT: save them. */
  byLink: '/jobs/update/{token}/',
  /** POST: close the ad by link. */
  deactivate: '/jobs/update/{token}/deactivate/',
} as const;
