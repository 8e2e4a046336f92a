import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

export type ImportStatus = 'draft' | 'submitted' | 'applied' | 'rejected';

/** What a member file holds, as checked at upload (draft) and again when applied. */
export interface ImportReportData {
  rows: number;
  valid: number;
  invalid: { line: number; reason: string }[];
  warnings: string[];
}
/** The report of the applied file plus what it changed. */
export interface ImportResultData extends ImportReportData {
  created: number;
  roles_added: number;
}

/**
 * A member file uploaded by a school admin (spec 1 §5 User import): kept as a draft with its
 * report, submitted by the admin, then applied or rejected by a super user (spec 2 §6
 * "Super admins … validate imports").
 */
export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<'members'>().notNull().default('members'),
    status: varchar('status', { length: 16 }).$type<ImportStatus>().notNull().default('draft'),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** The file as uploaded, decoded from UTF-8 (BOM removed). */
    content: text('content').notNull(),
    report: jsonb('report').$type<ImportReportData>().notNull(),
    result: jsonb('result').$type<ImportResultData>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('imports_school_status_idx').on(t.schoolId, t.status, t.id),
    index('imports_status_idx').on(t.status, t.id),
    check('imports_kind_check', sql`${t.kind} in ('members')`),
    check(
      'imports_status_check',
      sql`${t.status} in ('draft', 'submitted', 'applied', 'rejected')`,
    ),
  ],
);

/**
 * Import log (spec 1 §3): one row per applied file, member or degree, with its date, valid
 * and invalid rows, school and who applied it (null from the command line).
 */
export const importLogs = pgTable(
  'import_logs',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    importId: integer('import_id').references(() => imports.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 16 }).$type<'members' | 'degrees'>().notNull(),
    /** `api` or `cli`. */
    source: varchar('source', { length: 8 }).$type<'api' | 'cli'>().notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    validRows: integer('valid_rows').notNull(),
    invalidRows: integer('invalid_rows').notNull(),
    /** Accounts created (members) or degrees created. */
    created: integer('created').notNull().default(0),
    /** Roles added to existing accounts (members) or degrees updated. */
    updated: integer('updated').notNull().default(0),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('import_logs_school_idx').on(t.schoolId, t.id),
    check('import_logs_kind_check', sql`${t.kind} in ('members', 'degrees')`),
    check('import_logs_source_check', sql`${t.source} in ('api', 'cli')`),
  ],
);
