import {
  DbIdSchema,
  ErrorDetailSchema,
  InputErrors,
  pageOf,
  REPORT_DESCRIPTION_MAX,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TYPES,
  UserSummarySchema,
} from '@alumni/domain';
import { z } from 'zod';
import { PostImageSchema } from '../feed/index.ts';

export const ReportParamsSchema = z.object({ id: DbIdSchema });
export const ReportListQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
  type: z.enum(REPORT_TYPES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export const MyReportsQuerySchema = ReportListQuerySchema.pick({ page: true, page_size: true });

// Bodies, for the OpenAPI document (domain reportCreateSchema checks them with localised messages).
export const ReportBodyDoc = z.object({
  type: z.enum(REPORT_TYPES),
  object_id: z.number().int().describe('The reported user id or post id'),
  reasons: z.array(z.enum(REPORT_REASONS)).min(1),
  description: z.string().max(REPORT_DESCRIPTION_MAX).optional(),
});
export const ReportStatusBodyDoc = z.object({
  status: z.enum(REPORT_STATUSES),
  expected_status: z
    .enum(REPORT_STATUSES)
    .optional()
    .describe('The status the decider saw: 409 when the report has another one by now'),
});

export const ReportSchema = z.object({
  id: z.number().int(),
  type: z.enum(REPORT_TYPES),
  status: z.enum(REPORT_STATUSES),
  reasons: z.array(z.string()),
  description: z.string(),
  created_at: z.string(),
  status_changed_at: z.string().nullable(),
  author: UserSummarySchema,
  reported_user: UserSummarySchema,
  post: z
    .object({
      id: z.number().int(),
      content: z.string().describe('Sanitised HTML'),
      images: z.array(PostImageSchema),
      created_at: z.string(),
    })
    .nullable()
    .describe('The reported post; null for a user report or a deleted post'),
  can_change_status: z.boolean(),
});

export const ReportResponses = { 200: ReportSchema, 201: ReportSchema, ...InputErrors };
/** A status change: 409 when someone decided meanwhile (the body's `expected_status`). */
export const ReportStatusResponses = { ...ReportResponses, 409: ErrorDetailSchema };
export const ReportListResponses = { 200: pageOf(ReportSchema), ...InputErrors };
