import { z } from 'zod';
import {
  AUDIT_ACTION_MAX,
  AUDIT_LOG_PAGE_SIZE,
  AUDIT_LOG_PAGE_SIZE_MAX,
  AUDIT_OPERATIONS,
  AUDIT_TARGET_ID_MAX,
  AUDIT_TARGET_TYPE_MAX,
  auditDateBoundSchema,
} from '../audit-log.ts';
import { LOCALES } from '../locales.ts';
import { DbIdSchema, IdParamsSchema, InputErrors, pageOf, UserSummarySchema } from './shared.ts';

/**
 * Contract of School settings → logs (issue 31 item 2; spec 1 §2 Settings "logs", spec 2 §6
 * "School admins … manage roles and logs"): `GET /api/schools/{id}/logs/`,
 * `GET /api/schools/{id}/logs/export/` and the filters' choices `GET …/logs/facets/`, for the
 * school's admins and super users, from the school's own host (another `{id}`: 404). Every
 * successful write of an admin or a super user, in any module, left one entry
 * (docs/architecture.md "Audit log"); reading the log is not logged.
 */

/** `{id}`: the school's id. */
export const AuditLogParamsSchema = IdParamsSchema;

/**
 * Filters of the list and the export, all optional and combined (AND):
 * - `user`: the id of the member who wrote (an entry's `user_id`);
 * - `action`: an operation's name exactly (`patchSchoolInfoSchool`, an entry's `action`);
 * - `target_type`, `target_id`: what it acted on exactly (an entry's `target.type`, `target.id`);
 * - `from`, `to`: a day `2026-03-01` in the school's time zone (`from` from its start, `to`
 *   to its end, both included) or an instant with offset `2026-03-01T08:00:00Z`.
 */
export const AuditLogFilterSchema = z.object({
  user: DbIdSchema.optional(),
  action: z.string().trim().min(1).max(AUDIT_ACTION_MAX).optional(),
  target_type: z.string().trim().min(1).max(AUDIT_TARGET_TYPE_MAX).optional(),
  target_id: z.string().trim().min(1).max(AUDIT_TARGET_ID_MAX).optional(),
  from: auditDateBoundSchema.optional(),
  to: auditDateBoundSchema.optional(),
});
export type AuditLogFilter = z.infer<typeof AuditLogFilterSchema>;

/** `GET /api/schools/{id}/logs/?user=&action=&target_type=&target_id=&from=&to=&page=&page_size=`. */
export const AuditLogQuerySchema = AuditLogFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(AUDIT_LOG_PAGE_SIZE_MAX)
    .default(AUDIT_LOG_PAGE_SIZE),
});
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

/**
 * `GET /api/schools/{id}/logs/export/?…&lang=`: the same filters, no page (the newest
 * AUDIT_EXPORT_MAX entries); `lang` the page's language (a download link cannot set the
 * request's Accept-Language), else the request's.
 */
export const AuditLogExportQuerySchema = AuditLogFilterSchema.extend({
  lang: z.enum(LOCALES).optional(),
});
export type AuditLogExportQuery = z.input<typeof AuditLogExportQuerySchema>;

/** One row the write changed, as the database trigger recorded it. */
export const AuditChangeSchema = z.object({
  /** The table (`schools`, `campuses`, `user_roles`, …). */
  table: z.string(),
  operation: z.enum(AUDIT_OPERATIONS),
  /** The row's primary key (`{"id": 5}`); null for a table without one. */
  key: z.record(z.string(), z.unknown()).nullable(),
  /** UPDATE: the changed columns' values before; DELETE: the row as it was; INSERT: null. */
  before: z.record(z.string(), z.unknown()).nullable(),
  /** UPDATE: the changed columns' values after; INSERT: the new row; DELETE: null. */
  after: z.record(z.string(), z.unknown()).nullable(),
  /** Secret columns (password hashes, tokens, mail settings) set or changed: names only. */
  redacted: z.array(z.string()),
});
export type AuditChange = z.infer<typeof AuditChangeSchema>;

/** One entry of the log: one successful write of an admin or a super user. */
export const AuditLogEntrySchema = z.object({
  id: z.number().int(),
  /** When (ISO 8601, UTC). */
  created_at: z.string(),
  /** Who wrote: their id, kept when the account is gone… */
  user_id: z.number().int(),
  /** …and who they are, or null once the account is gone (a super user of another school shows too). */
  user: UserSummarySchema.nullable(),
  /** The operation's name, its OpenAPI operationId (`patchSchoolInfoSchool`, `postCampusCampuses`). */
  action: z.string(),
  /** The HTTP method and the route template under `/api` (`PATCH`, `/schools/{id}/`). */
  method: z.string(),
  route: z.string(),
  /**
   * What it acted on: `type` a word of the route (`schools`, `campuses`, `users`…), `id` the
   * id the route names (or a creation's new id; null when none), `params` the route's path
   * parameters as sent.
   */
  target: z.object({
    type: z.string(),
    id: z.string().nullable(),
    params: z.record(z.string(), z.string()),
  }),
  /** The answer's HTTP status (2xx or 3xx). */
  status: z.number().int(),
  /** The server's id of the request (its log lines carry it). */
  request_id: z.string(),
  /** The rows it changed, in order, at most AUDIT_CHANGES_SHOWN… */
  changes: z.array(AuditChangeSchema),
  /** …of this many (the CSV export carries them all, in words). */
  changes_count: z.number().int(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

/** Most people, actions and target types the facets list (far more than a school has). */
export const AUDIT_FACETS_MAX = 500;

/**
 * `GET /api/schools/{id}/logs/facets/`: what the school's log holds, for the page's filters:
 * the people who wrote (accounts that still exist, by name), the actions with their method and
 * route (what the page names them from), the target types; each at most AUDIT_FACETS_MAX.
 */
export const AuditLogFacetsSchema = z.object({
  users: z.array(UserSummarySchema),
  actions: z.array(z.object({ action: z.string(), method: z.string(), route: z.string() })),
  target_types: z.array(z.string()),
});
export type AuditLogFacets = z.infer<typeof AuditLogFacetsSchema>;

export const AuditLogFacetsResponses = { 200: AuditLogFacetsSchema, ...InputErrors };

export const AuditLogListResponses = { 200: pageOf(AuditLogEntrySchema), ...InputErrors };
export const AuditLogExportResponses = {
  200: z
    .string()
    .describe(
      "text/csv (`;`, UTF-8 with BOM): one line per entry, newest first, dates in the school's time zone, changes in words; cells that a spreadsheet would read as a formula start with `'`",
    ),
  ...InputErrors,
};
