/**
 * The routes of mentorship (issue 33; contract ../mentorship.ts), relative to `/api`
 * (../paths.ts). All but `settings` and the super users' `stats` are switched with the school's
 * `mentorship` feature (../feature-operations.ts).
 */
export const MENTORSHIP_PATHS = {
  /** GET: search the school's mentors (type, degree, sector, city, graduation year, text). */
  mentors: '/mentorship/mentors/',
  /** GET my matches (as mentor and as mentee, `role` filter); POST: ask a mentor. */
  matches: '/mentorship/matches/',
  /** GET one match; PATCH `{action: accept|refuse|cancel, reason?}`; DELETE: hide it on my side. */
  match: '/mentorship/matches/{id}/',
  /** POST `{action: validate|refuse, reason?}`: a mentorship validator's decision on a request. */
  review: '/mentorship/matches/{id}/review/',
  /** GET the requests waiting for a mentorship validator. */
  pending: '/mentorship/pending/',
  /** GET a match's meetings; POST `{met_on, notes}`: log one. */
  meetings: '/mentorship/matches/{id}/meetings/',
  /** DELETE a meeting I logged. */
  meeting: '/mentorship/matches/{id}/meetings/{meetingId}/',
  /** POST `{rating 1..5, comment?}`: the mentee's final rating → Finished. */
  rating: '/mentorship/matches/{id}/rating/',
  /** GET my accepted matches with their six months (met or not) and meetings. */
  followup: '/mentorship/followup/',
  /** GET the latest accepted pairs, for the dashboard. */
  pairs: '/mentorship/pairs/',
  /** GET per mentor and school: requests, accepted, refused, timed out, median response time. */
  stats: '/superadmin/mentor-stats/',
  /** GET the same as a CSV download. */
  statsExport: '/superadmin/mentor-stats/export/',
  /** GET and PUT the school's mentorship settings (school admins). */
  settings: '/school-settings/mentorship/',
} as const;
