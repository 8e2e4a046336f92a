import { ErrorDetailSchema, ValidationErrorSchema } from '@alumni/domain';
import { z } from 'zod';

/** Request and response shapes of the import routes (spec 1 §5 User import, §3 Import log). */

export const IMPORT_STATUSES = ['draft', 'submitted', 'applied', 'rejected'] as const;

const LineErrorSchema = z.object({ line: z.number().int(), reason: z.string() });

/** What a member file holds: data lines, valid lines, one reason per invalid line, warnings. */
export const ImportReportSchema = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  invalid: z.array(LineErrorSchema),
  warnings: z.array(z.string()),
});

/** The report of an applied file plus accounts created and roles added to existing ones. */
export const ImportResultSchema = ImportReportSchema.extend({
  created: z.number().int(),
  roles_added: z.number().int(),
});

const PersonSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});

export const ImportItemSchema = z.object({
  id: z.number().int(),
  kind: z.literal('members'),
  status: z.enum(IMPORT_STATUSES),
  file_name: z.string(),
  school: z.object({ id: z.number().int(), subdomain: z.string(), name: z.string() }),
  created_by: PersonSchema.nullable(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by: z.number().int().nullable(),
  report: ImportReportSchema,
  result: ImportResultSchema.nullable(),
});

export const ImportLogSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  kind: z.enum(['members', 'degrees']),
  source: z.enum(['api', 'cli']),
  file_name: z.string(),
  valid_rows: z.number().int(),
  invalid_rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  import_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
});

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export const ImportListQuerySchema = PageQuerySchema.extend({
  status: z.enum(IMPORT_STATUSES).optional(),
});
export const ImportIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The JSON form of an upload: the file's name and its text (the handler validates it). */
export const ImportUploadBodySchema = z.object({
  file_name: z.string().min(1).max(255),
  content: z.string().min(1),
});

/**
 * The upload as the OpenAPI document shows it: multipart/form-data with the file in the
 * field `file` (what the web sends), or JSON `{file_name, content}`.
 */
export const ImportUploadBodyDoc = z
  .object({
    file: z
      .string()
      .optional()
      .meta({ format: 'binary', description: 'multipart/form-data: the CSV file' }),
    file_name: z.string().max(255).optional().describe('application/json: the file name'),
    content: z.string().optional().describe('application/json: the file as UTF-8 text'),
  })
  .describe('A UTF-8 CSV file, `;` delimiter, at most 5 MB.');

export const DegreeImportResultSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  invalid: z.array(LineErrorSchema),
  warnings: z.array(z.string()),
});

/** 400: `{"detail"}` (wrong status) or `{"file": ["Line N: …"]}` (unreadable file, bad field). */
const BadRequestSchema = z.union([ErrorDetailSchema, ValidationErrorSchema]);

const guarded = {
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
};

export const ImportCreateResponses = {
  201: ImportItemSchema,
  400: BadRequestSchema,
  ...guarded,
  413: ErrorDetailSchema,
};
export const ImportListResponses = {
  200: page(ImportItemSchema),
  400: BadRequestSchema,
  ...guarded,
};
export const ImportItemResponses = { 200: ImportItemSchema, ...guarded, 404: ErrorDetailSchema };
export const ImportChangeResponses = {
  200: ImportItemSchema,
  400: BadRequestSchema,
  ...guarded,
  404: ErrorDetailSchema,
  /** Someone else submitted, validated or rejected it meanwhile. */
  409: ErrorDetailSchema,
};
export const ImportLogListResponses = {
  200: page(ImportLogSchema),
  400: BadRequestSchema,
  ...guarded,
};
export const DegreeImportResponses = {
  200: DegreeImportResultSchema,
  400: BadRequestSchema,
  ...guarded,
  413: ErrorDetailSchema,
};
