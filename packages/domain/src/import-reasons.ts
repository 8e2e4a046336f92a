/**
 * The reason given for an invalid member line: exactly one per line, the first failing rule
 * in column order. The first eight are the spec's sample reasons; the others cover what the
 * sample does not show (a line with too few columns, over-long values, names the school does
 * not have).
 */
export const MEMBER_IMPORT_REASONS = {
  wrongColumnCount: 'wrong number of columns',
  missingFirstName: 'missing first name',
  invalidFirstName: 'invalid first name',
  missingLastName: 'missing last name',
  invalidLastName: 'invalid last name',
  invalidEmail: 'invalid email',
  duplicateEmail: 'duplicate email in file',
  invalidGraduationYear: 'invalid graduation year',
  unknownDegree: 'unknown degree',
  invalidRoleCode: 'invalid role code',
  invalidExternalRef: 'invalid external ref',
  unknownCampus: 'unknown campus',
} as const;
export type MemberImportReason = (typeof MEMBER_IMPORT_REASONS)[keyof typeof MEMBER_IMPORT_REASONS];

/** The reason given for an invalid degree line. */
export const DEGREE_IMPORT_REASONS = {
  missingName: 'missing degree name',
  nameTooLong: 'degree name too long',
  duplicateName: 'duplicate degree in file',
  valueTooLong: 'subsection or section too long',
  wrongColumnCount: 'wrong number of columns',
} as const;
export type DegreeImportReason = (typeof DEGREE_IMPORT_REASONS)[keyof typeof DEGREE_IMPORT_REASONS];

/** An invalid line of an import file: where, why, and what it held. */
export interface ImportLineError<R extends string = string> {
  line: number;
  reason: R;
  /**
   * The bad value itself, trimmed and cut to REPORTED_VALUE_MAX characters (the column count
   * for a wrong number of columns); absent when the cell is empty or from older reports.
   */
  value?: string;
}
