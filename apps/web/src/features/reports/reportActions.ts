import type { ReportStatus, ReportType } from '@alumni/domain';
import { canChangeReportStatus } from '@alumni/domain';

/** The statuses a moderator gives (withdrawing, `cancelled`, is the author's). */
export type DecidedStatus = Exclude<ReportStatus, 'cancelled'>;

/** A moderator's move on a report (spec 1 §4 Reports), with its button's i18n key. */
export interface ReportAction {
  to: DecidedStatus;
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

/** What a moderator reads about a decision on a report: all i18n keys of validations.json. */
export interface ReportDecisionWords {
  /** The dialog asked first, for decisions with effects on others; null for the others. */
  confirm: { titleKey: string; messageKey: string } | null;
  /** The notice once it is done, saying what the decision did. */
  doneKey: string;
}

const DONE_KEYS: Record<ReportType, Record<DecidedStatus, string>> = {
  message: {
    accepted: 'validations_report_done_accepted_message',
    refused: 'validations_report_done_refused_message',
    finished: 'validations_report_done_finished_message',
    pending: 'validations_report_done_reopened_message',
  },
  post: {
    accepted: 'validations_report_done_accepted_post',
    refused: 'validations_report_done_refused_post',
    finished: 'validations_report_done_finished_post',
    pending: 'validations_report_done_reopened_post',
  },
  user: {
    accepted: 'validations_report_done_accepted_user',
    refused: 'validations_report_done_refused_user',
    finished: 'validations_report_done_finished_user',
    pending: 'validations_report_done_reopened_user',
  },
};

const CONFIRMS: Record<
  ReportType,
  Partial<Record<DecidedStatus, ReportDecisionWords['confirm']>>
> = {
  message: {
    accepted: {
      titleKey: 'validations_report_confirm_title_accepted',
      messageKey: 'validations_report_confirm_accepted_message',
    },
    finished: {
      titleKey: 'validations_report_confirm_title_finished',
      messageKey: 'validations_report_confirm_finished_message',
    },
  },
  post: {
    accepted: {
      titleKey: 'validations_report_confirm_title_accepted',
      messageKey: 'validations_report_confirm_accepted_post',
    },
    finished: {
      titleKey: 'validations_report_confirm_title_finished',
      messageKey: 'validations_report_confirm_finished_post',
    },
  },
  user: {
    accepted: {
      titleKey: 'validations_report_confirm_title_accepted',
      messageKey: 'validations_report_confirm_accepted_user',
    },
    finished: {
      titleKey: 'validations_report_confirm_title_finished',
      messageKey: 'validations_report_confirm_finished_user',
    },
  },
};

/**
 * The words of a moderator's decision on a report (issue 12: accepting had no confirmation,
 * its notice did not say what happened, and "Finish" was not explained). Accepting hides a
 * post from every member, or the reported member from the reporter, and notifies them;
 * finishing closes the report with no action on the content (a hidden post shows again);
 * accepting a message report deletes the message for everyone, for good: all are asked
 * first, saying so. Refusing and reopening are not. Every notice says what the
 * decision did to the post or the member, for a post or a member report. The texts take
 * `{{name}}` (the reported member) and `{{reporter}}`.
 */
export function reportDecisionWords(
  report: { type: ReportType },
  to: DecidedStatus,
): ReportDecisionWords {
  return { confirm: CONFIRMS[report.type][to] ?? null, doneKey: DONE_KEYS[report.type][to] };
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

/**
 * The status the Reports tab opens on: `pending` where the school validates reports
 * (`validate_report`: what waits for a decision), every status where it does not (post reports
 * are accepted on arrival: the admins look back over them and refuse one to show its post
 * again; docs/areas/feed.md "Report validation").
 */
export function defaultReportStatusFilter(validateReport: boolean): ReportStatusFilter {
  return validateReport ? 'pending' : 'all';
}

export const REPORT_TYPE_FILTERS = ['all', 'post', 'message', 'user'] as const;
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
