import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import {
  DbIdSchema,
  ErrorDetailSchema,
  NoContentSchema,
  pageOf,
  ValidationErrorSchema,
} from './shared.ts';

/**
 * Contract of the member and degree imports (spec 1 §5 "Bulk and administration" User
 * import, §3 Import log; spec 2 §6, §9 Import CSV), `/api/imports/…`: a school admin uploads
 * a member file (a draft with its report) and submits it; a super user validates it
 * (applied, with invitations) or rejects it; degree files apply at once.
 */

export const IMPORT_STATUSES = ['draft', 'submitted', 'applied', 'rejected'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/**
 * An invalid line of a file, why (the English reason code of member-import.ts, put into words
 * by `importReasonText`) and the value refused (absent when the cell was empty).
 */
export const ImportLineErrorSchema = z.object({
  line: z.number().int(),
  reason: z.string(),
  value: z.string().optional().describe('The bad value, at most 80 characters'),
});

/** What a member file holds: data lines, valid lines, one reason per invalid line, warnings. */
export const ImportReportSchema = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  invalid: z.array(ImportLineErrorSchema),
  warnings: z.array(z.string()),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

/** The report of an applied file plus accounts created and roles added to existing ones. */
export const ImportResultSchema = ImportReportSchema.extend({
  created: z.number().int(),
  roles_added: z.number().int(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** Who uploaded a file. */
export const ImportPersonSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type ImportPerson = z.infer<typeof ImportPersonSchema>;

/** The character encodings an import file may be in (issue 34 item 7). */
export const IMPORT_FILE_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'] as const;
export type ImportFileEncoding = (typeof IMPORT_FILE_ENCODINGS)[number];
/** The separators a CSV import file may use: `;` (spec 2 §9, the template), `,` or a tab. */
export const IMPORT_FILE_DELIMITERS = [';', ',', '\t'] as const;
export type ImportFileDelimiter = (typeof IMPORT_FILE_DELIMITERS)[number];
/** Data lines of a member file shown in its preview. */
export const IMPORT_PREVIEW_ROWS = 5;

/**
 * What an uploaded member file was read as, for the admin to check before submitting it
 * (a Windows-1252 file shows its "é" right): a CSV with its encoding and separator, or an
 * XLSX workbook (its first sheet), and its first data lines in the columns' order.
 */
export const ImportFileSchema = z.object({
  format: z.enum(['csv', 'xlsx']),
  encoding: z.enum(IMPORT_FILE_ENCODINGS).nullable().describe('Null for a workbook'),
  delimiter: z.enum(IMPORT_FILE_DELIMITERS).nullable().describe('Null for a workbook'),
  preview: z
    .array(z.array(z.string()))
    .describe(
      `The first ${IMPORT_PREVIEW_ROWS} data lines, cells in MEMBER_IMPORT_COLUMNS order (first name … campus), at most 80 characters each`,
    ),
});
export type ImportFile = z.infer<typeof ImportFileSchema>;

/** A member import: its school, who sent it, its status, its report and once applied its result. */
export const ImportItemSchema = z.object({
  id: z.number().int(),
  kind: z.literal('members'),
  status: z.enum(IMPORT_STATUSES),
  file_name: z.string(),
  school: z.object({ id: z.number().int(), subdomain: z.string(), name: z.string() }),
  created_by: ImportPersonSchema.nullable(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by: z.number().int().nullable(),
  report: ImportReportSchema,
  result: ImportResultSchema.nullable(),
  /** What the file was read as; null for an import stored before this was recorded. */
  file: ImportFileSchema.nullable(),
});
export type ImportItem = z.infer<typeof ImportItemSchema>;

/** An import log line (spec 1 §3 Import log: date, valid rows, invalid rows). */
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
export type ImportLog = z.infer<typeof ImportLogSchema>;

/** An applied degree file: lines read, degrees created and updated, invalid lines, warnings. */
export const DegreeImportResultSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  invalid: z.array(ImportLineErrorSchema),
  warnings: z.array(z.string()),
});
export type DegreeImportResult = z.infer<typeof DegreeImportResultSchema>;

/** Query of `GET /api/imports/logs/`: `page` from 1, `page_size` up to 100 (default 20). */
export const ImportPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
/** Query of `GET /api/imports/`: the page and, optionally, one status. */
export const ImportListQuerySchema = ImportPageQuerySchema.extend({
  status: z.enum(IMPORT_STATUSES).optional(),
});

/**
 * The JSON form of an upload, `{file_name, content}` (the file as UTF-8 text). The server
 * checks it in the handler (`parseInput`), since the same route also takes multipart.
 */
export const ImportUploadJsonSchema = z.object({
  file_name: z.string().min(1).max(255),
  content: z.string().min(1),
});

/**
 * Body of `POST /api/imports/members/` and `/api/imports/degrees/`: multipart/form-data with
 * the file in the field `file` (what the web sends), or JSON `{file_name, content}`. Every
 * field is optional here because a multipart body is read by the handler, not by the route
 * (it reaches the route's check as `{}`); a JSON body is checked for its types and lengths
 * here and for its required fields by `ImportUploadJsonSchema`.
 */
export const ImportUploadBodySchema = z
  .object({
    file: z
      .string()
      .optional()
      .meta({ format: 'binary', description: 'multipart/form-data: the CSV file' }),
    file_name: ImportUploadJsonSchema.shape.file_name
      .optional()
      .describe('application/json: the file name'),
    content: ImportUploadJsonSchema.shape.content
      .optional()
      .describe('application/json: the file as UTF-8 text'),
  })
  .describe(
    'A CSV file (UTF-8, UTF-16 with BOM or Windows-1252; `;`, `,` or tab separators) or an XLSX workbook (its first sheet), at most 5 MB. A JSON upload is text.',
  );

/** The formats of the member file template: CSV (`;`, UTF-8 with BOM) or an XLSX workbook. */
export const IMPORT_TEMPLATE_FORMATS = ['csv', 'xlsx'] as const;
export type ImportTemplateFormat = (typeof IMPORT_TEMPLATE_FORMATS)[number];

/** Query of `GET /api/imports/members/template/`: `format` `csv` (default) or `xlsx`. */
export const ImportTemplateQuerySchema = z.object({
  format: z.enum(IMPORT_TEMPLATE_FORMATS).optional().default('csv'),
});

/**
 * Query of `GET /api/imports/{id}/rejected/`: the language of the reason column, `fr` or
 * `en` (a download link cannot set `Accept-Language`); the request's language by default.
 */
export const ImportRejectedQuerySchema = z.object({ lang: z.enum(LOCALES).optional() });

/**
 * Body of `POST /api/imports/{id}/invitations/`: with `only_missing`, only the members of the
 * import who were never invited (none when every invitation went out); otherwise every member
 * of the import who has not activated their account gets a new link.
 */
export const ImportInvitationsBodySchema = z.object({
  only_missing: z.boolean().optional().default(false),
});

/** Body of `POST /api/imports/invitations/`: the member of this school to invite again. */
export const MemberInvitationBodySchema = z.object({ user: DbIdSchema });

/** Invitations sent, and members left out because they already activated their account. */
export const InvitationsSentSchema = z.object({
  sent: z.number().int(),
  already_active: z.number().int(),
});
export type InvitationsSent = z.infer<typeof InvitationsSentSchema>;

/** 400: `{"detail"}` (wrong status) or `{"file": ["Line N: …"]}` (unreadable file, bad field). */
const ImportBadRequestSchema = z.union([ErrorDetailSchema, ValidationErrorSchema]);

const importGuarded = {
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
};

export const ImportCreateResponses = {
  201: ImportItemSchema,
  400: ImportBadRequestSchema,
  ...importGuarded,
  413: ErrorDetailSchema,
};
export const ImportListResponses = {
  200: pageOf(ImportItemSchema),
  400: ImportBadRequestSchema,
  ...importGuarded,
};
export const ImportItemResponses = {
  200: ImportItemSchema,
  400: ImportBadRequestSchema,
  ...importGuarded,
  404: ErrorDetailSchema,
};
export const ImportChangeResponses = {
  200: ImportItemSchema,
  400: ImportBadRequestSchema,
  ...importGuarded,
  404: ErrorDetailSchema,
  /** Someone else submitted, validated or rejected it meanwhile. */
  409: ErrorDetailSchema,
};
export const ImportLogListResponses = {
  200: pageOf(ImportLogSchema),
  400: ImportBadRequestSchema,
  ...importGuarded,
};
export const ImportDeletedResponses = {
  204: NoContentSchema,
  400: ImportBadRequestSchema,
  ...importGuarded,
  404: ErrorDetailSchema,
  /** Someone submitted it meanwhile. */
  409: ErrorDetailSchema,
};
export const ImportRejectedResponses = {
  200: z
    .string()
    .describe(
      "text/csv (`;`): the header and the rejected lines of the file as they were, then the line number and the reason naming the bad value; cells that a spreadsheet would read as a formula start with `'`",
    ),
  400: ImportBadRequestSchema,
  ...importGuarded,
  404: ErrorDetailSchema,
};
export const ImportTemplateResponses = {
  200: z
    .string()
    .describe(
      'The member file template, its header line only: text/csv (`;`, UTF-8 with BOM, CRLF) or an XLSX workbook (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet)',
    ),
  400: ImportBadRequestSchema,
  ...importGuarded,
};
export const InvitationsSentResponses = {
  200: InvitationsSentSchema,
  400: ImportBadRequestSchema,
  ...importGuarded,
  404: ErrorDetailSchema,
};
export const DegreeImportResponses = {
  200: DegreeImportResultSchema,
  400: ImportBadRequestSchema,
  ...importGuarded,
  413: ErrorDetailSchema,
};
