import type { ImportFile } from '@alumni/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * `applying`: a command-line import whose batches are being written; shown nowhere until it
 * is done (an interrupted one stays so, and running the file again completes its work).
 */
export type ImportStatus = 'draft' | 'submitted' | 'applied' | 'rejected' | 'applying';

/** One invalid line of a report (kept in `import_lines`). */
export interface ImportLineData {
  line: number;
  reason: string;
  value?: string;
}

/**
 * What a member file holds, as checked at upload (draft) and again when applied. Stored
 * without its invalid lines, which `import_lines` keeps (issue 16 item 4); read with them.
 */
export interface ImportReportData {
  rows: number;
  valid: number;
  invalid: ImportLineData[];
  warnings: string[];
}
/** The report of the applied file plus what it changed. */
export interface ImportResultData extends ImportReportData {
  created: number;
  roles_added: number;
}

/** A report as the imports table stores it: its invalid lines counted, kept in import_lines. */
export interface StoredImportReport extends Omit<ImportReportData, 'invalid'> {
  invalid_count: number;
  /** What the file was read as (encoding, separator, first lines); absent on older imports. */
  file?: ImportFile;
}
/** A result as the imports table stores it. */
export interface StoredImportResult extends StoredImportReport {
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
    report: jsonb('report').$type<StoredImportReport>().notNull(),
    result: jsonb('result').$type<StoredImportResult>(),
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
      sql`${t.status} in ('draft', 'submitted', 'applied', 'rejected', 'applying')`,
    ),
  ],
);

/**
 * The invalid lines of an import's reports (issue 16 item 4: a report's rows live here,
 * not in a JSON array read and written whole): `check` is the upload's report, `apply` the
 * check made when the file was applied (the import's result). In file order by `line`.
 */
export const importLines = pgTable(
  'import_lines',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    stage: varchar('stage', { length: 8 }).$type<'check' | 'apply'>().notNull(),
    line: integer('line').notNull(),
    reason: varchar('reason', { length: 64 }).notNull(),
    /** The bad value (at most 80 characters); null when the cell was empty. */
    value: text('value'),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.stage, t.line] }),
    check('import_lines_stage_check', sql`${t.stage} in ('check', 'apply')`),
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
