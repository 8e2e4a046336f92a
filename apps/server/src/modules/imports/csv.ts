import {
  IMPORT_CSV_DELIMITER,
  type ImportRecord,
  importRef,
  localizeMessage,
} from '@alumni/domain';
import Papa from 'papaparse';
import { binaryFinding, markupFinding } from './text-file.ts';

/**
 * Reading the documented import format whole (spec 2 §9 Import CSV: `;` delimiter): UTF-8
 * with or without BOM, LF, CRLF or CR line ends, `"`-quoted fields that may hold `;`, line
 * breaks and `""`. A file that cannot be read is rejected as a whole with the file line of
 * the problem. The services read files with file-reader.ts (in batches, any encoding,
 * separator or workbook); these whole-file functions are the reference it is tested against.
 */

/**
 * A file that cannot be read as a whole: nothing in it is applied. It carries a message
 * reference of the imports catalogue (`$msg:imports.…`), answered 400 `{"file": [...]}` in
 * the request's language; its own message is the English sentence (logs, the CLI).
 */
export class MalformedFileError extends Error {
  constructor(
    /** The file line (first line = 1) where reading failed. */
    readonly line: number,
    /** The message reference (import-messages.ts). */
    readonly ref: string,
  ) {
    super(localizeMessage(ref, 'en'));
  }
}

/**
 * Decodes the bytes as UTF-8 (strict; text is taken as it is) and drops a leading BOM; the
 * text is put in Unicode NFC so that "é" typed either way compares equal. Throws
 * MalformedFileError for a file that is not text (a binary format's signature, a NUL
 * character, markup such as an HTML page or an SVG image: text-file.ts), naming the first
 * line that is not UTF-8, or when the file is empty.
 */
export function decodeImportFile(content: Uint8Array | string): string {
  const binary = binaryFinding(content);
  if (binary) throw new MalformedFileError(binary.line, binary.ref);
  let text: string;
  try {
    text =
      typeof content === 'string'
        ? content
        : new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    const line = firstNonUtf8Line(content as Uint8Array);
    throw new MalformedFileError(line, importRef('notUtfText', { line }));
  }
  text = text.replace(/^\uFEFF/, '').normalize('NFC');
  if (text.trim() === '') throw new MalformedFileError(1, importRef('empty'));
  const markup = markupFinding(text);
  if (markup) throw new MalformedFileError(markup.line, markup.ref);
  return text;
}

/**
 * Splits `text` into records of cells with the file line each starts on. Blank lines are
 * returned as records of one empty cell (callers skip them); a record whose quoted field
 * holds a line break spans several file lines. Throws MalformedFileError on a quote that is
 * never closed or a closing quote followed by something other than `;` or a line end.
 */
export function parseImportCsv(text: string): ImportRecord[] {
  const normalized = text.replace(/\r\n?/g, '\n');
  const parsed = Papa.parse<string[]>(normalized, {
    delimiter: IMPORT_CSV_DELIMITER,
    newline: '\n',
    quoteChar: '"',
    escapeChar: '"',
    header: false,
    skipEmptyLines: false,
  });
  const quoteError = parsed.errors.find((e) => e.type === 'Quotes');
  if (quoteError) {
    const line = lineAt(normalized, quoteError.index ?? 0);
    throw new MalformedFileError(
      line,
      importRef(quoteError.code === 'MissingQuotes' ? 'unclosedQuote' : 'textAfterQuote', {
        line,
      }),
    );
  }
  const records: ImportRecord[] = [];
  let line = 1;
  for (const cells of parsed.data) {
    records.push({ line, cells });
    line += 1;
    for (const cell of cells) line += countNewlines(cell);
  }
  // A final line break leaves an empty last record that is no line of the file.
  const last = records.at(-1);
  if (last && normalized.endsWith('\n') && last.cells.length === 1 && last.cells[0] === '') {
    records.pop();
  }
  return records;
}

/** The file line (1-based) of a character offset. */
function lineAt(text: string, offset: number): number {
  return countNewlines(text.slice(0, offset)) + 1;
}

function countNewlines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n += 1;
  return n;
}

/** The first line (1-based) whose bytes are not valid UTF-8. */
export function firstNonUtf8Line(bytes: Uint8Array): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 0x0a) {
      try {
        decoder.decode(bytes.subarray(start, i));
      } catch {
        return line;
      }
      line += 1;
      start = i + 1;
    }
  }
  return 1;
}
