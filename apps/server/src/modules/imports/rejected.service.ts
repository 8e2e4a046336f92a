import {
  IMPORT_CSV_DELIMITER,
  importMessage,
  importReasonText,
  type Locale,
  MEMBER_IMPORT_COLUMNS,
} from '@alumni/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schools } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { IMPORT_BATCH_ROWS, memberRecordBatches } from './check.service.ts';
import { getImport, importContent } from './review.service.ts';

/**
 * The rejected rows of a member import as a CSV file (issue 12 item 8): the header, then for
 * each invalid line its line number, the reason naming the bad value (in the reader's
 * language) and the line's cells as they were (first, so that a line with too few or too many
 * columns cannot shift them). `;`-separated like the import itself, UTF-8 with a BOM
 * so that spreadsheets read the accents, CRLF line ends.
 */

/**
 * A cell as a spreadsheet should show it, not run it (OWASP "CSV injection"): a value that
 * starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with `'`, and any
 * value holding the delimiter, a quote, a line break or outer spaces is quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A file name for the download, ASCII only: `<name>-rejected.csv`. */
function downloadName(fileName: string): string {
  const base = fileName
    .replace(/\.csv$/i, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '_')
    .slice(0, 100);
  return `${base || 'import'}-rejected.csv`;
}

/**
 * The rejected rows of import `id` (one the actor may see: 404 otherwise), from its latest
 * report (the check made when it was applied, else the upload's), with the reasons in
 * `locale`. Returns the CSV text and a file name for the download.
 */
export async function rejectedRowsCsv(
  db: Db,
  actor: Actor,
  id: number,
  locale: Locale,
): Promise<{ fileName: string; csv: string }> {
  const view = await getImport(db, actor, id);
  const [school] = await db
    .select({ wording: schools.wording })
    .from(schools)
    .where(eq(schools.id, view.school.id));
  const invalid = view.import.result ? view.lines.apply : view.lines.check;
  // The file was read when it was uploaded: it parses again the same way, a batch at a time,
  // and only the rejected lines' cells are kept, in the columns' order.
  const wanted = new Set(invalid.map((error) => error.line));
  const cellsByLine = new Map<number, readonly string[]>();
  for await (const batch of memberRecordBatches(await importContent(db, id), IMPORT_BATCH_ROWS)) {
    for (const record of batch.records) {
      if (wanted.has(record.line)) cellsByLine.set(record.line, record.cells);
    }
  }
  const rows = [
    [
      importMessage(locale, 'csvLine'),
      importMessage(locale, 'csvReason'),
      ...MEMBER_IMPORT_COLUMNS,
    ],
    ...invalid.map((error) => [
      String(error.line),
      importReasonText(error, locale, school?.wording),
      ...(cellsByLine.get(error.line) ?? []).map((cell) => cell.trim()),
    ]),
  ];
  const csv = `\uFEFF${rows.map((row) => row.map(csvCell).join(IMPORT_CSV_DELIMITER)).join('\r\n')}\r\n`;
  return { fileName: downloadName(view.import.fileName), csv };
}
