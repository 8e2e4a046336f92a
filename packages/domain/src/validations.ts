import { VALIDATOR_SCOPE, type ValidatorScope } from './roles.ts';

/** Validation counter types (spec 1 §3 Other, spec 2 §4). */
export const VALIDATION_TYPES = [
  'jobad',
  'article',
  'userrole',
  'mentorship',
  'report',
  'event',
  'club',
] as const;
export type ValidationType = (typeof VALIDATION_TYPES)[number];
export type ValidationCounts = Record<ValidationType, number>;

/**
 * The validator scope that decides each kind of item (spec 2 §6 Validator scopes): users
 * and roles by User, jobs by Jobs, articles by Blog, reports by Report, events by
 * Evenement, clubs by Club; mentorship pairs by the super validators.
 */
export const VALIDATION_TYPE_SCOPE: Record<ValidationType, ValidatorScope> = {
  userrole: VALIDATOR_SCOPE.User,
  jobad: VALIDATOR_SCOPE.Jobs,
  article: VALIDATOR_SCOPE.Blog,
  report: VALIDATOR_SCOPE.Report,
  event: VALIDATOR_SCOPE.Evenement,
  club: VALIDATOR_SCOPE.Club,
  mentorship: VALIDATOR_SCOPE.SuperValidator,
};

/**
 * The counts a validator holding `scopes` sees: the types of their scopes, others at 0;
 * every count clamped at 0 (spec 1 §4 "Notification counters never go below 0").
 */
export function countsForScopes(
  counts: ValidationCounts,
  scopes: readonly ValidatorScope[],
): ValidationCounts {
  const seen = {} as ValidationCounts;
  for (const type of VALIDATION_TYPES) {
    seen[type] = scopes.includes(VALIDATION_TYPE_SCOPE[type]) ? Math.max(0, counts[type] ?? 0) : 0;
  }
  return seen;
}

/** A counter after `delta`, never below 0 (spec 2 §4). */
export function clampCounter(value: number, delta = 0): number {
  return Math.max(0, value + delta);
}
