import { CSV_FORMULA_PATTERN } from '@alumni/domain';
import Papa from 'papaparse';

/**
 * CSV downloads as every export writes them (issue 14 item 4 "export them as CSV
 * (formula-injection escaped)"; the event participants, the audit log): papaparse writes
 * them, `;`-separated like the member imports, UTF-8 with a BOM so that spreadsheets read the
 * accents, CRLF line ends; a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return
 * gets a leading `'` (papaparse's `escapeFormulae` with the domain's CSV_FORMULA_PATTERN).
 */

/**
 * A formatter of times as spreadsheets read them in any language (`2026-12-12 19:05`), in
 * time zone `timeZone` (issue 30 item 6: they were UTC ISO strings); the column's header
 * names the zone. Throws a RangeError for an unknown zone.
 */
export function spreadsheetTime(timeZone: string): (at: Date) => string {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (at) => format.format(at);
}

/** The text of a CSV file: `fields` as the header line, then `rows`, as the module says. */
export function csvDocument(fields: string[], rows: string[][]): string {
  const csv = Papa.unparse(
    { fields, data: rows },
    { delimiter: ';', newline: '\r\n', escapeFormulae: CSV_FORMULA_PATTERN },
  );
  return `\uFEFF${csv}\r\n`;
}

/** An ASCII file name for a download: `name` made safe, at most 100 characters, then `suffix`. */
export const downloadName = (name: string, fallback: string, suffix: string) =>
  `${name.replace(/[^\w.-]+/g, '_').slice(0, 100) || fallback}${suffix}`;
