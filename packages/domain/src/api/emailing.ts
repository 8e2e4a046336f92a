import { z } from 'zod';
import { BULK_OPERATION_STATUSES } from '../bulk-operations.ts';
import {
  MASS_MAIL_BODY_MAX,
  MASS_MAIL_DELIVERY_STATUSES,
  MASS_MAIL_LISTS,
  MASS_MAIL_SUBJECT_MAX,
} from '../emailing.ts';
import { VALIDATION_REFS, validationRef } from '../validation-messages.ts';
import {
  BulkNotReachedSchema,
  BulkOperationSchema,
  BulkTargetFields,
  checkBulkTarget,
} from './bulk-operations.ts';
import { IdParamsSchema, InputErrors, SignedInErrors, UserSummarySchema } from './shared.ts';

/**
 * Contract of mass mail (domain emailing.ts; issue 34 item 2; spec 2 §6 "School admins …
 * mass-mail"): an admin composes an e-mail of one list, previews it, sends it to themselves,
 * then to members chosen as for every bulk action (a selection or the admin directory's
 * filters); it runs as a bulk operation of kind `mass_mail` whose id is the mass mail's, and
 * its report counts each recipient's delivery.
 */

/** What an admin writes: the subject, the body (rich text, sanitised by the server), the list. */
const draftFields = {
  subject: z
    .string({ error: VALIDATION_REFS.required })
    .trim()
    .min(1, { error: VALIDATION_REFS.required })
    .max(MASS_MAIL_SUBJECT_MAX, {
      error: validationRef('tooLong', { max: MASS_MAIL_SUBJECT_MAX }),
    }),
  body: z
    .string({ error: VALIDATION_REFS.required })
    .trim()
    .min(1, { error: VALIDATION_REFS.required })
    .max(MASS_MAIL_BODY_MAX, { error: validationRef('tooLong', { max: MASS_MAIL_BODY_MAX }) })
    .describe('HTML of the rich-text editor; sanitised, and refused when no text is left'),
  list: z.enum(MASS_MAIL_LISTS).describe('Members who turned this list off are skipped'),
};

/** Body of the preview and the test send: the draft alone. */
export const MassMailDraftSchema = z.object(draftFields);
export type MassMailDraft = z.output<typeof MassMailDraftSchema>;
export type MassMailDraftInput = z.input<typeof MassMailDraftSchema>;

/** Body of `POST /api/mass-mails/`: the draft and its members (BulkTargetFields). */
export const MassMailCreateSchema = z
  .object({ ...draftFields, ...BulkTargetFields })
  .superRefine(checkBulkTarget);
export type MassMailCreate = z.output<typeof MassMailCreateSchema>;
export type MassMailCreateInput = z.input<typeof MassMailCreateSchema>;

/** The counts of a mass mail's report: its deliveries by status, and the members skipped. */
export const MassMailCountsSchema = z.object({
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  bounced: z.number().int(),
  skipped: z.number().int().describe('Members not reached (no consent to the list, inactive…)'),
});

/** A mass mail as the list shows it. */
export const MassMailSummarySchema = z.object({
  id: z.number().int().describe('The id of its bulk operation too'),
  subject: z.string(),
  list: z.enum(MASS_MAIL_LISTS),
  status: z.enum(BULK_OPERATION_STATUSES),
  total: z.number().int().describe('Members targeted'),
  percent: z.number().int().min(0).max(100),
  counts: MassMailCountsSchema,
  created_by: UserSummarySchema.nullable(),
  created_at: z.string().describe('ISO 8601'),
});
export type MassMailSummary = z.infer<typeof MassMailSummarySchema>;

/** One recipient's delivery: its status and, for a failure or a bounce, what SMTP said. */
export const MassMailRecipientSchema = z.object({
  user: UserSummarySchema,
  email: z.string(),
  status: z.enum(MASS_MAIL_DELIVERY_STATUSES),
  response: z.string().nullable().describe("The SMTP server's answer or the error"),
  updated_at: z.string().describe('ISO 8601'),
});
export type MassMailRecipient = z.infer<typeof MassMailRecipientSchema>;

/** A mass mail, its body, its recipients (the first 500, problems first) and those skipped. */
export const MassMailSchema = MassMailSummarySchema.extend({
  body: z.string().describe('Sanitised HTML'),
  recipients: z.array(MassMailRecipientSchema),
  not_reached: z.array(BulkNotReachedSchema),
});
export type MassMail = z.infer<typeof MassMailSchema>;

export const MassMailsSchema = z.object({ results: z.array(MassMailSummarySchema) });
export type MassMails = z.infer<typeof MassMailsSchema>;

/** `{id}` of a mass mail. */
export const MassMailParamsSchema = IdParamsSchema;

/** The e-mail as a recipient will see it. */
export const MassMailPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type MassMailPreview = z.infer<typeof MassMailPreviewSchema>;

/** Where the test went: the admin's own address. */
export const MassMailTestSchema = z.object({ to: z.string() });
export type MassMailTest = z.infer<typeof MassMailTestSchema>;

export const MassMailCreateResponses = {
  202: BulkOperationSchema.describe('The operation, pending: follow it at /bulk-operations/{id}/'),
  ...InputErrors,
};
export const MassMailListResponses = { 200: MassMailsSchema, ...SignedInErrors };
export const MassMailResponses = { 200: MassMailSchema, ...InputErrors };
export const MassMailPreviewResponses = { 200: MassMailPreviewSchema, ...InputErrors };
export const MassMailTestResponses = { 202: MassMailTestSchema, ...InputErrors };
