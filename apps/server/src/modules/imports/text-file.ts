import { importRef } from '@alumni/domain';

/**
 * What an import file must be before it is read as CSV (issue 12, item 6 "degree imports
 * must be text CSV"): text, not a binary file (an image, a PDF, a spreadsheet saved as .xlsx)
 * nor a markup document (an HTML page, an SVG image) renamed `.csv`. Each finding is a
 * message reference of the imports catalogue, with the file line it was found on.
 */

export interface NotTextFinding {
  /** The file line (1-based) where the problem is. */
  line: number;
  /** `$msg:imports.…` reference of the message. */
  ref: string;
}

/** Leading bytes of binary formats people upload instead of a CSV, with their names. */
const SIGNATURES: { format: string; bytes: number[] }[] = [
  { format: 'PDF', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { format: 'PNG', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { format: 'JPEG', bytes: [0xff, 0xd8, 0xff] },
  { format: 'GIF', bytes: [0x47, 0x49, 0x46, 0x38] },
  { format: 'RIFF (WebP, WAV…)', bytes: [0x52, 0x49, 0x46, 0x46] },
  // XLSX, ODS and DOCX are ZIP archives.
  { format: 'ZIP (XLSX, ODS…)', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { format: 'ZIP (XLSX, ODS…)', bytes: [0x50, 0x4b, 0x05, 0x06] },
  { format: 'XLS', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  { format: 'GZIP', bytes: [0x1f, 0x8b, 0x08] },
  { format: '7z', bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { format: 'RAR', bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07] },
  { format: 'ELF', bytes: [0x7f, 0x45, 0x4c, 0x46] },
];

/** Markup that no member or degree file holds: the file is a page or an image. */
const SVG = /<svg[\s>]/i;
const HTML = /<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]|<script[\s>]|<iframe[\s>]/i;
/** A file whose first character opens a tag or a declaration (`<?xml`, `<!DOCTYPE`, `<tag`). */
const MARKUP_START = /^\s*<[a-z!?]/i;
/** A UTF-16 code unit without its pair: not encodable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

/** The file line of a position in bytes or text whose first line is `first` (1 by default). */
function lineOf(content: Uint8Array | string, end: number, first = 1): number {
  let line = first;
  for (let i = 0; i < end; i++) {
    const unit = typeof content === 'string' ? content.charCodeAt(i) : content[i];
    if (unit === 0x0a) line += 1;
  }
  return line;
}

/**
 * Checks the raw bytes (multipart upload) or text (JSON upload, a decoded piece of a file
 * whose first line is `firstLine`) of an import file: a known binary signature, a NUL
 * character, or a lone UTF-16 surrogate (text only). Returns the first finding, or null when
 * nothing says the file is not text. Decoding is checked after (file-reader.ts, "not UTF-8"
 * with its line).
 */
export function binaryFinding(content: Uint8Array | string, firstLine = 1): NotTextFinding | null {
  if (typeof content !== 'string') {
    const signature = signatureFinding(content);
    if (signature) return signature;
    const nul = content.indexOf(0);
    if (nul !== -1) return { line: lineOf(content, nul), ref: nulRef(content, nul) };
    return null;
  }
  const nul = content.indexOf('\0');
  if (nul !== -1) {
    const line = lineOf(content, nul, firstLine);
    return { line, ref: importRef('nulCharacter', { line }) };
  }
  const surrogate = LONE_SURROGATE.exec(content);
  if (surrogate) {
    const line = lineOf(content, surrogate.index, firstLine);
    return { line, ref: importRef('notUtfText', { line }) };
  }
  return null;
}

/** A known binary format's signature at the start of `bytes`, or null. */
export function signatureFinding(bytes: Uint8Array): NotTextFinding | null {
  const signature = SIGNATURES.find((s) => startsWith(bytes, s.bytes));
  return signature ? { line: 1, ref: importRef('binaryFile', { format: signature.format }) } : null;
}

const nulRef = (content: Uint8Array | string, at: number) =>
  importRef('nulCharacter', { line: lineOf(content, at) });

/**
 * Checks decoded text for markup: an SVG image or an HTML page (anywhere in the file: such
 * tags are never data here), or a file that starts like XML (not checked with `anywhere`,
 * for a later piece of a file read in pieces). Returns the finding or null.
 */
export function markupFinding(
  text: string,
  opts: { anywhere?: boolean } = {},
): NotTextFinding | null {
  if (SVG.test(text)) return { line: 1, ref: importRef('svgFile') };
  if (HTML.test(text)) return { line: 1, ref: importRef('htmlFile') };
  if (!opts.anywhere && MARKUP_START.test(text)) {
    return { line: 1, ref: importRef('binaryFile', { format: 'XML' }) };
  }
  return null;
}
