import { z } from 'zod';
import { reportValidationSettingsSchema } from '../report-schemas.ts';
import { IdParamsSchema, InputErrors } from './shared.ts';

/**
 * Contract of School settings → report validation (spec 1 §2 Settings, §3 School flags
 * `validate_report`, §4 Reports; rules in reports.ts): `GET` and `PUT
 * /api/schools/{id}/report-validation/`, the school's admins only.
 */

/** `{id}` in the path: the school's id (404 for another school than the host's). */
export const ReportValidationParamsSchema = IdParamsSchema;

/** Body of `PUT`: `{validate_report}`. */
export const ReportValidationBodySchema = reportValidationSettingsSchema;

/** The setting as saved. */
export const ReportValidationSettingsSchema = z.object({
  validate_report: z
    .boolean()
    .describe(
      'On: post reports wait for a moderator (pending, the post visible). Off: they are accepted on arrival (the post hidden at once, until an admin refuses the report).',
    ),
});
export type ReportValidationSettings = z.infer<typeof ReportValidationSettingsSchema>;

export const ReportValidationResponses = { 200: ReportValidationSettingsSchema, ...InputErrors };
