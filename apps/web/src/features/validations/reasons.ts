import type { ReportReason } from '@alumni/domain';
import { REPORT_REASONS } from '@alumni/domain';

/** Tells whether the server's reason is one the catalogues name (domain REPORT_REASONS). */
export function isReportReason(value: string): value is ReportReason {
  return (REPORT_REASONS as readonly string[]).includes(value);
}
