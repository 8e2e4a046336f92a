import { z } from 'zod';
import { REPORT_REFS } from './report-messages.ts';
import {
  REPORT_DESCRIPTION_MAX,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TYPES,
} from './reports.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

// The request bodies of reports (spec 1 §3 Report), apart from the rules (reports.ts) so that
// code applying the rules does not load zod.

const MAX_ID = 2_147_483_647;

/**
 * Body of `POST /api/reports/` (issue "Feed, reports…"): `{type, object_id, reasons,
 * description}`; at least one known reason, no repeats; a description of at most
 * REPORT_DESCRIPTION_MAX characters, required when the reasons include `other`.
 */
export function reportCreateSchema() {
  const m = VALIDATION_REFS;
  return z
    .object({
      type: z.enum(REPORT_TYPES, { error: m.invalidChoice }),
      object_id: z
        .number({ error: m.required })
        .int({ error: m.invalidChoice })
        .positive({ error: m.invalidChoice })
        .max(MAX_ID, { error: m.invalidChoice }),
      reasons: z
        .array(z.enum(REPORT_REASONS, { error: m.invalidChoice }), { error: m.required })
        .min(1, { error: m.required })
        .max(REPORT_REASONS.length, { error: m.invalidChoice })
        .refine((reasons) => new Set(reasons).size === reasons.length, {
          error: m.invalidChoice,
        }),
      description: z
        .string({ error: m.required })
        .trim()
        .max(REPORT_DESCRIPTION_MAX, {
          error: validationRef('tooLong', { max: REPORT_DESCRIPTION_MAX }),
        })
        .default(''),
    })
    .superRefine((report, ctx) => {
      if (report.reasons.includes('other') && report.description === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['description'],
          message: REPORT_REFS.descriptionRequiredForOther,
        });
      }
    });
}
export type ReportCreateInput = z.input<ReturnType<typeof reportCreateSchema>>;

/**
 * Body of `PATCH /api/reports/{id}/`: the new status and, optionally, `expected_status`,
 * the status the decider saw: when the report has another one by then (someone else
 * decided meanwhile), the change is refused with 409 rather than overriding their decision.
 */
export function reportStatusSchema() {
  const m = VALIDATION_REFS;
  return z.object({
    status: z.enum(REPORT_STATUSES, { error: m.invalidChoice }),
    expected_status: z.enum(REPORT_STATUSES, { error: m.invalidChoice }).optional(),
  });
}

/**
 * Body of `PUT /api/schools/{id}/report-validation/` (spec 1 §2 School settings "report
 * validation", §3 School flags): `{validate_report}`, whether the school's post reports wait
 * for a moderator (reports.ts ReportValidation).
 */
export const reportValidationSettingsSchema = z.object({
  validate_report: z.boolean({ error: VALIDATION_REFS.invalidValue }),
});
export type ReportValidationSettingsInput = z.output<typeof reportValidationSettingsSchema>;
