import type { ValidatorScope } from '@alumni/domain';
import type { ReportStatusFilter, ReportTypeFilter } from '../reports/index.ts';
import { REPORT_STATUS_KEYS, REPORT_TYPE_KEYS } from '../reports/index.ts';
import type { ValidationsTab } from './validationsTabs.ts';

/** i18n keys of the validations centre's words, as literals the catalogue test can check. */
export const TAB_LABEL_KEYS: Record<ValidationsTab, string> = {
  articles: 'validations_tab_articles',
  events: 'validations_tab_events',
  jobs: 'validations_tab_jobs',
  clubs: 'validations_tab_clubs',
  mentorship: 'validations_tab_mentorship',
  reports: 'validations_tab_reports',
  roles: 'validations_tab_roles',
  validators: 'validations_tab_validators',
};

/** The Reports tab's filters: the statuses and types as the badges name them, then "all". */
export const REPORT_STATUS_FILTER_KEYS: Record<ReportStatusFilter, string> = {
  ...REPORT_STATUS_KEYS,
  all: 'validations_status_all',
};

export const REPORT_TYPE_FILTER_KEYS: Record<ReportTypeFilter, string> = {
  ...REPORT_TYPE_KEYS,
  all: 'validations_type_all',
};

/** Validator scopes (spec 2 §6): 1 User, 2 Jobs, 3 Blog, 4 SuperValidator, 5 Report, 6 Evenement, 7 Club. */
export const SCOPE_LABEL_KEYS: Record<ValidatorScope, string> = {
  1: 'validations_scope_user',
  2: 'validations_scope_jobs',
  3: 'validations_scope_blog',
  4: 'validations_scope_supervalidator',
  5: 'validations_scope_report',
  6: 'validations_scope_event',
  7: 'validations_scope_club',
};
