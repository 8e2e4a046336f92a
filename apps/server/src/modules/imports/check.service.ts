import {
  checkMemberImportRows,
  IMPORT_PREVIEW_ROWS,
  type ImportFile,
  type ImportRecord,
  importNameKey,
  importRef,
  inMemberColumnOrder,
  MEMBER_IMPORT_COLUMNS,
  type MemberImportRow,
  memberImportColumnOrder,
  reportedValue,
  tooManyLinesWarning,
} from '@alumni/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  campuses,
  degrees,
  type ImportLineData,
  imports,
  type StoredImportReport,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest } from '../../platform/errors.ts';
import { inSequence } from '../../platform/in-sequence.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import type { Queryable } from './batches.ts';
import { MalformedFileError } from './csv.ts';
import {
  type ImportFileFormat,
  type ImportSource,
  type ReadBatch,
  readImportBatches,
} from './file-reader.ts';
import { type ReportLines, storedLines } from './report-lines.ts';

/**
 * Reading and checking a member file (spec 1 §5 User import, spec 2 §9 Import CSV): the
 * first of an import's three steps (check, review, apply). A school admin's upload is
 * checked and kept as a draft with its report; nothing is applied here. Files are read a
 * batch of records at a time (issue 16 item 4), the report's invalid lines written as
 * they are found (report-lines.ts).
 */

/** Bytes accepted per import file (about 40,000 member lines). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Records read, checked and written together: one INSERT per table and batch. */
export const IMPORT_BATCH_ROWS = 1000;

/** A valid member line with its degree and campus resolved to the school's ids. */
export interface ResolvedMemberRow extends MemberImportRow {
  degreeId: number | null;
  campusId: number | null;
}

/** The school's degree and campus names (importNameKey) → ids, read once per file. */
export interface SchoolNames {
  degreeIds: Map<string, number>;
  campusIds: Map<string, number>;
  today: Date;
}

/** A file to read: bytes or text (read again as they are), or a way to open it again. */
export type ImportInput = Uint8Array | string | (() => AsyncIterable<Uint8Array>);

export { MalformedFileError } from './csv.ts';

/** A fresh reading of `input`. */
export const sourceOf = (input: ImportInput): ImportSource =>
  typeof input === 'function' ? input() : input;

/** The degree and campus names of `school`, as the check matches them. */
export async function schoolNames(
  db: Queryable,
  school: SchoolRow,
  today = new Date(),
): Promise<SchoolNames> {
  const [degreeRows, campusRows] = await inSequence([
    db
      .select({ id: degrees.id, name: degrees.name })
      .from(degrees)
      .where(eq(degrees.schoolId, school.id))
      .orderBy(asc(degrees.id)),
    db
      .select({ id: campuses.id, name: campuses.name })
      .from(campuses)
      .where(eq(campuses.schoolId, school.id))
      .orderBy(asc(campuses.id)),
  ]);
  return { degreeIds: idsByKey(degreeRows), campusIds: idsByKey(campusRows), today };
}

/** Name key → id; the oldest row wins when two names differ only in case or spacing. */
function idsByKey(rows: { id: number; name: string }[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const row of rows) {
    const key = importNameKey(row.name);
    if (!map.has(key)) map.set(key, row.id);
  }
  return map;
}

/**
 * A set of strings that keeps its own copies: a cell is a slice of its batch's text, and a
 * set of slices would keep every batch's text alive (21 MB instead of 8 MB for the e-mails
 * of a 100,000-line file).
 */
class FlatStrings extends Set<string> {
  override add(value: string) {
    return super.add(Buffer.from(value).toString());
  }
}

/** The checked lines of one batch: data lines counted, valid rows resolved, invalid lines. */
interface CheckedBatch {
  rows: number;
  valid: ResolvedMemberRow[];
  invalid: ImportLineData[];
  /** First and last file line of the batch's records. */
  first: number;
  last: number;
  text: string;
  /** The batch's data records, cells in MEMBER_IMPORT_COLUMNS' order. */
  records: ImportRecord[];
  format: ImportFileFormat;
}

/**
 * The file's data records a batch at a time, cells in MEMBER_IMPORT_COLUMNS' order: the
 * header (line 1) names the columns, in English or French and in any order
 * (`memberImportColumnOrder`). Throws MalformedFileError `wrongHeader` for any other first
 * line, and what `readImportBatches` throws.
 */
export async function* memberRecordBatches(
  source: ImportSource,
  batchRows: number,
): AsyncGenerator<ReadBatch> {
  let order: number[] | null = null;
  for await (const batch of readImportBatches(source, batchRows)) {
    let records: ImportRecord[] = batch.records;
    if (!order) {
      const [header, ...rest] = records;
      order = header ? memberImportColumnOrder(header.cells) : null;
      if (!order) {
        const found = (header?.cells ?? []).join(';').slice(0, 120);
        throw new MalformedFileError(
          1,
          importRef('wrongHeader', { expected: MEMBER_IMPORT_COLUMNS.join(';'), found }),
        );
      }
      records = rest;
    }
    const columns = order;
    yield {
      ...batch,
      records: records.map((r) => ({ line: r.line, cells: inMemberColumnOrder(r.cells, columns) })),
    };
  }
  if (!order) {
    throw new MalformedFileError(
      1,
      importRef('wrongHeader', { expected: MEMBER_IMPORT_COLUMNS.join(';'), found: '' }),
    );
  }
}

/**
 * The file's records checked a batch at a time: the header (line 1) first, then
 * `checkMemberImportRows` on each batch; `seenEmails` carries the e-mails of earlier batches
 * (a duplicate across batches), or is null to check each batch alone (the apply pass, which
 * takes the invalid lines from the first pass instead).
 */
async function* checkedBatches(
  source: ImportSource,
  names: SchoolNames,
  seenEmails: Set<string> | null,
  batchRows: number,
): AsyncGenerator<CheckedBatch> {
  for await (const batch of memberRecordBatches(source, batchRows)) {
    yield checkBatch(batch, batch.records, names, seenEmails ?? new Set());
  }
}

function checkBatch(
  batch: ReadBatch,
  records: ImportRecord[],
  names: SchoolNames,
  seenEmails: Set<string>,
): CheckedBatch {
  const check = checkMemberImportRows(records, {
    today: names.today,
    degrees: names.degreeIds.keys(),
    campuses: names.campusIds.keys(),
    seenEmails,
  });
  return {
    rows: check.rows,
    invalid: check.invalid,
    valid: check.valid.map((row) => ({
      ...row,
      degreeId: row.degree ? (names.degreeIds.get(importNameKey(row.degree)) ?? null) : null,
      campusId: row.campus ? (names.campusIds.get(importNameKey(row.campus)) ?? null) : null,
    })),
    first: records[0]?.line ?? 0,
    last: records.at(-1)?.line ?? 0,
    text: batch.text,
    records,
    format: batch.format,
  };
}

/**
 * Reads and checks a whole member file for the school of `names` (the first pass): UTF-8
 * (BOM allowed), the header line `first name;last name;email;graduation year;degree;role;
 * external ref;campus` on line 1, then one member per line (rules in `checkMemberImportRows`,
 * degree and campus names matched against the school's). Invalid lines go to `lines` on `db`
 * as each batch is read; `onText` receives the file's text batch by batch (to store it).
 * Returns the report's counts. Throws MalformedFileError when the file cannot be read: the
 * caller runs this in a transaction that the throw rolls back.
 */
export async function checkMemberFile(
  db: Queryable,
  names: SchoolNames,
  input: ImportInput,
  opts: {
    lines: ReportLines;
    onText?: (text: string) => Promise<void>;
    batchRows?: number;
  },
): Promise<StoredImportReport> {
  const report: StoredImportReport = { rows: 0, valid: 0, invalid_count: 0, warnings: [] };
  const preview: string[][] = [];
  let format: ImportFileFormat | null = null;
  const seenEmails = new FlatStrings();
  const batches = checkedBatches(
    sourceOf(input),
    names,
    seenEmails,
    opts.batchRows ?? IMPORT_BATCH_ROWS,
  );
  for await (const batch of batches) {
    report.rows += batch.rows;
    report.valid += batch.valid.length;
    report.invalid_count += batch.invalid.length;
    format = batch.format;
    for (const record of batch.records) {
      if (preview.length >= IMPORT_PREVIEW_ROWS) break;
      if (record.cells.every((cell) => cell.trim() === '')) continue;
      preview.push(record.cells.map((cell) => reportedValue(cell.trim())));
    }
    if (batch.invalid.length) await opts.lines.add(db, batch.invalid);
    await opts.onText?.(batch.text);
  }
  const warning = tooManyLinesWarning(report.rows);
  if (warning) report.warnings.push(warning);
  if (format) report.file = fileInfo(format, preview);
  return report;
}

/** What a file was read as, for its report (the preview on the import page). */
function fileInfo(format: ImportFileFormat, preview: string[][]): ImportFile {
  return {
    format: format.format,
    encoding: format.format === 'csv' ? (format.encoding ?? 'utf-8') : null,
    delimiter: format.format === 'csv' ? (format.delimiter ?? ';') : null,
    preview,
  };
}

/**
 * The valid rows of a file already checked whole by `checkMemberFile` (the second pass), a
 * batch at a time: each batch is checked again alone and the lines the first pass found
 * invalid (`lines`, read on `db()`, the current step's handle) are left out, duplicates of
 * earlier batches included.
 */
export async function* validMemberBatches(
  db: () => Queryable,
  names: SchoolNames,
  input: ImportInput,
  opts: { lines: ReportLines; batchRows?: number },
): AsyncGenerator<ResolvedMemberRow[]> {
  const batches = checkedBatches(sourceOf(input), names, null, opts.batchRows ?? IMPORT_BATCH_ROWS);
  for await (const batch of batches) {
    if (!batch.valid.length) continue;
    const invalid = await opts.lines.invalidBetween(db(), batch.first, batch.last);
    yield invalid.size ? batch.valid.filter((row) => !invalid.has(row.line)) : batch.valid;
  }
}

/**
 * Stores the actor's uploaded member file as a draft of their school with its report;
 * returns its id. 400 `{"file": ["Line N: …"]}` when the file cannot be read, and nothing
 * is stored (the request's transaction rolls the draft back).
 */
export async function createMemberDraft(
  db: Db,
  actor: Actor,
  file: { name: string; content: Uint8Array | string },
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(imports)
        .values({
          schoolId: actor.school.id,
          fileName: file.name.slice(0, 255) || 'import.csv',
          content: '',
          report: { rows: 0, valid: 0, invalid_count: 0, warnings: [] },
          createdBy: actor.user.id,
        })
        .returning({ id: imports.id });
      if (!row) throw new Error('import insert returned nothing');
      // The upload is in memory already (at most IMPORT_MAX_BYTES): its text is kept whole.
      const texts: string[] = [];
      const report = await checkMemberFile(tx, await schoolNames(tx, actor.school), file.content, {
        lines: storedLines(row.id, actor.school.id, 'check'),
        onText: async (text) => {
          texts.push(text);
        },
      });
      await tx
        .update(imports)
        .set({ content: texts.join(''), report })
        .where(eq(imports.id, row.id));
      return row.id;
    });
  } catch (error) {
    throw asBadRequest(error);
  }
}

/** Appends text to an import's stored file (a command-line file, stored as it is read). */
export async function appendContent(db: Queryable, importId: number, text: string) {
  await db
    .update(imports)
    .set({ content: sql`${imports.content} || ${text}` })
    .where(eq(imports.id, importId));
}

/**
 * A MalformedFileError as 400 `{"file": ["Ligne N : …"]}` (its message reference, put into
 * words in the request's language by the error handler); other errors unchanged.
 */
export function asBadRequest(error: unknown): unknown {
  return error instanceof MalformedFileError ? badRequest({ file: [error.ref] }) : error;
}
