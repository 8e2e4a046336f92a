import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';

/**
 * The audit log (issue 31 item 2, spec 1 §2 Settings "logs"; docs/architecture.md "Audit
 * log"): one entry per successful write of a school admin or a super user, written by the
 * request's scope (platform/audit.ts) in the transaction of the change. Append-only: the app's
 * role may insert and read, never update nor delete (migration 0032).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /**
     * Who wrote: a user id, kept without a foreign key so that the entry stays true when the
     * account goes (the list then shows no name).
     */
    actorId: integer('actor_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The HTTP method and the contract's route template (`/schools/{id}/`). */
    method: varchar('method', { length: 8 }).notNull(),
    route: varchar('route', { length: 300 }).notNull(),
    /** The operation's contract name, its OpenAPI `operationId` (`patchSchoolInfoSchool`). */
    action: varchar('action', { length: 120 }).notNull(),
    /** What it acted on, for filtering: a resource word of the route and its id. */
    targetType: varchar('target_type', { length: 60 }).notNull(),
    targetId: varchar('target_id', { length: 100 }),
    /** The route's path parameters as sent. */
    target: jsonb('target').$type<Record<string, string>>().notNull(),
    /** The answer's HTTP status (2xx or 3xx). */
    status: smallint('status').notNull(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    /** The transaction's id (`txid_current()`): its row changes are in `audit_changes`. */
    txid: bigint('txid', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('audit_log_school_idx').on(t.schoolId, t.createdAt.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.schoolId, t.actorId, t.createdAt.desc()),
    index('audit_log_action_idx').on(t.schoolId, t.action, t.createdAt.desc()),
    index('audit_log_target_idx').on(t.schoolId, t.targetType, t.targetId),
  ],
);

/** An audited row change: what the trigger `audit_row` (migration 0032) records. */
export const auditChanges = pgTable(
  'audit_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The school of the request whose entry this change belongs to (its `app.audit`). */
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    txid: bigint('txid', { mode: 'number' }).notNull(),
    tableName: varchar('table_name', { length: 63 }).notNull(),
    /** INSERT, UPDATE or DELETE. */
    operation: varchar('operation', { length: 6 }).notNull(),
    /** The row's primary key columns and values (`{"id": 5}`); null for a table without one. */
    rowKey: jsonb('row_key').$type<Record<string, unknown>>(),
    /** UPDATE: the changed columns' old values; DELETE: the old row. Never a secret. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    /** UPDATE: the changed columns' new values; INSERT: the new row. Never a secret. */
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** Secret columns (password hashes, tokens, …) that were set or changed: names only. */
    redacted: text('redacted').array().notNull().default([]),
  },
  (t) => [index('audit_changes_tx_idx').on(t.schoolId, t.txid, t.id)],
);
