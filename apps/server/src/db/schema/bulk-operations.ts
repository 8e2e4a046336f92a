import type { BulkItemOutcome, BulkOperationKind, BulkOperationStatus } from '@alumni/domain';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * Bulk operations (issue 32 item 5, issue 34 item 1; spec 1 §4 "Bulk progress"): an admin's
 * action on many members, run by the job queue (platform/bulk-operations.ts). The members it
 * targets are fixed when it is created (`target_ids`, ascending, never recorded by the audit
 * trigger: bulky and derived from `params.target`); `processed` and `not_reached` are the
 * counts of its items as of the runner's last progress write (at least every second).
 */
export const bulkOperations = pgTable(
  'bulk_operations',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).$type<BulkOperationKind>().notNull(),
    status: varchar('status', { length: 20 })
      .$type<BulkOperationStatus>()
      .notNull()
      .default('pending'),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    notReached: integer('not_reached').notNull().default(0),
    /** The kind's own parameters (the message's body…) and `target`, the members as asked. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    /** The members' ids, ascending, resolved when the operation was created. */
    targetIds: integer('target_ids').array().notNull(),
    /** Runs started so far (a run ended by an error is retried up to BULK_MAX_ATTEMPTS). */
    attempts: smallint('attempts').notNull().default(0),
    /** The admin who started it; null once their account is gone. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** On failure, what went wrong (for operators; people see the spec's sentence). */
    error: text('error'),
  },
  (t) => [index('bulk_operations_school_created_idx').on(t.schoolId, t.createdAt)],
);

/**
 * What became of each member of an operation: written in the transaction of the member's
 * effect, once (the primary key), so that a resumed run never does a member twice.
 */
export const bulkOperationItems = pgTable(
  'bulk_operation_items',
  {
    operationId: integer('operation_id')
      .notNull()
      .references(() => bulkOperations.id, { onDelete: 'cascade' }),
    // No foreign key: the item of a member whose account the operation deleted (kind
    // `delete`) must outlive it, or a resumed run would do them again and the counts drop.
    // Erasure deletes a member's items by this column (platform/member-references.ts).
    userId: integer('user_id').notNull(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    outcome: varchar('outcome', { length: 10 }).$type<BulkItemOutcome>().notNull(),
    /** Why the member was not reached (BULK_SKIP_REASONS); null when done. */
    reason: varchar('reason', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.operationId, t.userId] }),
    // A member's erasure deletes their items (looked up by member).
    index('bulk_operation_items_user_idx').on(t.userId),
  ],
);
