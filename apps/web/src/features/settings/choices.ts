/**
 * Choices of the user school settings whose lists the spec does not give (spec 1 §3 User school
 * settings: "mentoring types"). They live here until the mentorship feature brings its own list
 * to the domain package. The weekly job summary's contract types are the school's
 * contract_type list (static lists).
 */
export const MENTORING_TYPES = [
  'career',
  'job-search',
  'entrepreneurship',
  'studies',
  'networking',
  'international',
] as const;
