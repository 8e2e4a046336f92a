import type { ReportReason, ReportStatus, ReportType, ValidatorScope } from '@alumni/domain';
import type { ValidationsTab } from './validationsTabs.ts';

/** i18n keys of the validations centre's words, as literals the catalogue test can check. */
export const TAB_LABEL_KEYS: Record<ValidationsTab, string> = {
  articles: 'validations_tab_articles',
  events: 'validations_tab_events',
  jobs: 'validations_tab_jobs',
  reports: 'validations_tab_reports',
  roles: 'validations_tab_roles',
  validators: 'validations_tab_validators',
};

export const REPORT_STATUS_KEYS: Record<ReportStatus | 'all', string> = {
  pending: 'validations_status_pending',
  accepted: 'validations_status_accepted',
  refused: 'validations_status_refused',
  cancelled: 'validations_status_cancelled',
  finished: 'validations_status_finished',
  all: 'validations_status_all',
};

export const REPORT_TYPE_KEYS: Record<ReportType | 'all', string> = {
  post: 'validations_type_post',
  user: 'validations_type_user',
  all: 'validations_type_all',
};

/** Shared with the report dialog of the feed, hence their `report_` prefix. */
export const REPORT_REASON_KEYS: Record<ReportReason, string> = {
  spam: 'report_reason_spam',
  harassment: 'report_reason_harassment',
  hate_speech: 'report_reason_hate_speech',
  violence: 'report_reason_violence',
  inappropriate_content: 'report_reason_inappropriate_content',
  false_information: 'report_reason_false_information',
  impersonation: 'report_reason_impersonation',
  other: 'report_reason_other',
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

/** Badge colour of each report status: white text on all but pending (black on yellow). */
export const REPORT_STATUS_COLORS: Record<ReportStatus, string> = {
  pending: 'yellow.4',
  accepted: 'teal.9',
  refused: 'red.9',
  cancelled: 'gray.7',
  finished: 'blue.9',
};
