import { importRef } from '@alumni/domain';
import type * as ExcelJS from 'exceljs';
import { MalformedFileError } from './csv.ts';

/**
 * Reading an Excel workbook as an import file (issue 34 item 7): the first sheet's rows as
 * `;`-separated text, one line per row (row N of the sheet is line N of the report), which
 * the CSV reader then reads like any other file. A workbook is read whole (exceljs), so it
 * is bounded: XLSX_MAX_BYTES as uploaded (the upload limit) and XLSX_MAX_UNZIPPED once
 * unzipped, checked from the archive's directory before anything is inflated.
 */

/** Bytes of a workbook, as uploaded: the import upload limit (check.service IMPORT_MAX_BYTES). */
export const XLSX_MAX_BYTES = 5 * 1024 * 1024;
/** Bytes of a workbook's parts once unzipped: 5 MB of XML per MB uploaded, about. */
export const XLSX_MAX_UNZIPPED = 100 * 1024 * 1024;

/** Tells whether `bytes` start like a ZIP archive (XLSX, ODS, DOCX…). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * The sum of the uncompressed sizes in a ZIP archive's central directory, or null when the
 * directory cannot be found (not a ZIP archive exceljs could read either).
 */
function unzippedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // End of central directory: signature 0x06054b50, at most 65,535 bytes of comment after.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) !== 0x06054b50) continue;
    const entries = view.getUint16(at + 10, true);
    let entry = view.getUint32(at + 16, true);
    let total = 0;
    for (let i = 0; i < entries; i++) {
      if (entry + 46 > bytes.length || view.getUint32(entry, true) !== 0x02014b50) return null;
      total += view.getUint32(entry + 24, true);
      entry +=
        46 +
        view.getUint16(entry + 28, true) +
        view.getUint16(entry + 30, true) +
        view.getUint16(entry + 32, true);
    }
    return total;
  }
  return null;
}

/** A cell's value as text: a number as written, a date as YYYY-MM-DD, a link's text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result ?? null);
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  return '';
}

/** A cell for `;`-separated text: quoted when it holds `;`, `"` or a line break. */
const csvField = (text: string) => (/[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * The first sheet of the workbook `bytes` as `;`-separated text with LF line ends, empty
 * rows kept as empty lines so that lines are the sheet's row numbers. Throws
 * MalformedFileError `tooLarge` above the bounds, `binaryFile` (ZIP) for an archive that is
 * not a workbook exceljs reads (an ODS file, a DOCX, a broken file), `empty` for no sheet.
 */
export async function xlsxText(bytes: Uint8Array): Promise<string> {
  const size = unzippedSize(bytes);
  if (bytes.length > XLSX_MAX_BYTES || (size !== null && size > XLSX_MAX_UNZIPPED)) {
    throw new MalformedFileError(1, importRef('tooLarge', { max: XLSX_MAX_BYTES / (1024 * 1024) }));
  }
  // Loaded on first use, not at start (docs/operations.md, "Build and start").
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    if (size === null) throw new Error('no ZIP directory');
    await workbook.xlsx.load(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never,
    );
  } catch {
    throw new MalformedFileError(1, importRef('binaryFile', { format: 'ZIP (ODS, DOCX…)' }));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new MalformedFileError(1, importRef('empty'));
  const lines: string[] = [];
  // A row ends at its last cell with a value: rows get the first row's width, as the same
  // sheet saved as CSV would (`a;b;;` for empty optional cells).
  let width = 0;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    while (lines.length < rowNumber - 1) lines.push('');
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = csvField(cellText(cell.value).normalize('NFC'));
    });
    width ||= cells.length;
    while (cells.length < width) cells.push('');
    lines.push(Array.from(cells, (cell) => cell ?? '').join(';'));
  });
  return lines.length ? `${lines.join('\n')}\n` : '';
}
