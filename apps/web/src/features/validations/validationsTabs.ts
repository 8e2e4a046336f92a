import type {
  FeatureEntry,
  FeaturePath,
  PermissionSchool,
  PermissionUser,
  PublicationQueueType,
  SchoolDetails,
  ValidationCounts,
  ValidationType,
} from '@alumni/domain';
import {
  canAssignValidators,
  canModerateReports,
  canValidateMentorship,
  canValidateUsers,
  isFeatureOn,
  validatesPublications,
} from '@alumni/domain';

/**
 * The tabs of `/validations` (spec 1 §2 "Validations tabs: Articles, Events, Jobs, Reports,
 * Roles, Validators"; issue 33 item 2: Clubs, the groups awaiting validation; issue 33 item 5:
 * Mentorship, the requests awaiting a validator where the school validates them).
 */
export const VALIDATIONS_TABS = [
  'articles',
  'events',
  'jobs',
  'clubs',
  'mentorship',
  'reports',
  'roles',
  'validators',
] as const;
export type ValidationsTab = (typeof VALIDATIONS_TABS)[number];

/** The counter each tab shows (spec 1 §3 counters per category); none on Validators. */
export const TAB_COUNT_TYPE: Record<ValidationsTab, ValidationType | null> = {
  articles: 'article',
  events: 'event',
  jobs: 'jobad',
  clubs: 'club',
  mentorship: 'mentorship',
  reports: 'report',
  roles: 'userrole',
  validators: null,
};

/** The tabs whose feature is built; the others show "not available yet". */
export const BUILT_TABS: readonly ValidationsTab[] = [
  'articles',
  'events',
  'jobs',
  'clubs',
  'mentorship',
  'reports',
  'roles',
  'validators',
];

export function isValidationsTab(value: unknown): value is ValidationsTab {
  return typeof value === 'string' && (VALIDATIONS_TABS as readonly string[]).includes(value);
}

/** The tabs of the publication queues and the queue each shows. */
const PUBLICATION_TABS: Partial<Record<ValidationsTab, PublicationQueueType>> = {
  articles: 'article',
  events: 'event',
  jobs: 'jobad',
  clubs: 'club',
};

/**
 * The tabs `user` sees in `school` (spec 2 §6 Validator scopes; a publication queue only while
 * its feature is on, "Validators approve or refuse
 * items of their type"): Articles, Events and Jobs to whoever decides that queue (domain
 * validatesPublications: validators of its scope and super users, the rule the server's
 * review and pending routes apply), Roles to those who validate members (school admins and
 * the User scope), Reports to moderators (domain canModerateReports, the rule the server's
 * reports routes apply: school admins, and the Report scope while the school validates reports,
 * `validate_report`), Validators to those who assign validators (school admins and
 * SuperValidator). Empty for anyone else, who may not open the page.
 */
export function visibleValidationsTabs(
  user: PermissionUser,
  school: PermissionSchool & {
    features: readonly Pick<FeatureEntry, 'enabled' | 'feature'>[];
    flags: Pick<SchoolDetails['flags'], 'validate_report'>;
  },
): ValidationsTab[] {
  return VALIDATIONS_TABS.filter((tab) => {
    if (tab === 'validators') return canAssignValidators(user, school);
    if (tab === 'reports') {
      return canModerateReports(user, school, { validateReport: school.flags.validate_report });
    }
    if (tab === 'roles') return canValidateUsers(user, school);
    // Issue 33 item 5: mentorship requests wait for the mentorship validators (domain
    // canValidateMentorship, the server's rule: the super validators) while the feature is on.
    if (tab === 'mentorship') {
      return isFeatureOn(school.features, 'mentorship') && canValidateMentorship(user, school);
    }
    const queue = PUBLICATION_TABS[tab];
    // A switched-off feature's queue answers 404 (domain api/feature-operations.ts): no tab.
    return (
      queue !== undefined &&
      isFeatureOn(school.features, TAB_FEATURE[queue]) &&
      validatesPublications(user, school, queue)
    );
  });
}

/** The navbar feature each publication queue belongs to (its switch, spec 1 §3 Feature entry). */
const TAB_FEATURE: Record<PublicationQueueType, FeaturePath> = {
  article: 'blog',
  event: 'evenements',
  jobad: 'jobs',
  club: 'groups',
};

/**
 * The tab to show: the one asked for in the address when the viewer sees it, else the first
 * built one they see, else their first. Null when they see none.
 */
export function activeValidationsTab(
  asked: string | null,
  visible: readonly ValidationsTab[],
): ValidationsTab | null {
  if (isValidationsTab(asked) && visible.includes(asked)) return asked;
  return visible.find((tab) => BUILT_TABS.includes(tab)) ?? visible[0] ?? null;
}

/** A tab's pending count from the live counts; null when it has none or it is unknown. */
export function tabCount(tab: ValidationsTab, counts: ValidationCounts | null): number | null {
  const type = TAB_COUNT_TYPE[tab];
  if (type === null || counts === null) return null;
  return Math.max(0, counts[type] ?? 0);
}
