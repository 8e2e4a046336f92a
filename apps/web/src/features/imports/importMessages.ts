import { DEGREE_NAME_MAX, IMPORT_RECOMMENDED_MAX_LINES, tooManyLinesWarning } from '@alumni/domain';

/**
 * The import report's warnings come from @alumni/domain in English (the server stores them
 * so). The interface shows them in its language: each known text has a message key; an
 * unknown one (a newer server) is shown as it came. Line reasons are put into words by the
 * domain itself (`importReasonText`, naming the bad value).
 */

export interface ImportMessage {
  /** Message key, or null when the text is not a known one. */
  key: string | null;
  values: Record<string, number>;
  /** The text as the server sent it: shown when there is no key. */
  raw: string;
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
