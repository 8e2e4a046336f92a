import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type BulkExportFormat, CSV_FORMULA_PATTERN } from '@alumni/domain';
import Papa from 'papaparse';

/**
 * The file of a bulk export (issue 34 item 1): written under the media folder's private
 * `exports/bulk/<school>/<operation>.<format>` (never served as media: only image folders
 * are public), to a temporary name then renamed, so that a run repeated after a crash
 * rewrites it whole and a reader never sees half a file. Rows come in pages and are streamed
 * out: 95,000 members never sit in memory at once. A cell starting with `=`, `+`, `-`, `@`, a
 * tab or a carriage return gets a leading `'` in both formats (formula injection, as
 * platform/csv-export.ts does).
 */

/** The key of operation `operationId`'s file under the media folder. */
export const exportFileKey = (schoolId: number, operationId: number, format: BulkExportFormat) =>
  `exports/bulk/${schoolId}/${operationId}.${format}`;

/** The HTTP content type of each format. */
export const EXPORT_CONTENT_TYPES: Record<BulkExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `value` with a leading `'` when a spreadsheet would read it as a formula. */
export function escapeFormula(value: string): string {
  return CSV_FORMULA_PATTERN.test(value) ? `'${value}` : value;
}

/**
 * Writes `header` then every page `pages` yields to `mediaRoot`/`key` in `format`, replacing
 * any earlier file. Throws on a write error (the temporary file is removed).
 */
export async function writeExportFile(
  mediaRoot: string,
  key: string,
  format: BulkExportFormat,
  header: string[],
  pages: AsyncIterable<string[][]>,
): Promise<void> {
  const file = path.join(mediaRoot, key);
  const temporary = `${file}.${process.pid}.tmp`;
  await mkdir(path.dirname(file), { recursive: true });
  try {
    if (format === 'csv') await writeCsv(temporary, header, pages);
    else await writeXlsx(temporary, header, pages);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function writeCsv(file: string, header: string[], pages: AsyncIterable<string[][]>) {
  const line = (cells: string[]) =>
    `${Papa.unparse([cells.map(escapeFormula)], { delimiter: ';', newline: '\r\n' })}\r\n`;
  async function* lines() {
    yield `\uFEFF${line(header)}`;
    for await (const rows of pages) yield rows.map(line).join('');
  }
  await pipeline(lines(), createWriteStream(file));
}

async function writeXlsx(file: string, header: string[], pages: AsyncIterable<string[][]>) {
  // Loaded on first use, not at start (docs/operations.md, "Build and start").
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Export');
  sheet.addRow(header.map(escapeFormula)).commit();
  for await (const rows of pages) {
    for (const row of rows) sheet.addRow(row.map(escapeFormula)).commit();
  }
  sheet.commit();
  await workbook.commit();
}
