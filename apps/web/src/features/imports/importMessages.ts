import {
  DEGREE_IMPORT_REASONS,
  DEGREE_NAME_MAX,
  IMPORT_RECOMMENDED_MAX_LINES,
  MEMBER_IMPORT_REASONS,
  tooManyLinesWarning,
} from '@alumni/domain';

/**
 * The import report's reasons and warnings come from @alumni/domain in English (the server
 * stores them so). The interface shows them in its language: each known text has a message
 * key; an unknown one (a newer server) is shown as it came.
 */

const M = MEMBER_IMPORT_REASONS;
const D = DEGREE_IMPORT_REASONS;

/** Message key of each line reason of the member and degree imports. */
export const IMPORT_REASON_KEYS: Readonly<Record<string, string>> = {
  [M.wrongColumnCount]: 'imports_reason_wrong_column_count',
  [M.missingFirstName]: 'imports_reason_missing_first_name',
  [M.invalidFirstName]: 'imports_reason_invalid_first_name',
  [M.missingLastName]: 'imports_reason_missing_last_name',
  [M.invalidLastName]: 'imports_reason_invalid_last_name',
  [M.invalidEmail]: 'imports_reason_invalid_email',
  [M.duplicateEmail]: 'imports_reason_duplicate_email',
  [M.invalidGraduationYear]: 'imports_reason_invalid_graduation_year',
  [M.unknownDegree]: 'imports_reason_unknown_degree',
  [M.invalidRoleCode]: 'imports_reason_invalid_role_code',
  [M.invalidExternalRef]: 'imports_reason_invalid_external_ref',
  [M.unknownCampus]: 'imports_reason_unknown_campus',
  [D.missingName]: 'imports_reason_missing_degree_name',
  [D.nameTooLong]: 'imports_reason_degree_name_too_long',
  [D.duplicateName]: 'imports_reason_duplicate_degree',
  [D.valueTooLong]: 'imports_reason_section_too_long',
};

export interface ImportMessage {
  /** Message key, or null when the text is not a known one. */
  key: string | null;
  values: Record<string, number>;
  /** The text as the server sent it: shown when there is no key. */
  raw: string;
}

/** A line reason as a message of the interface. */
export function importReasonMessage(reason: string): ImportMessage {
  return { key: IMPORT_REASON_KEYS[reason] ?? null, values: {}, raw: reason };
}

const TOO_MANY_LINES = /^The file has (\d+) lines/;
const LONG_DEGREE_NAME =
  /^Line (\d+): the degree name is longer than the recommended (\d+) characters\.$/;

/**
 * A report warning as a message of the interface: more lines than the recommended 1000
 * (checked against the domain's own wording), a degree name longer than recommended, or the
 * text itself.
 */
export function importWarningMessage(warning: string): ImportMessage {
  const lines = TOO_MANY_LINES.exec(warning);
  if (lines && tooManyLinesWarning(Number(lines[1])) === warning) {
    return {
      key: 'imports_warning_too_many_lines',
      values: { rows: Number(lines[1]), max: IMPORT_RECOMMENDED_MAX_LINES },
      raw: warning,
    };
  }
  const degree = LONG_DEGREE_NAME.exec(warning);
  if (degree && Number(degree[2]) === DEGREE_NAME_MAX) {
    return {
      key: 'imports_warning_long_degree_name',
      values: { line: Number(degree[1]), max: DEGREE_NAME_MAX },
      raw: warning,
    };
  }
  return { key: null, values: {}, raw: warning };
}
