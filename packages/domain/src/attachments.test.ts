import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, detectDocumentFormat } from './attachments.ts';

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
