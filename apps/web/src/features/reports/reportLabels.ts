import type { ReportReason, ReportStatus, ReportType } from '@alumni/domain';

/** i18n key of each report reason (domain REPORT_REASONS), for the dialog and every list. */
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

/** i18n key of each report status (domain REPORT_STATUSES). */
export const REPORT_STATUS_KEYS: Record<ReportStatus, string> = {
  pending: 'report_status_pending',
  accepted: 'report_status_accepted',
  refused: 'report_status_refused',
  cancelled: 'report_status_cancelled',
  finished: 'report_status_finished',
};

/** Badge colour of each report status (text colour picked by the badge's `autoContrast`). */
export const REPORT_STATUS_COLORS: Record<ReportStatus, string> = {
  pending: 'yellow',
  accepted: 'teal.9',
  refused: 'red.9',
  cancelled: 'gray.7',
  finished: 'blue.9',
};

export const REPORT_TYPE_KEYS: Record<ReportType, string> = {
  user: 'report_type_user',
  post: 'report_type_post',
  message: 'report_type_message',
};

/** The words of a report's reasons; one the server knows and this web app not (yet) as it is. */
export function reasonLabels(reasons: string[], t: (key: string) => string): string[] {
  return reasons.map((reason) =>
    reason in REPORT_REASON_KEYS ? t(REPORT_REASON_KEYS[reason as ReportReason]) : reason,
  );
}
