import type { ReportValidationSettings, ReportValidationSettingsInput } from '@alumni/domain';
import { apiPath, REPORT_VALIDATION_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/** Query key of the school's report validation setting. */
export const reportValidationKey = (schoolId: number) =>
  ['school-settings', 'report-validation', schoolId] as const;

/** `GET /api/schools/{id}/report-validation/`: `{validate_report}`. */
export const fetchReportValidation = (schoolId: number, signal?: AbortSignal) =>
  api.get<ReportValidationSettings>(
    apiPath(REPORT_VALIDATION_PATHS.settings, { id: schoolId }),
    signal,
  );

/** `PUT /api/schools/{id}/report-validation/`: saves `{validate_report}`. */
export const putReportValidation = (schoolId: number, body: ReportValidationSettingsInput) =>
  api.put<ReportValidationSettings>(
    apiPath(REPORT_VALIDATION_PATHS.settings, { id: schoolId }),
    body,
  );
