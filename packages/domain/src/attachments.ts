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

/** Whether `bytes` hold the ASCII text `needle`. */
function containsAscii(bytes: Uint8Array, needle: string): boolean {
  const codes = Array.from(needle, (c) => c.charCodeAt(0));
  for (let i = 0; i + codes.length <= bytes.length; i++) {
    if (codes.every((code, k) => bytes[i + k] === code)) return true;
  }
  return false;
}

/** Upload messages for documents (spec 2 §8 "Invalid attachment format"), per locale. */
export const DOCUMENT_MESSAGES: Record<
  Locale,
  { imageTooHeavy: string; invalidAttachmentFormat: string; noFile: string }
> = {
  fr: {
    imageTooHeavy: `Fichier trop lourd (${formatMegabytes('fr', DOCUMENT_MAX_BYTES)} maximum).`,
    invalidAttachmentFormat:
      'Format de pièce jointe invalide : envoyez un PDF ou un document Word.',
    noFile: 'Aucun fichier envoyé (champ « file »).',
  },
  en: {
    imageTooHeavy: `File too heavy (${formatMegabytes('en', DOCUMENT_MAX_BYTES)} maximum).`,
    invalidAttachmentFormat: 'Invalid attachment format: send a PDF or a Word document.',
    noFile: 'No file was sent (field "file").',
  },
};
