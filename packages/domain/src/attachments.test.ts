import { describe, expect, it } from 'vitest';
import {
  ACTIVE_CONTENT_SCAN_BYTES,
  checkDocument,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  detectDocumentFormat,
} from './attachments.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)),
  );

describe('document attachments (spec 1 §3 Profile link, spec 2 §9 3 MB)', () => {
  it('accepts 3 MB at most', () => {
    expect(DOCUMENT_MAX_BYTES).toBe(3 * 1024 * 1024);
    expect(DOCUMENT_MESSAGES.fr.imageTooHeavy).toContain('3 Mo');
  });

  it('recognises PDF, .doc and .docx by their first bytes, whatever the name', () => {
    expect(detectDocumentFormat(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(detectDocumentFormat(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe(
      'doc',
    );
    expect(detectDocumentFormat(bytes([0x50, 0x4b, 3, 4], '....word/document.xml'))).toBe('docx');
  });

  it('refuses other ZIPs, images and scripts', () => {
    expect(detectDocumentFormat(bytes([0x50, 0x4b, 3, 4], '....xl/workbook.xml'))).toBeNull();
    expect(detectDocumentFormat(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(detectDocumentFormat(bytes('<script>alert(1)</script>'))).toBeNull();
    expect(detectDocumentFormat(new Uint8Array())).toBeNull();
  });
});

// Issue 12 item 6: a PDF/HTML polyglot and a Word file named .pdf were accepted.
describe('checkDocument: polyglots, declared types, empty files', () => {
  const pdf = bytes('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
  const docx = bytes([0x50, 0x4b, 3, 4], '....word/document.xml');

  it('accepts a document whose name and type agree with its content, or say nothing', () => {
    expect(checkDocument(pdf, { fileName: 'CV.PDF', type: 'application/pdf' })).toEqual({
      format: 'pdf',
    });
    expect(checkDocument(pdf, { fileName: 'CV', type: 'application/octet-stream' })).toEqual({
      format: 'pdf',
    });
    expect(checkDocument(pdf, { fileName: 'CV v2.3' })).toEqual({ format: 'pdf' });
    expect(checkDocument(docx, { fileName: 'a.docx', type: 'application/zip' })).toEqual({
      format: 'docx',
    });
  });

  it('refuses an empty file, and what is no document', () => {
    expect(checkDocument(new Uint8Array())).toEqual({ problem: 'emptyFile' });
    expect(checkDocument(bytes('<html></html>'))).toEqual({ problem: 'invalidAttachmentFormat' });
  });

  it('refuses HTML or script markers in the first bytes, in any case', () => {
    for (const marker of [
      '<html>',
      '<SCRIPT src=x>',
      '<!DOCTYPE html>',
      '<svg onload=x>',
      '<IFrame',
    ]) {
      expect(checkDocument(bytes('%PDF-1.4\n', marker, '\n%%EOF'))).toEqual({
        problem: 'activeContent',
      });
    }
    const late = new Uint8Array(ACTIVE_CONTENT_SCAN_BYTES + 16);
    late.set(pdf);
    late.set(bytes('<script>'), ACTIVE_CONTENT_SCAN_BYTES + 1);
    expect(checkDocument(late)).toEqual({ format: 'pdf' });
  });

  it('refuses a name or declared type naming another format', () => {
    expect(checkDocument(docx, { fileName: 'cv.pdf' })).toEqual({ problem: 'typeMismatch' });
    expect(checkDocument(pdf, { fileName: 'cv.html' })).toEqual({ problem: 'typeMismatch' });
    expect(checkDocument(pdf, { type: 'text/html; charset=utf-8' })).toEqual({
      problem: 'typeMismatch',
    });
    expect(checkDocument(pdf, { type: 'application/msword' })).toEqual({
      problem: 'typeMismatch',
    });
  });

  it('words every refusal in both languages', () => {
    for (const problem of ['emptyFile', 'activeContent', 'typeMismatch'] as const) {
      expect(DOCUMENT_MESSAGES.fr[problem]).not.toBe(DOCUMENT_MESSAGES.en[problem]);
    }
  });
});
