import { describe, expect, it } from 'vitest';
import { isAllowedHref, withScheme } from './postLinks.ts';

describe('post links', () => {
  it('gives an address typed without its scheme https:// (or mailto: for an e-mail)', () => {
    expect(withScheme(' example.org/page ')).toBe('https://example.org/page');
    expect(withScheme('//example.org')).toBe('https://example.org');
    expect(withScheme('name@example.org')).toBe('mailto:name@example.org');
    expect(withScheme('http://example.org')).toBe('http://example.org');
    expect(withScheme('javascript:alert(1)')).toBe('javascript:alert(1)');
  });

  it('allows http, https and mailto only (and scheme-less text, before it gets one)', () => {
    expect(isAllowedHref('https://example.org')).toBe(true);
    expect(isAllowedHref('HTTP://example.org')).toBe(true);
    expect(isAllowedHref('mailto:a@example.org')).toBe(true);
    expect(isAllowedHref('www.example.org')).toBe(true);
    expect(isAllowedHref('javascript:alert(1)')).toBe(false);
    expect(isAllowedHref(' data:text/html,x')).toBe(false);
    expect(isAllowedHref('ftp://example.org')).toBe(false);
  });
});
