import type { ReportStatus, ReportType, ValidationCounts, ValidatorScope } from '@alumni/domain';
import { api } from '../../api/client.ts';
import type { DirectoryPage } from '../directory/api.ts';
import type { ReportStatusFilter, ReportTypeFilter } from './reportActions.ts';
import { reportsQuery } from './reportActions.ts';

/**
 * The validations centre's calls (issue "Feed, reports…" API contract): counts, reports to
 * moderate, validator assignments, and the member search that picks a new validator.
 */

export interface UserSummary {
  id: number;
  first_name: string;
  last_name: string;
  picture: string | null;
}

export interface PostImage {
  url: string;
  width: number;
  height: number;
}

export interface ReportedPost {
  id: number;
  /** Sanitised HTML (the server runs sanitize-html at write time). */
  content: string;
  images: PostImage[];
  created_at: string;
}

export interface Report {
  id: number;
  type: ReportType;
  status: ReportStatus;
  reasons: string[];
  description: string;
  created_at: string;
  status_changed_at: string | null;
  author: UserSummary;
  reported_user: UserSummary;
  post: ReportedPost | null;
  can_change_status: boolean;
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface ValidatorEntry {
  user: UserSummary;
  user_role: { id: number; role: number };
  scopes: ValidatorScope[];
}

export interface ReportFilters {
  status: ReportStatusFilter;
  type: ReportTypeFilter;
  page: number;
}

export const validationCountsKey = ['validations', 'counts'] as const;
export const moderationReportsKey = ['reports', 'moderation'] as const;
export const validatorsKey = ['validators'] as const;

export const nameOf = (user: Pick<UserSummary, 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name}`.trim();

/** `GET /api/validations/`: pending items per type, for validators and super users (403 otherwise). */
export const fetchValidationCounts = (signal?: AbortSignal) =>
  api.get<ValidationCounts>('/api/validations/', signal);

/** `GET /api/reports/`: reports of the school, newest first, for moderators. */
export const fetchReports = (filters: ReportFilters, signal?: AbortSignal) =>
  api.get<Page<Report>>(`/api/reports/?${reportsQuery(filters)}`, signal);

/** `PATCH /api/reports/{id}/`: a moderator's decision. */
export const patchReportStatus = (id: number, status: ReportStatus) =>
  api.patch<Report>(`/api/reports/${id}/`, { status });

/** `GET /api/validators/`: the school's validators and their scopes. */
export const fetchValidators = (signal?: AbortSignal) =>
  api.get<{ results: ValidatorEntry[] }>('/api/validators/', signal);

/** `PUT /api/validators/{userId}/`: a member's scopes ([] removes them from the list). */
export const putValidatorScopes = (userId: number, scopes: ValidatorScope[]) =>
  api.put<ValidatorEntry>(`/api/validators/${userId}/`, { scopes });

/** `GET /api/directory/?search=`: members matching a name, to pick a new validator. */
export const searchMembers = (search: string, signal?: AbortSignal) =>
  api.get<DirectoryPage>(
    `/api/directory/?search=${encodeURIComponent(search)}&page_size=10`,
    signal,
  );
