import type { ReportReason, ReportStatus, ReportType } from '@alumni/domain';

/** i18n key of each report reason (domain REPORT_REASONS). */
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

/** i18n key and badge colour of each report status (domain REPORT_STATUSES). */
export const REPORT_STATUS_LOOK: Record<ReportStatus, { key: string; color: string }> = {
  pending: { key: 'report_status_pending', color: 'yellow' },
  accepted: { key: 'report_status_accepted', color: 'teal.9' },
  refused: { key: 'report_status_refused', color: 'red.9' },
  cancelled: { key: 'report_status_cancelled', color: 'gray.7' },
  finished: { key: 'report_status_finished', color: 'blue.9' },
};

export const REPORT_TYPE_KEYS: Record<ReportType, string> = {
  user: 'report_type_user',
  post: 'report_type_post',
};

/** A label of a reason the server may know and this web app not (yet). */
export function reasonKey(reason: string): string | null {
  return reason in REPORT_REASON_KEYS ? REPORT_REASON_KEYS[reason as ReportReason] : null;
}
