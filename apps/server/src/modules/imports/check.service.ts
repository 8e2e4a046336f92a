import {
  checkMemberImportRows,
  importNameKey,
  importRef,
  isMemberImportHeader,
  MEMBER_IMPORT_COLUMNS,
  type MemberImportRow,
} from '@alumni/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campuses, degrees, type ImportReportData, imports } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest } from '../../platform/errors.ts';
import { inSequence } from '../../platform/in-sequence.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import type { Queryable } from './batches.ts';
import { decodeImportFile, MalformedFileError, parseImportCsv } from './csv.ts';

/**
 * Reading and checking a member file (spec 1 §5 User import, spec 2 §9 Import CSV): the
 * first of an import's three steps (check, review, apply). A school admin's upload is
 * checked and kept as a draft with its report; nothing is applied here.
 */

/** Bytes accepted per import file (about 40,000 member lines). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** A valid member line with its degree and campus resolved to the school's ids. */
export interface ResolvedMemberRow extends MemberImportRow {
  degreeId: number | null;
  campusId: number | null;
}

export interface MemberFileCheck {
  report: ImportReportData;
  rows: ResolvedMemberRow[];
}

export { MalformedFileError } from './csv.ts';

/**
 * Reads and checks a member file for `school`: UTF-8 (BOM allowed), the header line
 * `first name;last name;email;graduation year;degree;role;external ref;campus` on line 1,
 * then one member per line (rules in `checkMemberImportRows`, degree and campus names
 * matched against the school's). Throws MalformedFileError when the file cannot be read.
 */
export async function checkMemberFile(
  db: Queryable,
  school: SchoolRow,
  file: Uint8Array | string,
  today = new Date(),
): Promise<MemberFileCheck> {
  const text = decodeImportFile(file);
  const [header, ...records] = parseImportCsv(text);
  if (!header || !isMemberImportHeader(header.cells)) {
    const found = (header?.cells ?? []).join(';').slice(0, 120);
    throw new MalformedFileError(
      1,
      importRef('wrongHeader', { expected: MEMBER_IMPORT_COLUMNS.join(';'), found }),
    );
  }
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
  const degreeIds = idsByKey(degreeRows);
  const campusIds = idsByKey(campusRows);
  const check = checkMemberImportRows(records, {
    today,
    degrees: degreeIds.keys(),
    campuses: campusIds.keys(),
  });
  return {
    report: {
      rows: check.rows,
      valid: check.valid.length,
      invalid: check.invalid,
      warnings: check.warnings,
    },
    rows: check.valid.map((row) => ({
      ...row,
      degreeId: row.degree ? (degreeIds.get(importNameKey(row.degree)) ?? null) : null,
      campusId: row.campus ? (campusIds.get(importNameKey(row.campus)) ?? null) : null,
    })),
  };
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
 * Stores the actor's uploaded member file as a draft of their school with its report;
 * returns its id. 400 `{"file": ["Line N: …"]}` when the file cannot be read, and nothing
 * is stored.
 */
export async function createMemberDraft(
  db: Db,
  actor: Actor,
  file: { name: string; content: Uint8Array | string },
): Promise<number> {
  let text: string;
  let check: MemberFileCheck;
  try {
    text = decodeImportFile(file.content);
    check = await checkMemberFile(db, actor.school, text);
  } catch (error) {
    throw asBadRequest(error);
  }
  const [row] = await db
    .insert(imports)
    .values({
      schoolId: actor.school.id,
      fileName: file.name.slice(0, 255) || 'import.csv',
      content: text,
      report: check.report,
      createdBy: actor.user.id,
    })
    .returning({ id: imports.id });
  if (!row) throw new Error('import insert returned nothing');
  return row.id;
}

/**
 * A MalformedFileError as 400 `{"file": ["Ligne N : …"]}` (its message reference, put into
 * words in the request's language by the error handler); other errors unchanged.
 */
export function asBadRequest(error: unknown): unknown {
  return error instanceof MalformedFileError ? badRequest({ file: [error.ref] }) : error;
}
