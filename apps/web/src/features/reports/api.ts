import type {
  Page,
  ReportCreateInput,
  ReportStatus,
  ReportType,
  UserSummary,
} from '@alumni/domain';
import { api } from '../../api/client.ts';
import type { PageRequest } from '../../ui/pagination/paging.ts';
import { pagingQuery } from '../../ui/pagination/paging.ts';
import type { PostImage } from '../feed/api.ts';
import { reportStatusBody } from '../validations/reportActions.ts';

/**
 * The reports API (issue "Feed, reports and blocks", apps/server/src/modules/reports): a member
 * reports a post or a member; their own reports are listed in Settings, where they withdraw
 * them (which lifts a block); moderators list the school's reports in the validations centre.
 */

/** The post as it was when reported (sanitised HTML from the server, with its images). */
export interface ReportedPost {
  id: number;
  content: string;
  images: PostImage[];
  created_at: string;
}

export interface Report {
  id: number;
  type: ReportType;
  status: ReportStatus;
  /** Domain REPORT_REASONS, or one the server knows and this app not yet (see `reasonKey`). */
  reasons: string[];
  description: string;
  created_at: string;
  status_changed_at: string | null;
  author: UserSummary;
  reported_user: UserSummary;
  post: ReportedPost | null;
  can_change_status: boolean;
}

/** What the report dialog is about: a post or a member, and how to name it. */
export interface ReportTarget {
  type: ReportType;
  objectId: number;
  /** The member's name (the post's author for a post). */
  name: string;
}

export const reportsKey = ['reports'] as const;
export const myReportsKey = ['reports', 'mine'] as const;

/** Reports per page in Settings. */
export const MY_REPORTS_PAGE_SIZE = 10;

export const createReport = (body: ReportCreateInput) => api.post<Report>('/api/reports/', body);

export const fetchMyReports = (request: PageRequest, signal?: AbortSignal) =>
  api.get<Page<Report>>(`/api/reports/mine/?${pagingQuery(request)}`, signal);

/**
 * `PATCH /api/reports/{id}/`: the author withdraws their report, or a moderator decides.
 * Sends the status shown as `expected_status`, so that a report someone else decided
 * meanwhile is refused (409) instead of being overridden.
 */
export const patchReportStatus = (report: Pick<Report, 'id' | 'status'>, status: ReportStatus) =>
  api.patch<Report>(`/api/reports/${report.id}/`, reportStatusBody(report, status));
