import type { ReportStatus } from '@alumni/domain';
import { canChangeReportStatus } from '@alumni/domain';

/** A moderator's move on a report (spec 1 §4 Reports), with its button's i18n key. */
export interface ReportAction {
  to: ReportStatus;
  labelKey: string;
  /** The button's accessible name, with the reported member's `{{name}}`. */
  nameKey: string;
}

/** Accept, refuse, finish and reopen, in the order the buttons show. */
export const REPORT_ACTIONS: readonly ReportAction[] = [
  {
    to: 'accepted',
    labelKey: 'validations_report_accept',
    nameKey: 'validations_report_accept_name',
  },
  {
    to: 'refused',
    labelKey: 'validations_report_refuse',
    nameKey: 'validations_report_refuse_name',
  },
  {
    to: 'finished',
    labelKey: 'validations_report_finish',
    nameKey: 'validations_report_finish_name',
  },
  {
    to: 'pending',
    labelKey: 'validations_report_reopen',
    nameKey: 'validations_report_reopen_name',
  },
];

/**
 * The moves offered on a report in the validations centre: those the domain allows a
 * moderator from its status (canChangeReportStatus), and none when the server says the
 * viewer may not change it. Withdrawing (`cancelled`) is the author's move, not offered here.
 */
export function reportActionsFor(
  report: { status: ReportStatus; can_change_status: boolean },
  isModerator: boolean,
): ReportAction[] {
  if (!report.can_change_status) return [];
  return REPORT_ACTIONS.filter((action) =>
    canChangeReportStatus({ isModerator, isAuthor: false }, report.status, action.to),
  );
}

/** Status filters of the Reports tab: every status, then all of them. */
export const REPORT_STATUS_FILTERS = [
  'pending',
  'accepted',
  'refused',
  'cancelled',
  'finished',
  'all',
] as const;
export type ReportStatusFilter = (typeof REPORT_STATUS_FILTERS)[number];

export const REPORT_TYPE_FILTERS = ['all', 'post', 'user'] as const;
export type ReportTypeFilter = (typeof REPORT_TYPE_FILTERS)[number];

export const REPORTS_PAGE_SIZE = 10;

/** The filters of `GET /api/reports/` ('all' sends no filter); the page goes after them. */
export function reportsFilterParams(filters: {
  status: ReportStatusFilter;
  type: ReportTypeFilter;
}): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.type !== 'all') params.set('type', filters.type);
  return params;
}

/**
 * The body of a status change: the new status and the one the decider saw
 * (`expected_status`), so that the server refuses with 409 a report someone else decided
 * meanwhile instead of overriding their decision.
 */
export function reportStatusBody(report: { status: ReportStatus }, to: ReportStatus) {
  return { status: to, expected_status: report.status };
}
