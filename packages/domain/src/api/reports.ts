import { z } from 'zod';
import { reportCreateSchema, reportStatusSchema } from '../report-schemas.ts';
import { REPORT_REASONS, REPORT_STATUSES, REPORT_TYPES } from '../reports.ts';
import { PostImageSchema } from './feed.ts';
import { DbIdSchema, ErrorDetailSchema, InputErrors, pageOf, UserSummarySchema } from './shared.ts';

/**
 * Contract of reports and blocks (spec 1 §3 Report, §4 Reports; issue "Feed, reports…"):
 * `/api/reports/…`, filing a report, the member's own reports and blocks, the moderators'
 * list and status changes.
 */

/** `{id}` of a report in the path. */
export const ReportParamsSchema = z.object({ id: DbIdSchema });
/** `GET /api/reports/?status=&type=&page=&page_size=` (moderators). */
export const ReportListQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
  type: z.enum(REPORT_TYPES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
/** `GET /api/reports/mine/?page=&page_size=`. */
export const MyReportsQuerySchema = ReportListQuerySchema.pick({ page: true, page_size: true });

/**
 * Body of `POST /api/reports/`: `{type, object_id, reasons, description}`, `object_id` the
 * reported user id, post id or message id; a description is required with the reason `other`.
 */
export const ReportBodySchema = reportCreateSchema();
/**
 * Body of `PATCH /api/reports/{id}/`: `{status, expected_status?}`, `expected_status` the
 * status the decider saw (409 when the report has another one by now).
 */
export const ReportStatusBodySchema = reportStatusSchema();

/** The reported post as its reporter saw it; null for a user report or a deleted post. */
export const ReportedPostSchema = z.object({
  id: z.number().int(),
  content: z.string().describe('Sanitised HTML'),
  images: z.array(PostImageSchema),
  created_at: z.string(),
});
export type ReportedPost = z.infer<typeof ReportedPostSchema>;

/**
 * The reported message (issue 32 item 6): its text, and the names of the conversation's
 * participants, never the rest of the conversation. Its sender is the report's
 * `reported_user`. Once deleted (its sender deleted it, or a moderator accepted a report of
 * it), its text is gone here too (`body` empty, `deleted` true).
 */
export const ReportedMessageSchema = z.object({
  id: z.number().int(),
  body: z.string().describe('Plain text; empty once the message is deleted'),
  deleted: z.boolean(),
  created_at: z.string(),
  participants: z
    .array(UserSummarySchema)
    .describe("The conversation's participants (names only; none of its other messages)"),
});
export type ReportedMessage = z.infer<typeof ReportedMessageSchema>;

/** A report, with whether the viewer may change its status. */
export const ReportSchema = z.object({
  id: z.number().int(),
  type: z.enum(REPORT_TYPES),
  status: z.enum(REPORT_STATUSES),
  reasons: z
    .array(z.string())
    .describe(`Known reasons: ${REPORT_REASONS.join(', ')}; a client shows others as they are`),
  description: z.string(),
  created_at: z.string(),
  status_changed_at: z.string().nullable(),
  author: UserSummarySchema,
  reported_user: UserSummarySchema,
  post: ReportedPostSchema.nullable().describe(
    'The reported post; null for a user report or a deleted post',
  ),
  message: ReportedMessageSchema.nullable().describe(
    'The reported message; null for a user or post report',
  ),
  can_change_status: z.boolean(),
});
export type Report = z.infer<typeof ReportSchema>;

export const ReportResponses = { 200: ReportSchema, 201: ReportSchema, ...InputErrors };
/** A status change: 409 when someone decided meanwhile (the body's `expected_status`). */
export const ReportStatusResponses = { ...ReportResponses, 409: ErrorDetailSchema };
export const ReportListResponses = { 200: pageOf(ReportSchema), ...InputErrors };
