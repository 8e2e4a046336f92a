import type {
  Page,
  Report,
  ReportCreateInput,
  ReportStatus,
  ReportType,
  UserSummary,
} from '@alumni/domain';
import { apiPath, fullName, REPORT_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';
import type { PageRequest } from '../../ui/pagination/paging.ts';
import { pagingQuery } from '../../ui/pagination/paging.ts';
import { reportStatusBody } from './reportActions.ts';

/**
 * The reports API (issue "Feed, reports and blocks", apps/server/src/modules/reports): a member
 * reports a post or a member; their own reports are listed in Settings, where they withdraw
 * them (which lifts a block); moderators list the school's reports in the validations centre.
 * Types come from the API contract (`@alumni/domain` api/reports.ts).
 */

/** What the report dialog is about: a post, a message or a member, and how to name it. */
export interface ReportTarget {
  type: ReportType;
  objectId: number;
  /** The member's name (the author of the post, the sender of the message). */
  name: string;
}

/**
 * The report dialog's target for a message of a conversation (issue 32 item 6): the
 * discussions offer "Report" on another's message with `<ReportDialog target={…} />`.
 */
export function messageReportTarget(message: { id: number; sender: UserSummary }): ReportTarget {
  return { type: 'message', objectId: message.id, name: fullName(message.sender) };
}

export const reportsKey = ['reports'] as const;
export const myReportsKey = ['reports', 'mine'] as const;

/** Reports per page in Settings. */
export const MY_REPORTS_PAGE_SIZE = 10;

export const createReport = (body: ReportCreateInput) =>
  api.post<Report>(apiPath(REPORT_PATHS.list), body);

export const fetchMyReports = (request: PageRequest, signal?: AbortSignal) =>
  api.get<Page<Report>>(apiPath(REPORT_PATHS.mine, undefined, pagingQuery(request)), signal);

/**
 * `PATCH /api/reports/{id}/`: the author withdraws their report, or a moderator decides.
 * Sends the status shown as `expected_status`, so that a report someone else decided
 * meanwhile is refused (409) instead of being overridden.
 */
export const patchReportStatus = (report: Pick<Report, 'id' | 'status'>, status: ReportStatus) =>
  api.patch<Report>(
    apiPath(REPORT_PATHS.report, { id: report.id }),
    reportStatusBody(report, status),
  );
