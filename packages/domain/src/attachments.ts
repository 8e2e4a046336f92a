import { JOB_ATTACHMENT_MAX_BYTES } from './limits.ts';
import type { Locale } from './locales.ts';
import { formatMegabytes } from './profile-images.ts';

/**
 * Document attachments (spec 1 §3 "Profile link: icon, title, URL or attachment"; spec 2 §9
 * "Job attachment 3 MB"): PDF or Word files, judged by their first bytes, never by their
 * name. The spec's only attachment size, 3 MB, is used for every document.
 */
export const DOCUMENT_FORMATS = ['pdf', 'doc', 'docx'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** Largest document accepted (bytes): the job attachment's 3 MB. */
export const DOCUMENT_MAX_BYTES = JOB_ATTACHMENT_MAX_BYTES;

/** What the file picker offers. */
export const DOCUMENT_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The document format of `bytes` from its signature: `%PDF-` for PDF, the OLE compound header
 * for .doc, a ZIP holding `word/` for .docx; null for anything else. Never throws.
 */
export function detectDocumentFormat(bytes: Uint8Array): DocumentFormat | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (starts([0x50, 0x4b, 0x03, 0x04])) {
    // A .docx is a ZIP whose entries live under word/; other ZIPs are refused.
    return containsAscii(bytes.subarray(0, 64 * 1024), 'word/') ? 'docx' : null;
  }
  return null;
}

/** Whether `bytes` hold the ASCII text `needle`; with `caseless`, in any letter case. */
function containsAscii(bytes: Uint8Array, needle: string, caseless = false): boolean {
  const codes = Array.from(needle, (c) => c.charCodeAt(0));
  // ASCII upper case → lower case; other bytes as they are.
  const fold = (b: number | undefined) =>
    caseless && b !== undefined && b >= 0x41 && b <= 0x5a ? b + 0x20 : b;
  for (let i = 0; i + codes.length <= bytes.length; i++) {
    if (codes.every((code, k) => fold(bytes[i + k]) === code)) return true;
  }
  return false;
}

/** The Content-Type a stored document is served with. */
export const DOCUMENT_MIME_TYPES: Record<DocumentFormat, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Declared types that say only "some file": the content decides alone. */
const GENERIC_TYPES = ['', 'application/octet-stream', 'binary/octet-stream'];

/** Declared types each format may come with (browsers differ; a .docx is also a ZIP). */
const DECLARED_TYPES: Record<DocumentFormat, readonly string[]> = {
  pdf: ['application/pdf', 'application/x-pdf'],
  doc: ['application/msword'],
  docx: [DOCUMENT_MIME_TYPES.docx, 'application/zip', 'application/x-zip-compressed'],
};

/**
 * How far into a document HTML is looked for (bytes): browsers that sniff a type read the
 * first 1,445 bytes (WHATWG MIME Sniffing), so 8 KB covers them with room to spare while
 * leaving the body of a document, where such words may be text, alone.
 */
export const ACTIVE_CONTENT_SCAN_BYTES = 8 * 1024;

/** Markers of HTML, SVG or script that a browser could run, in lower case. */
const ACTIVE_CONTENT_MARKERS = [
  '<!doctype',
  '<html',
  '<head',
  '<body',
  '<script',
  '<iframe',
  '<svg',
  '<object',
  '<embed',
];

/**
 * Whether the first ACTIVE_CONTENT_SCAN_BYTES of `bytes` hold HTML, SVG or script a browser
 * could run (any letter case): an uploaded file with them is refused. Never throws.
 */
export function holdsActiveContent(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, ACTIVE_CONTENT_SCAN_BYTES);
  return ACTIVE_CONTENT_MARKERS.some((marker) => containsAscii(head, marker, true));
}

/** Why a document upload is refused; each is a key of DOCUMENT_MESSAGES. */
export type DocumentProblem =
  | 'emptyFile'
  | 'invalidAttachmentFormat'
  | 'activeContent'
  | 'typeMismatch';

/**
 * What an uploaded document is, from its bytes, or why it is refused (issue 12 item 6):
 * `emptyFile`; `invalidAttachmentFormat` unless its first bytes say PDF, .doc or .docx;
 * `activeContent` when its first ACTIVE_CONTENT_SCAN_BYTES also hold HTML or script (a
 * polyglot a browser could render); `typeMismatch` when the file name's extension (2–5
 * letters) or the declared type name another format. Generic types and names without an
 * extension leave the content to decide. Never throws.
 */
export function checkDocument(
  bytes: Uint8Array,
  declared: { fileName?: string | null; type?: string | null } = {},
): { format: DocumentFormat; problem?: never } | { format?: never; problem: DocumentProblem } {
  if (!bytes.length) return { problem: 'emptyFile' };
  const format = detectDocumentFormat(bytes);
  if (!format) return { problem: 'invalidAttachmentFormat' };
  if (holdsActiveContent(bytes)) return { problem: 'activeContent' };
  const extension = /\.([a-z]{2,5})$/i.exec(declared.fileName?.trim() ?? '')?.[1]?.toLowerCase();
  if (extension !== undefined && extension !== format) return { problem: 'typeMismatch' };
  const type = (declared.type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!GENERIC_TYPES.includes(type) && !DECLARED_TYPES[format].includes(type)) {
    return { problem: 'typeMismatch' };
  }
  return { format };
}

/** Upload messages for documents (spec 2 §8 "Invalid attachment format"), per locale. */
export const DOCUMENT_MESSAGES: Record<
  Locale,
  Record<DocumentProblem | 'imageTooHeavy' | 'noFile', string>
> = {
  fr: {
    imageTooHeavy: `Fichier trop lourd (${formatMegabytes('fr', DOCUMENT_MAX_BYTES)} maximum).`,
    invalidAttachmentFormat:
      'Format de pièce jointe invalide\u00a0: envoyez un PDF ou un document Word.',
    noFile: 'Aucun fichier envoyé (champ «\u00a0file\u00a0»).',
    emptyFile: 'Le fichier est vide.',
    activeContent: 'Ce document contient du code HTML ou un script\u00a0: il est refusé.',
    typeMismatch: 'Le contenu du fichier ne correspond pas à son nom ou à son type.',
  },
  en: {
    imageTooHeavy: `File too heavy (${formatMegabytes('en', DOCUMENT_MAX_BYTES)} maximum).`,
    invalidAttachmentFormat: 'Invalid attachment format: send a PDF or a Word document.',
    noFile: 'No file was sent (field "file").',
    emptyFile: 'The file is empty.',
    activeContent: 'This document holds HTML or script code: it is refused.',
    typeMismatch: "The file's content does not match its name or type.",
  },
};
