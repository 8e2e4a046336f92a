import { describe, expect, it } from 'vitest';
import { attachmentDisposition, safeFileName } from './downloads.ts';

/** Content-Disposition of downloads (RFC 6266, RFC 5987; issue 12 item 6). */
describe('attachmentDisposition', () => {
  it('names a plain ASCII file the same in both parameters', () => {
    expect(attachmentDisposition('cv.pdf')).toBe(
      `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`,
    );
  });

  it('gives old clients an ASCII name and new ones the exact name in UTF-8', () => {
    expect(attachmentDisposition('Hélène Lefèvre – CV.pdf')).toBe(
      `attachment; filename="Helene Lefevre - CV.pdf"; filename*=UTF-8''H%C3%A9l%C3%A8ne%20Lef%C3%A8vre%20%E2%80%93%20CV.pdf`,
    );
    expect(attachmentDisposition('履歴書.pdf')).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''%E5%B1%A5%E6%AD%B4%E6%9B%B8.pdf`,
    );
  });

  it("encodes what RFC 5987 leaves out of attr-char (' ( ) * % and spaces)", () => {
    expect(attachmentDisposition("l'été (v2) 100%*.pdf")).toBe(
      `attachment; filename="l'ete (v2) 100__.pdf"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%28v2%29%20100%25_.pdf`,
    );
  });

  it('cannot be broken out of: quotes, backslashes, new lines and separators are replaced', () => {
    const header = attachmentDisposition('a"; filename="evil.html\r\nX-Injected: 1\\..\\b/c.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(header).toBe(
      `attachment; filename="a_; filename=_evil.html__X-Injected_ 1_.._b_c.pdf"; filename*=UTF-8''a_%3B%20filename%3D_evil.html__X-Injected_%201_.._b_c.pdf`,
    );
  });
});

describe('safeFileName', () => {
  it('falls back when nothing usable is left, and caps the length', () => {
    expect(safeFileName('   ')).toBe('document');
    expect(safeFileName('..')).toBe('document');
    expect(safeFileName('x'.repeat(300))).toHaveLength(150);
  });
});
