import { isValidator, type PermissionSchool, type PermissionUser } from './permissions.ts';
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

/** The queues of what goes through the publication workflow (spec 1 §4 Publication; groups: issue 33). */
export const PUBLICATION_QUEUE_TYPES = ['article', 'event', 'jobad', 'club'] as const;
export type PublicationQueueType = (typeof PUBLICATION_QUEUE_TYPES)[number];

/**
 * Who decides the pending items of a publication queue (articles, events, job ads), and so
 * who is shown that queue (spec 2 §6 "Validators approve or refuse items of their type"; Menu
 * visibility "Validations: super user, or a validator role in any validation scope"):
 * validators of the type's scope (Blog, Evenement, Jobs) and super users. A school admin
 * without that scope is not: the decision is the validators' (issue 30 item 2: the admin was
 * shown an Articles tab whose list the server refused). The one rule of the servers' review
 * policies and pending lists and of the validations centre's tabs. Never throws.
 */
export function validatesPublications(
  user: PermissionUser,
  school: PermissionSchool,
  type: PublicationQueueType,
): boolean {
  return isValidator(user, school, VALIDATION_TYPE_SCOPE[type]);
}

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
