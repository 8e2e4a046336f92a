import {
  IMPORT_FILE_DELIMITERS,
  type ImportFileDelimiter,
  type ImportRecord,
  importRef,
} from '@alumni/domain';
import Papa from 'papaparse';
import { MalformedFileError } from './csv.ts';

/**
 * Cutting an import file's text into batches of whole records (file-reader.ts), with the
 * file's separator: `;` (spec 2 §9 Import CSV, the documented template), `,` or a tab
 * (issue 34 item 7: Excel's comma export and its "Unicode text"), told from the header line.
 */

const IMPORT_DELIMITERS = IMPORT_FILE_DELIMITERS;
export type ImportDelimiter = ImportFileDelimiter;

/** A batch of records and the text they were read from (decoded, NFC, LF line ends). */
export interface RecordBatch {
  records: ImportRecord[];
  text: string;
}

const BLANK = /\s/;

/**
 * The separator of a file whose first line is `line`: of `;`, `,` and tab, the one found
 * most often outside quotes (`;` on a tie or when there is none: a one-column file).
 */
export function detectDelimiter(line: string): ImportDelimiter {
  const counts = new Map<string, number>(IMPORT_DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && counts.has(c)) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let best: ImportDelimiter = ';';
  for (const d of IMPORT_DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

/**
 * Cuts text pieces into batches of whole records and parses each with Papa Parse, carrying
 * the file line on. The separator is told from the first line (`detectDelimiter`) before
 * anything is cut; `delimiter` is null until then.
 */
export class RecordSplitter {
  /** The file's separator, once its first line is read. */
  delimiter: ImportDelimiter | null = null;
  private code = 0x3b;
  private pending = '';
  /** Where the scan of `pending` resumes, and its state there. */
  private scanned = 0;
  private inQuotes = false;
  private fieldStart = true;
  /** End offsets (after the LF) of the complete records found in `pending`. */
  private ends: number[] = [];
  /** File line of `pending`'s first record. */
  private line = 1;

  constructor(private readonly batchRecords: number) {}

  /** Adds text; yields the batches it completes. */
  *push(text: string): Generator<RecordBatch> {
    this.pending += text;
    if (this.delimiter === null) {
      const end = this.pending.indexOf('\n');
      if (end === -1) return;
      this.setDelimiter(detectDelimiter(this.pending.slice(0, end)));
    }
    this.scan();
    while (this.ends.length >= this.batchRecords) {
      const cut = this.ends[this.batchRecords - 1] ?? 0;
      yield this.take(cut);
    }
  }

  /** At the end of the file: yields the batches left. */
  *end(): Generator<RecordBatch> {
    if (this.delimiter === null) {
      this.setDelimiter(detectDelimiter(this.pending));
      this.scan();
    }
    while (this.ends.length >= this.batchRecords) {
      yield this.take(this.ends[this.batchRecords - 1] ?? 0);
    }
    if (this.pending !== '') yield this.take(this.pending.length);
  }

  private setDelimiter(delimiter: ImportDelimiter) {
    this.delimiter = delimiter;
    this.code = delimiter.charCodeAt(0);
  }

  /** Finds record ends in `pending` from where the last scan stopped. */
  private scan() {
    const s = this.pending;
    let i = this.scanned;
    while (i < s.length) {
      const c = s.charCodeAt(i);
      if (this.inQuotes) {
        const quote = s.indexOf('"', i);
        if (quote === -1) {
          i = s.length;
          break;
        }
        if (quote + 1 >= s.length) {
          // Escaped, closing or misplaced: the next piece tells.
          i = quote;
          break;
        }
        if (s.charCodeAt(quote + 1) === 0x22) {
          i = quote + 2;
          continue;
        }
        // Papa allows blanks between the closing quote and what follows.
        let after = quote + 1;
        while (
          after < s.length &&
          s[after] !== '\n' &&
          s.charCodeAt(after) !== this.code &&
          BLANK.test(s[after] ?? '')
        ) {
          after += 1;
        }
        if (after >= s.length) {
          i = quote;
          break;
        }
        const next = s.charCodeAt(after);
        // Papa closes the field before the separator or a line end (spaces between allowed);
        // any other quote is text (an error it reports), the field still open.
        if (next === this.code || next === 0x0a) {
          this.inQuotes = false;
          this.fieldStart = false;
          i = after;
        } else {
          i = quote + 1;
        }
        continue;
      }
      if (c === 0x0a) {
        this.ends.push(i + 1);
        this.fieldStart = true;
      } else if (c === this.code) {
        this.fieldStart = true;
      } else if (c === 0x22 && this.fieldStart) {
        this.inQuotes = true;
      } else {
        this.fieldStart = false;
      }
      i += 1;
    }
    this.scanned = i;
  }

  /** Parses `pending` up to `cut` (a record end) into a batch and drops it. */
  private take(cut: number): RecordBatch {
    const text = this.pending.slice(0, cut);
    this.pending = this.pending.slice(cut);
    this.scanned -= cut;
    this.ends = this.ends.filter((end) => end > cut).map((end) => end - cut);
    const records = parseRecords(text, this.line, this.delimiter ?? ';');
    this.line += countNewlines(text);
    return { records, text };
  }
}

/**
 * Records of `text` (whole records, LF line ends) starting on file line `firstLine`,
 * separated by `delimiter` (`;` by default), as csv.ts's parseImportCsv gives them: blank
 * lines as one empty cell, no record for a final line break. Throws MalformedFileError with
 * the file line for a quote Papa Parse finds wrong.
 */
export function parseRecords(
  text: string,
  firstLine: number,
  delimiter: ImportDelimiter = ';',
): ImportRecord[] {
  const parsed = Papa.parse<string[]>(text, {
    delimiter,
    newline: '\n',
    quoteChar: '"',
    escapeChar: '"',
    header: false,
    skipEmptyLines: false,
  });
  const quoteError = parsed.errors.find((e) => e.type === 'Quotes');
  if (quoteError) {
    const line = firstLine + countNewlines(text.slice(0, quoteError.index ?? 0));
    throw new MalformedFileError(
      line,
      importRef(quoteError.code === 'MissingQuotes' ? 'unclosedQuote' : 'textAfterQuote', {
        line,
      }),
    );
  }
  const records: ImportRecord[] = [];
  let line = firstLine;
  for (const cells of parsed.data) {
    records.push({ line, cells });
    line += 1;
    for (const cell of cells) line += countNewlines(cell);
  }
  // A final line break leaves an empty last record that is no line of the file.
  const last = records.at(-1);
  if (last && text.endsWith('\n') && last.cells.length === 1 && last.cells[0] === '') {
    records.pop();
  }
  return records;
}

/** Line feeds in `text`. */
export function countNewlines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n += 1;
  return n;
}
