import type { Page, Report, ValidatorEntry, ValidatorScope } from '@alumni/domain';
import { apiPath, REPORT_PATHS, VALIDATOR_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';
import type { PageRequest } from '../../ui/pagination/paging.ts';
import { pagingQuery } from '../../ui/pagination/paging.ts';
import type { ReportStatusFilter, ReportTypeFilter } from '../reports/index.ts';
import { reportsFilterParams } from '../reports/index.ts';

export { fetchValidationCounts, validationCountsKey } from '../../shared/liveCounts/countsApi.ts';

/**
 * The validations centre's calls (issue "Feed, reports…" API contract): counts, reports to
 * moderate, validator assignments, and the member search that picks a new validator.
 */

export interface ReportFilters {
  status: ReportStatusFilter;
  type: ReportTypeFilter;
}

export const moderationReportsKey = ['reports', 'moderation'] as const;
export const validatorsKey = ['validators'] as const;

/** `GET /api/reports/`: reports of the school, newest first, for moderators. */
export const fetchReports = (filters: ReportFilters, request: PageRequest, signal?: AbortSignal) =>
  api.get<Page<Report>>(
    apiPath(REPORT_PATHS.list, undefined, pagingQuery(request, reportsFilterParams(filters))),
    signal,
  );

/** `GET /api/validators/`: the school's validators and their scopes. */
export const fetchValidators = (signal?: AbortSignal) =>
  api.get<{ results: ValidatorEntry[] }>(apiPath(VALIDATOR_PATHS.list), signal);

/** `PUT /api/validators/{userId}/`: a member's scopes ([] removes them from the list). */
export const putValidatorScopes = (userId: number, scopes: ValidatorScope[]) =>
  api.put<ValidatorEntry>(apiPath(VALIDATOR_PATHS.validator, { userId }), { scopes });
