/**
 * What other modules may use of jobs: nothing yet. Job ads talk to the others through the
 * `job_ad.status_changed` domain event and the `jobad` validation queue.
 */
export {};
