import type { ReportCreateInput, ReportReason, ReportStatus, ReportType } from '@alumni/domain';
import { api } from '../../api/client.ts';
import type { PostImage, UserSummary } from '../feed/api.ts';

/**
 * The reports API (issue "Feed, reports and blocks", apps/server/src/modules/reports): a member
 * reports a post or a member; their own reports are listed in Settings, where they withdraw
 * them (which lifts a block).
 */

export interface Report {
  id: number;
  type: ReportType;
  status: ReportStatus;
  reasons: ReportReason[];
  description: string;
  created_at: string;
  status_changed_at: string | null;
  author: UserSummary;
  reported_user: UserSummary;
  post: { id: number; content: string; images: PostImage[]; created_at: string } | null;
  can_change_status: boolean;
}

export interface ReportPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: Report[];
}

/** What the report dialog is about: a post or a member, and how to name it. */
export interface ReportTarget {
  type: ReportType;
  objectId: number;
  /** The member's name (the post's author for a post). */
  name: string;
}

export const reportsKey = ['reports'] as const;
export const myReportsKey = (page: number) => ['reports', 'mine', page] as const;

/** Reports per page in Settings. */
export const MY_REPORTS_PAGE_SIZE = 10;

export const createReport = (body: ReportCreateInput) => api.post<Report>('/api/reports/', body);

export const fetchMyReports = (page: number, signal?: AbortSignal) =>
  api.get<ReportPage>(`/api/reports/mine/?page=${page}&page_size=${MY_REPORTS_PAGE_SIZE}`, signal);

export const patchReportStatus = (id: number, status: ReportStatus) =>
  api.patch<Report>(`/api/reports/${id}/`, { status });
