import { z } from 'zod';
import {
  DEGREE_IMPORT_REASONS,
  type DegreeImportReason,
  type ImportLineError,
  MEMBER_IMPORT_REASONS,
  type MemberImportReason,
} from './import-reasons.ts';
import {
  DEGREE_NAME_MAX,
  IMPORT_RECOMMENDED_MAX_LINES,
  YEAR_SELECTOR_AHEAD,
  YEAR_SELECTOR_FIRST,
} from './limits.ts';
import { IMPORT_ROLE_CODES, type RoleCode } from './roles.ts';

// The reasons live apart, without zod, for the code that only puts them into words.
export {
  DEGREE_IMPORT_REASONS,
  type DegreeImportReason,
  type ImportLineError,
  MEMBER_IMPORT_REASONS,
  type MemberImportReason,
} from './import-reasons.ts';

/**
 * Line rules of the member and degree imports (spec 1 §5 "Bulk and administration" User
 * import, spec 2 §6 Import role codes, §9 Import CSV). Pure: the server applies them to the
 * parsed CSV and the web shows the same columns, codes and reasons. Reading the file
 * (encoding, quotes, line breaks) is the caller's job; these functions take its records.
 */

/** The member CSV's columns, in their required order (header matched case-insensitively). */
export const MEMBER_IMPORT_COLUMNS = [
  'first name',
  'last name',
  'email',
  'graduation year',
  'degree',
  'role',
  'external ref',
  'campus',
] as const;

/** Degree CSV lines (no header): `degree;subsection;section`. */
export const DEGREE_IMPORT_COLUMNS = ['degree', 'subsection', 'section'] as const;

/** Storage limits behind the "invalid …" reasons (the user and degree columns' lengths). */
export const MEMBER_IMPORT_LIMITS = {
  name: 150,
  email: 254,
  externalRef: 64,
  degreeName: 255,
  degreeSection: 255,
} as const;

/** One record of a CSV file: its cells and the file line it starts on (header = line 1). */
export interface ImportRecord {
  line: number;
  cells: readonly string[];
}

/** Characters of a bad value kept in a report: enough to recognise it, not a whole cell. */
export const REPORTED_VALUE_MAX = 80;

/** A bad value as a report keeps it: cut to REPORTED_VALUE_MAX characters with "…". */
export function reportedValue(value: string): string {
  return value.length > REPORTED_VALUE_MAX ? `${value.slice(0, REPORTED_VALUE_MAX - 1)}…` : value;
}

/** A valid member line, values trimmed; e-mail lowercased; empty optional cells are null. */
export interface MemberImportRow {
  line: number;
  firstName: string;
  lastName: string;
  email: string;
  graduationYear: number;
  degree: string | null;
  role: RoleCode;
  externalRef: string | null;
  campus: string | null;
}

export interface MemberImportCheck {
  /** Data lines read (blank lines are not counted). */
  rows: number;
  valid: MemberImportRow[];
  invalid: ImportLineError<MemberImportReason>[];
  /** Advice that does not reject anything, e.g. more lines than recommended. */
  warnings: string[];
}

/**
 * The key degree and campus names are matched on: Unicode NFC, trimmed, inner spaces
 * collapsed, lowercase. "  master  FINANCE d'entreprise" matches "Master Finance d'Entreprise".
 */
export function importNameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Tells whether the cells are the member header: the eight MEMBER_IMPORT_COLUMNS in order,
 * compared case-insensitively and ignoring surrounding spaces; empty trailing cells (a
 * trailing `;` from a spreadsheet) are ignored.
 */
export function isMemberImportHeader(cells: readonly string[]): boolean {
  const names = withoutTrailingEmpty(cells).map((c) => c.trim().toLowerCase());
  return (
    names.length === MEMBER_IMPORT_COLUMNS.length &&
    MEMBER_IMPORT_COLUMNS.every((column, i) => names[i] === column)
  );
}

/**
 * Graduation years the import accepts (year of arrival at the school): the year selector's
 * range, 1950 to `today`'s year plus 6, both inclusive (spec 2 §9 Year selector).
 */
export function importGraduationYearBounds(today: Date): { min: number; max: number } {
  return { min: YEAR_SELECTOR_FIRST, max: today.getFullYear() + YEAR_SELECTOR_AHEAD };
}

/** The warning when a file has more lines than the recommended 1000 (spec 2 §9). */
export function tooManyLinesWarning(rows: number): string | null {
  return rows > IMPORT_RECOMMENDED_MAX_LINES
    ? `The file has ${rows} lines; at most ${IMPORT_RECOMMENDED_MAX_LINES} are recommended per import.`
    : null;
}

/**
 * Checks the data records of a member file (header already removed), in file order, and
 * returns the valid rows and one reason per invalid line: the first failing rule in column
 * order, with the value it refused (`value`; the column count for a wrong number of columns).
 * - fewer than 8 cells, or more than 8 non-empty ones: "wrong number of columns";
 * - first and last name: required, at most 150 characters;
 * - email: zod's e-mail pattern after trimming and lowercasing, at most 254 characters; an
 *   e-mail already seen on an earlier line (whatever that line's fate, case-insensitively)
 *   makes this later line "duplicate email in file";
 * - graduation year (the year of arrival at the school, spec 1 §5): four digits between 1950
 *   and the current year plus 6;
 * - degree: optional; when given, one of `degrees` (matched with importNameKey);
 * - role: one of the import codes 2–8, digits only;
 * - external ref: optional, at most 64 characters;
 * - campus: optional; when given, one of `campuses` (matched with importNameKey).
 * Blank records (every cell empty) are skipped and not counted. A file read in batches
 * passes the same `seenEmails` to each call, so that a duplicate is found across batches;
 * the caller then words the too-many-lines warning on the file's total (`tooManyLinesWarning`),
 * each call's own warning counting only its batch. Never throws.
 */
export function checkMemberImportRows(
  records: readonly ImportRecord[],
  opts: {
    today: Date;
    degrees: Iterable<string>;
    campuses: Iterable<string>;
    /** E-mails (lowercase) of earlier lines; this call adds its own. A new set by default. */
    seenEmails?: Set<string>;
  },
): MemberImportCheck {
  const R = MEMBER_IMPORT_REASONS;
  const years = importGraduationYearBounds(opts.today);
  const degreeKeys = new Set([...opts.degrees].map(importNameKey));
  const campusKeys = new Set([...opts.campuses].map(importNameKey));
  const seenEmails = opts.seenEmails ?? new Set<string>();
  const result: MemberImportCheck = { rows: 0, valid: [], invalid: [], warnings: [] };

  for (const record of records) {
    if (record.cells.every((c) => c.trim() === '')) continue;
    result.rows += 1;
    const cells = withoutTrailingEmpty(record.cells).map((c) => c.trim());
    const email = (cells[2] ?? '').toLowerCase();
    const duplicate = email !== '' && seenEmails.has(email);
    if (email !== '') seenEmails.add(email);

    const [first = '', last = '', , year = '', degree = '', role = '', ref = '', campus = ''] =
      cells;

    // The first failing rule and the value it refused (kept in the report, spec: "reasons
    // name the bad value").
    const failure = ((): [MemberImportReason, string] | null => {
      if (record.cells.length < MEMBER_IMPORT_COLUMNS.length) {
        return [R.wrongColumnCount, String(record.cells.length)];
      }
      if (cells.length > MEMBER_IMPORT_COLUMNS.length) {
        return [R.wrongColumnCount, String(cells.length)];
      }
      if (first === '') return [R.missingFirstName, ''];
      if (first.length > MEMBER_IMPORT_LIMITS.name) return [R.invalidFirstName, first];
      if (last === '') return [R.missingLastName, ''];
      if (last.length > MEMBER_IMPORT_LIMITS.name) return [R.invalidLastName, last];
      if (!isImportEmail(email)) return [R.invalidEmail, cells[2] ?? ''];
      if (duplicate) return [R.duplicateEmail, cells[2] ?? ''];
      if (!/^\d{4}$/.test(year) || Number(year) < years.min || Number(year) > years.max) {
        return [R.invalidGraduationYear, year];
      }
      if (degree !== '' && !degreeKeys.has(importNameKey(degree))) return [R.unknownDegree, degree];
      if (!/^\d+$/.test(role) || !(IMPORT_ROLE_CODES as readonly number[]).includes(Number(role))) {
        return [R.invalidRoleCode, role];
      }
      if (ref.length > MEMBER_IMPORT_LIMITS.externalRef) return [R.invalidExternalRef, ref];
      if (campus !== '' && !campusKeys.has(importNameKey(campus))) return [R.unknownCampus, campus];
      return null;
    })();

    if (failure) {
      result.invalid.push(lineError(record.line, ...failure));
      continue;
    }
    result.valid.push({
      line: record.line,
      firstName: first,
      lastName: last,
      email,
      graduationYear: Number(year),
      degree: degree || null,
      role: Number(role) as RoleCode,
      externalRef: ref || null,
      campus: campus || null,
    });
  }
  const warning = tooManyLinesWarning(result.rows);
  if (warning) result.warnings.push(warning);
  return result;
}

/** A valid degree line: name, filière (subsection) and composante (section), trimmed. */
export interface DegreeImportRow {
  line: number;
  name: string;
  subsection: string | null;
  section: string | null;
}

export interface DegreeImportCheck {
  rows: number;
  valid: DegreeImportRow[];
  invalid: ImportLineError<DegreeImportReason>[];
  warnings: string[];
}

/**
 * Checks degree records `degree;subsection;section` (spec 1 §5; Degree: name, section
 * (composante), subsection (filière)). The name is required and at most 255 characters,
 * subsection and section at most 255, and a line has at most 3 non-empty cells;
 * over 128 (spec 2 §9 "Degree name recommended max") gives a warning, not an error. Missing
 * subsection and section cells are null. A name already seen on an earlier line (matched with
 * importNameKey) makes the later line "duplicate degree in file". A first line that reads
 * `degree;subsection;section` is taken as a header and skipped. Blank records are skipped.
 */
export function checkDegreeImportRows(records: readonly ImportRecord[]): DegreeImportCheck {
  const R = DEGREE_IMPORT_REASONS;
  const result: DegreeImportCheck = { rows: 0, valid: [], invalid: [], warnings: [] };
  const seen = new Set<string>();
  records.forEach((record, index) => {
    const cells = withoutTrailingEmpty(record.cells).map((c) => c.trim());
    if (cells.length === 0) return;
    const header = cells.map((c) => c.toLowerCase()).join(';') === DEGREE_IMPORT_COLUMNS.join(';');
    if (index === 0 && header) return;
    result.rows += 1;
    const [name = '', subsection = '', section = ''] = cells;
    const key = importNameKey(name);
    const failure = ((): [DegreeImportReason, string] | null => {
      if (name === '') return [R.missingName, ''];
      if (name.length > MEMBER_IMPORT_LIMITS.degreeName) return [R.nameTooLong, name];
      if (seen.has(key)) return [R.duplicateName, name];
      if (cells.length > DEGREE_IMPORT_COLUMNS.length) {
        return [R.wrongColumnCount, String(cells.length)];
      }
      if (subsection.length > MEMBER_IMPORT_LIMITS.degreeSection) {
        return [R.valueTooLong, subsection];
      }
      if (section.length > MEMBER_IMPORT_LIMITS.degreeSection) return [R.valueTooLong, section];
      return null;
    })();
    if (name !== '') seen.add(key);
    if (failure) {
      result.invalid.push(lineError(record.line, ...failure));
      return;
    }
    if (name.length > DEGREE_NAME_MAX) {
      result.warnings.push(
        `Line ${record.line}: the degree name is longer than the recommended ${DEGREE_NAME_MAX} characters.`,
      );
    }
    result.valid.push({
      line: record.line,
      name,
      subsection: subsection || null,
      section: section || null,
    });
  });
  const warning = tooManyLinesWarning(result.rows);
  if (warning) result.warnings.push(warning);
  return result;
}

/** A line's error, with its bad value when there is one. */
function lineError<R extends string>(line: number, reason: R, value: string): ImportLineError<R> {
  return value === '' ? { line, reason } : { line, reason, value: reportedValue(value) };
}

function isImportEmail(email: string): boolean {
  return email.length <= MEMBER_IMPORT_LIMITS.email && z.regexes.email.test(email);
}

function withoutTrailingEmpty(cells: readonly string[]): readonly string[] {
  let end = cells.length;
  while (end > 0 && (cells[end - 1] ?? '').trim() === '') end -= 1;
  return end === cells.length ? cells : cells.slice(0, end);
}
