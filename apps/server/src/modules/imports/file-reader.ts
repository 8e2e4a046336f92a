import { IMPORT_CSV_DELIMITER, type ImportRecord, importRef } from '@alumni/domain';
import Papa from 'papaparse';
import { firstNonUtf8Line, MalformedFileError } from './csv.ts';
import { binaryFinding, markupFinding, signatureFinding } from './text-file.ts';

/**
 * Reading an import file a batch of records at a time (issue 16 item 4 "import with flat
 * memory"): the same rules as csv.ts (UTF-8 with or without BOM, any line end, `"`-quoted
 * fields holding `;`, line breaks and `""`; binary files, markup, NUL characters refused with
 * their line) applied to pieces of the file, so that memory holds one batch, never the whole
 * file. A file is cut between records only, where Papa Parse would end one (a `"` opens a
 * quoted field only at a field's start, and closes it before `;`, a line end or the end).
 */

/** A batch of records and the text they were read from (decoded, NFC, LF line ends). */
export interface RecordBatch {
  records: ImportRecord[];
  text: string;
}

/** What a file can be read from: bytes, text, or a stream of bytes (a file on disk). */
export type ImportSource = Uint8Array | string | AsyncIterable<Uint8Array>;

/** Bytes decoded at once: large enough to be fast, small enough to keep memory flat. */
const PIECE_BYTES = 256 * 1024;
/** Characters of the previous piece kept to find a tag cut between two pieces. */
const MARKUP_OVERLAP = 64;
const BLANK = /\s/;

/**
 * Yields the file's records in batches of `batchRecords` (the last may be smaller), each
 * with the file line it starts on, blank records included (as `parseImportCsv` returns them).
 * Throws MalformedFileError at the first problem in file order: not text (a binary format's
 * signature, a NUL character, a lone surrogate, markup), not UTF-8, empty, or a quote never
 * closed or followed by text; the batches before it have been yielded by then, so a caller
 * that must change nothing for a malformed file reads it whole once before changing anything.
 */
export async function* readImportBatches(
  source: ImportSource,
  batchRecords: number,
  /** Bytes (or characters) decoded at once; tests make it small to cut files anywhere. */
  pieceSize = PIECE_BYTES,
): AsyncGenerator<RecordBatch> {
  const splitter = new RecordSplitter(batchRecords);
  let blankSoFar = true;
  let held = '';
  for await (const piece of decodedPieces(source, pieceSize)) {
    // A file of blanks only is "empty", not a wrong header: hold its start until text comes.
    if (blankSoFar) {
      held += piece;
      if (held.trim() === '') continue;
      blankSoFar = false;
      yield* splitter.push(held);
      held = '';
    } else {
      yield* splitter.push(piece);
    }
  }
  if (blankSoFar) throw new MalformedFileError(1, importRef('empty'));
  yield* splitter.end();
}

/**
 * The file's text in pieces cut after a line end: decoded (strict UTF-8), BOM dropped,
 * CRLF and CR made LF, in NFC (which never joins characters across a line end), each piece
 * checked for NUL characters, markup and invalid UTF-8 with its file line.
 */
async function* decodedPieces(source: ImportSource, pieceSize: number): AsyncGenerator<string> {
  if (typeof source === 'string') {
    const finding = binaryFinding(source);
    if (finding) throw new MalformedFileError(finding.line, finding.ref);
    const checker = new MarkupChecker();
    for (let start = 0; start < source.length; ) {
      let end = source.indexOf('\n', Math.min(start + pieceSize, source.length - 1));
      end = end === -1 ? source.length : end + 1;
      let text = source.slice(start, end);
      if (start === 0) text = text.replace(/^\uFEFF/, '');
      text = text.replace(/\r\n?/g, '\n').normalize('NFC');
      checker.check(text);
      start = end;
      yield text;
    }
    return;
  }
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const checker = new MarkupChecker();
  let line = 1;
  let first = true;
  let carry = new Uint8Array(0);
  let pendingCr = false;
  const decode = (bytes: Uint8Array): string => {
    if (first) {
      const signature = signatureFinding(bytes);
      if (signature) throw new MalformedFileError(signature.line, signature.ref);
    }
    const nul = bytes.indexOf(0);
    if (nul !== -1) {
      const at = line + countByte(bytes.subarray(0, nul), 0x0a);
      throw new MalformedFileError(at, importRef('nulCharacter', { line: at }));
    }
    let text: string;
    try {
      text = decoder.decode(bytes);
    } catch {
      const at = line - 1 + firstNonUtf8Line(bytes);
      throw new MalformedFileError(at, importRef('notUtfText', { line: at }));
    }
    if (first) text = text.replace(/^\uFEFF/, '');
    first = false;
    // A CR ending the previous piece and an LF starting this one are one line end.
    if (pendingCr && text.startsWith('\n')) text = text.slice(1);
    pendingCr = text.endsWith('\r');
    text = text.replace(/\r\n?/g, '\n').normalize('NFC');
    checker.check(text);
    line += countByte(bytes, 0x0a);
    return text;
  };
  for await (const chunk of byteChunks(source)) {
    let bytes = carry.length ? concat(carry, chunk) : chunk;
    while (bytes.length >= pieceSize) {
      // Cut after the last LF (or CR) of the first pieceSize: whole lines, whole characters.
      let cut = lastLineEnd(bytes, pieceSize);
      if (cut === -1) cut = lastLineEnd(bytes, bytes.length);
      if (cut === -1) break;
      const piece = decode(bytes.subarray(0, cut + 1));
      if (piece) yield piece;
      bytes = bytes.subarray(cut + 1);
    }
    carry = bytes.slice();
  }
  if (carry.length || first) {
    const piece = decode(carry);
    if (piece) yield piece;
  }
}

async function* byteChunks(source: Uint8Array | AsyncIterable<Uint8Array>) {
  if (source instanceof Uint8Array) {
    yield source;
    return;
  }
  for await (const chunk of source) yield chunk;
}

/** Index of the last LF or CR before `end`, or -1. */
function lastLineEnd(bytes: Uint8Array, end: number): number {
  for (let i = Math.min(end, bytes.length) - 1; i >= 0; i--) {
    if (bytes[i] === 0x0a || bytes[i] === 0x0d) return i;
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

function countByte(bytes: Uint8Array, byte: number): number {
  let n = 0;
  for (let i = bytes.indexOf(byte); i !== -1; i = bytes.indexOf(byte, i + 1)) n += 1;
  return n;
}

function countNewlines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n += 1;
  return n;
}

/** markupFinding over pieces: the file's start once, each piece with the end of the last. */
class MarkupChecker {
  private tail: string | null = null;
  check(text: string) {
    const finding =
      this.tail === null
        ? markupFinding(text)
        : markupFinding(this.tail + text, { anywhere: true });
    if (finding) throw new MalformedFileError(finding.line, finding.ref);
    this.tail = text.slice(-MARKUP_OVERLAP);
  }
}

/**
 * Cuts text pieces into batches of whole records and parses each with Papa Parse as
 * `parseImportCsv` does, carrying the file line on.
 */
class RecordSplitter {
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

  *push(text: string): Generator<RecordBatch> {
    this.pending += text;
    this.scan();
    while (this.ends.length >= this.batchRecords) {
      const cut = this.ends[this.batchRecords - 1] ?? 0;
      yield this.take(cut);
    }
  }

  *end(): Generator<RecordBatch> {
    while (this.ends.length >= this.batchRecords) {
      yield this.take(this.ends[this.batchRecords - 1] ?? 0);
    }
    if (this.pending !== '') yield this.take(this.pending.length);
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
        while (after < s.length && s[after] !== '\n' && BLANK.test(s[after] ?? '')) after += 1;
        if (after >= s.length) {
          i = quote;
          break;
        }
        const next = s.charCodeAt(after);
        // Papa closes the field before `;` or a line end (spaces between allowed); any other
        // quote is text (an error it reports), the field still open.
        if (next === 0x3b || next === 0x0a) {
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
      } else if (c === 0x3b) {
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
    const records = parseRecords(text, this.line);
    this.line += countNewlines(text);
    return { records, text };
  }
}

/**
 * Records of `text` (whole records) starting on file line `firstLine`, as parseImportCsv
 * gives them: blank lines as one empty cell, no record for a final line break. Throws
 * MalformedFileError with the file line for a quote Papa Parse finds wrong.
 */
export function parseRecords(text: string, firstLine: number): ImportRecord[] {
  const parsed = Papa.parse<string[]>(text, {
    delimiter: IMPORT_CSV_DELIMITER,
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
