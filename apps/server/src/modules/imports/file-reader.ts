import { type ImportFileEncoding, importRef } from '@alumni/domain';
import chardet from 'chardet';
import iconv from 'iconv-lite';
import { firstNonUtf8Line, MalformedFileError } from './csv.ts';
import {
  countNewlines,
  type ImportDelimiter,
  type RecordBatch,
  RecordSplitter,
} from './record-splitter.ts';
import { binaryFinding, markupFinding, signatureFinding } from './text-file.ts';
import { isZip, XLSX_MAX_BYTES, xlsxText } from './xlsx.ts';

export { parseRecords, type RecordBatch } from './record-splitter.ts';

/**
 * Reading an import file a batch of records at a time (issue 16 item 4 "import with flat
 * memory"), whatever a spreadsheet saved it as (issue 34 item 7): UTF-8 with or without BOM,
 * UTF-16 LE or BE with its BOM, or Windows-1252 (told from the first bytes that are not
 * ASCII: not UTF-8, and 8-bit Latin text for chardet); `;`, `,` or tab separators
 * (record-splitter.ts); an XLSX workbook's first sheet (xlsx.ts, read whole). Any line end,
 * `"`-quoted fields holding separators, line breaks and `""`; binary files, markup, NUL
 * characters refused with their line. Memory holds one batch, never the whole file (but for
 * a workbook). A file is cut between records only, where Papa Parse would end one.
 */

type ImportEncoding = ImportFileEncoding;

/**
 * What a file was read as: a CSV (its encoding and separator) or a workbook. Filled in as
 * the file is read; complete once its last batch is out.
 */
export interface ImportFileFormat {
  format: 'csv' | 'xlsx';
  /** Null for a workbook; a file of ASCII only is `utf-8`. */
  encoding: ImportEncoding | null;
  /** Null for a workbook. */
  delimiter: ImportDelimiter | null;
}

/** A batch of records, and what the file is read as so far (the same object each batch). */
export interface ReadBatch extends RecordBatch {
  format: ImportFileFormat;
}

/** What a file can be read from: bytes, text, or a stream of bytes (a file on disk). */
export type ImportSource = Uint8Array | string | AsyncIterable<Uint8Array>;

/** Bytes decoded at once: large enough to be fast, small enough to keep memory flat. */
const PIECE_BYTES = 256 * 1024;
/** Characters of the previous piece kept to find a tag cut between two pieces. */
const MARKUP_OVERLAP = 64;
/** chardet's names of 8-bit Latin text, all read as Windows-1252 (a superset of Latin-1). */
const LATIN = /^(ISO-8859-\d+|windows-125\d)$/i;

/**
 * Yields the file's records in batches of `batchRecords` (the last may be smaller), each
 * with the file line it starts on, blank records included (as csv.ts's parseImportCsv
 * returns them), and the file's format (`ReadBatch.format`, final after the last batch).
 * Throws MalformedFileError at the first problem in file order: not text (a binary format's
 * signature, a NUL character, a lone surrogate, markup), neither UTF-8 nor Windows-1252,
 * empty, a workbook too large or unreadable, or a quote never closed or followed by text;
 * the batches before it have been yielded by then, so a caller that must change nothing for
 * a malformed file reads it whole once before changing anything.
 */
export async function* readImportBatches(
  source: ImportSource,
  batchRecords: number,
  /** Bytes (or characters) decoded at once; tests make it small to cut files anywhere. */
  pieceSize = PIECE_BYTES,
): AsyncGenerator<ReadBatch> {
  const format: ImportFileFormat = { format: 'csv', encoding: null, delimiter: null };
  const splitter = new RecordSplitter(batchRecords);
  const out = function* (batches: Generator<RecordBatch>) {
    for (const batch of batches) {
      if (format.format === 'csv') format.delimiter = splitter.delimiter;
      yield { ...batch, format };
    }
  };
  let blankSoFar = true;
  let held = '';
  for await (const piece of decodedPieces(source, pieceSize, format)) {
    // A file of blanks only is "empty", not a wrong header: hold its start until text comes.
    if (blankSoFar) {
      held += piece;
      if (held.trim() === '') continue;
      blankSoFar = false;
      yield* out(splitter.push(held));
      held = '';
    } else {
      yield* out(splitter.push(piece));
    }
  }
  if (blankSoFar) throw new MalformedFileError(1, importRef('empty'));
  format.encoding ??= format.format === 'csv' ? 'utf-8' : null;
  yield* out(splitter.end());
}

/**
 * The file's text in pieces cut after a line end, whatever its format: decoded, BOM dropped,
 * CRLF and CR made LF, in NFC (which never joins characters across a line end), each piece
 * checked for NUL characters, lone surrogates, markup and undecodable bytes with its line.
 * Sets `format`'s kind and encoding as it learns them.
 */
async function* decodedPieces(
  source: ImportSource,
  pieceSize: number,
  format: ImportFileFormat,
): AsyncGenerator<string> {
  if (typeof source === 'string') {
    // Text already (a JSON upload, a stored file): checked whole first, as it always was.
    const finding = binaryFinding(source);
    if (finding) throw new MalformedFileError(finding.line, finding.ref);
    format.encoding = 'utf-8';
    yield* textPieces([source], pieceSize);
    return;
  }
  const { head, chunks } = await peek(byteChunks(source), 4);
  if (isZip(head)) {
    format.format = 'xlsx';
    yield* textPieces([await xlsxText(await readAll(chunks, XLSX_MAX_BYTES))], pieceSize);
    return;
  }
  const utf16 = head[0] === 0xff && head[1] === 0xfe ? 'utf-16le' : undefined;
  const encoding = utf16 ?? (head[0] === 0xfe && head[1] === 0xff ? 'utf-16be' : undefined);
  if (encoding) {
    format.encoding = encoding;
    yield* textPieces(decodeStream(chunks, encoding), pieceSize);
    return;
  }
  yield* bytePieces(chunks, pieceSize, format);
}

/** Text from a stream of UTF-16 bytes (iconv-lite keeps a unit cut between chunks). */
async function* decodeStream(chunks: AsyncIterable<Uint8Array>, encoding: ImportEncoding) {
  const decoder = iconv.getDecoder(encoding);
  for await (const chunk of chunks) {
    const text = decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/** Text chunks cut into pieces of about `pieceSize` characters ending after a line end. */
async function* textPieces(
  texts: Iterable<string> | AsyncIterable<string>,
  pieceSize: number,
): AsyncGenerator<string> {
  const checker = new MarkupChecker();
  let line = 1;
  let first = true;
  let buffer = '';
  const piece = (text: string) => {
    const finding = binaryFinding(text, line);
    if (finding) throw new MalformedFileError(finding.line, finding.ref);
    line += countNewlines(text);
    if (first) text = text.replace(/^\uFEFF/, '');
    first = false;
    text = text.replace(/\r\n?/g, '\n').normalize('NFC');
    checker.check(text);
    return text;
  };
  for await (const text of texts) {
    buffer += text;
    while (buffer.length > pieceSize) {
      const end = buffer.indexOf('\n', pieceSize - 1);
      if (end === -1) break;
      const next = piece(buffer.slice(0, end + 1));
      buffer = buffer.slice(end + 1);
      if (next) yield next;
    }
  }
  if (buffer || first) {
    const last = piece(buffer);
    if (last) yield last;
  }
}

/**
 * UTF-8 or Windows-1252 bytes in pieces cut after a line end. The encoding is decided at
 * the first piece holding a byte above 0x7F: UTF-8 if it decodes as such, else Windows-1252
 * unless chardet is sure it is something else (then "not UTF-8"); a later piece that is not in the chosen
 * encoding (UTF-8 then something else) is "not UTF-8" with its line.
 */
async function* bytePieces(
  chunks: AsyncIterable<Uint8Array>,
  pieceSize: number,
  format: ImportFileFormat,
): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const checker = new MarkupChecker();
  let line = 1;
  let first = true;
  let carry: Uint8Array = new Uint8Array(0);
  let pendingCr = false;
  const decode = (bytes: Uint8Array): string => {
    if (first) {
      const signature = signatureFinding(bytes);
      if (signature) throw new MalformedFileError(signature.line, signature.ref);
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) format.encoding = 'utf-8';
    }
    const nul = bytes.indexOf(0);
    if (nul !== -1) {
      const at = line + countByte(bytes.subarray(0, nul), 0x0a);
      throw new MalformedFileError(at, importRef('nulCharacter', { line: at }));
    }
    if (format.encoding === null && bytes.some((b) => b > 0x7f)) {
      format.encoding = isUtf8(bytes) || !isLatin(bytes) ? 'utf-8' : 'windows-1252';
    }
    let text: string;
    if (format.encoding === 'windows-1252') {
      text = iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'win1252');
    } else {
      try {
        text = decoder.decode(bytes);
      } catch {
        const at = line - 1 + firstNonUtf8Line(bytes);
        throw new MalformedFileError(at, importRef('notUtfText', { line: at }));
      }
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
  for await (const chunk of chunks) {
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

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether `bytes` may be read as 8-bit Latin text: chardet names a Latin encoding among its
 * candidates, or is sure of nothing else (it guesses nothing from a line or two).
 */
function isLatin(bytes: Uint8Array): boolean {
  const matches = chardet.analyse(bytes);
  return (
    matches.some((match) => LATIN.test(match.name)) ||
    !matches.some((match) => match.confidence >= 50 && match.name !== 'ASCII')
  );
}

async function* byteChunks(source: Uint8Array | AsyncIterable<Uint8Array>) {
  if (source instanceof Uint8Array) {
    yield source;
    return;
  }
  for await (const chunk of source) yield chunk;
}

/** The first `n` bytes of a stream (fewer if it is shorter), and the whole stream again. */
async function peek(stream: AsyncIterator<Uint8Array>, n: number) {
  let head: Uint8Array = new Uint8Array(0);
  let done = false;
  while (head.length < n) {
    const next = await stream.next();
    if (next.done) {
      done = true;
      break;
    }
    head = concat(head, next.value);
  }
  const chunks = (async function* () {
    try {
      if (head.length) yield head;
      while (!done) {
        const next = await stream.next();
        if (next.done) done = true;
        else yield next.value;
      }
    } finally {
      // Stopped early (a malformed file, a failed step): the file is closed.
      if (!done) await stream.return?.(undefined);
    }
  })();
  return { head, chunks };
}

/** A whole stream's bytes, up to `max` and one more (so that the reader sees it is too long). */
async function readAll(chunks: AsyncIterable<Uint8Array>, max: number): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    parts.push(chunk);
    size += chunk.length;
    if (size > max) break;
  }
  return Buffer.concat(parts);
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
