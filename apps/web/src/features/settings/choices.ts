/**
 * Choices of the user school settings whose lists the spec does not give (spec 1 §3 User school
 * settings: "weekly job summary with contract type filter", "mentoring types"). They live here
 * until the jobs and mentorship features bring their own lists to the domain package.
 */
export const CONTRACT_TYPES = [
  'cdi',
  'cdd',
  'internship',
  'apprenticeship',
  'freelance',
  'interim',
  'volunteering',
] as const;

export const MENTORING_TYPES = [
  'career',
  'job-search',
  'entrepreneurship',
  'studies',
  'networking',
  'international',
] as const;
