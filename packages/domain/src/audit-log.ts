import { z } from 'zod';
import type { AuditLogMessageCatalogue } from './audit-log-messages.ts';
import { fillPlaceholders } from './message-refs.ts';
import { VALIDATION_REFS } from './validation-messages.ts';

/**
 * The audit log's rules shared by server and web (issue 31 item 2; spec 1 §2 Settings
 * "logs", spec 2 §6 "School admins … manage roles and logs"): its page sizes, the date
 * filter, and how one row change is told in words.
 */

/** Entries per page of `GET /api/schools/{id}/logs/` by default, and at most. */
export const AUDIT_LOG_PAGE_SIZE = 20;
export const AUDIT_LOG_PAGE_SIZE_MAX = 100;
/** Row changes an entry of the list carries at most; `changes_count` says how many it has. */
export const AUDIT_CHANGES_SHOWN = 50;
/** Entries a CSV export holds at most (the newest): narrow the dates for older ones. */
export const AUDIT_EXPORT_MAX = 10_000;
/** Longest "changes" cell of the CSV (spreadsheets hold 32,767 characters in a cell). */
export const AUDIT_CSV_CELL_MAX = 32_000;
/** Longest action, target type and target id filters (the stored columns' lengths). */
export const AUDIT_ACTION_MAX = 120;
export const AUDIT_TARGET_TYPE_MAX = 60;
export const AUDIT_TARGET_ID_MAX = 100;

/** The row operations a change records. */
export const AUDIT_OPERATIONS = ['INSERT', 'UPDATE', 'DELETE'] as const;
export type AuditOperation = (typeof AUDIT_OPERATIONS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z.iso.date();
const instant = z.iso.datetime({ offset: true });

/** True when a date filter's bound is a day (`2026-03-01`) rather than an instant. */
export const isAuditDay = (bound: string): boolean => DAY.test(bound);

/**
 * A bound of the log's date filter (`from`, `to`): a day, `2026-03-01`, read in the school's
 * time zone as that whole day (`from` its first instant, `to` its last), or an instant with
 * its offset, `2026-03-01T08:00:00Z`, taken as it is. Anything else: "Invalid date".
 */
export const auditDateBoundSchema = z
  .string()
  .trim()
  .refine((value) => day.safeParse(value).success || instant.safeParse(value).success, {
    error: VALIDATION_REFS.invalidDate,
  });

/** One audited row change as the API presents it (the contract's AuditChangeSchema). */
export interface AuditChangeView {
  table: string;
  operation: AuditOperation;
  key: Record<string, unknown> | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  redacted: string[];
}

const shown = (value: unknown) => JSON.stringify(value) ?? 'null';

/**
 * One row change in words, for the CSV and any plain-text reader: `campuses #5 created: name =
 * "Lyon", …`, `schools #1 changed: name "A" → "B"; email_backend (hidden)`, `campuses #5
 * deleted: …`, in the words of `m` (AUDIT_LOG_MESSAGES[locale]). Pure.
 */
export function auditChangeText(
  change: AuditChangeView,
  m: Pick<AuditLogMessageCatalogue, 'created' | 'changed' | 'deleted' | 'hidden' | 'colon'>,
): string {
  const key = change.key ? Object.values(change.key).map(String).join(',') : '';
  const head = `${change.table}${key ? ` #${key}` : ''}`;
  const verb =
    change.operation === 'INSERT'
      ? m.created
      : change.operation === 'DELETE'
        ? m.deleted
        : m.changed;
  const values =
    change.operation === 'UPDATE'
      ? Object.keys(change.after ?? {}).map(
          (field) => `${field} ${shown(change.before?.[field])} → ${shown(change.after?.[field])}`,
        )
      : Object.entries((change.operation === 'DELETE' ? change.before : change.after) ?? {}).map(
          ([field, value]) => `${field} = ${shown(value)}`,
        );
  const parts = [...values, ...change.redacted.map((field) => `${field} (${m.hidden})`)];
  return parts.length ? `${head} ${verb}${m.colon} ${parts.join('; ')}` : `${head} ${verb}`;
}

/**
 * The changes of an entry as one cell of text: each change on its own line, cut at
 * `max` characters with `more` (`… and {count} more`) naming the changes left out. Pure.
 */
export function auditChangesCell(
  texts: readonly string[],
  total: number,
  more: string,
  max = AUDIT_CSV_CELL_MAX,
): string {
  const lines: string[] = [];
  let length = 0;
  for (const text of texts) {
    if (length + text.length + 1 > max) break;
    lines.push(text);
    length += text.length + 1;
  }
  const left = total - lines.length;
  if (left > 0) lines.push(fillPlaceholders(more, { count: left }));
  return lines.join('\n');
}
