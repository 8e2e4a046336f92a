import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './html.ts';

describe('sanitizeRichText (DESIGN §3: sanitize-html at write time)', () => {
  it('drops scripts with their content, event handlers and javascript: links', () => {
    const { html, text } = sanitizeRichText(
      '<p onclick="x()">Hi <b>all</b></p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a>',
    );
    expect(html).toBe(
      '<p>Hi <b>all</b></p><a target="_blank" rel="noopener noreferrer nofollow ugc">bad</a>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript/i);
    expect(text).toBe('Hi all bad');
  });

  it('keeps http links, opening in a new tab without passing the opener', () => {
    expect(sanitizeRichText('<a href="https://example.org/x?a=1&amp;b=2">site</a>').html).toBe(
      '<a href="https://example.org/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow ugc">site</a>',
    );
  });

  it('measures the text without tags or entities', () => {
    expect(sanitizeRichText('<p>&nbsp;</p><p> </p>').text).toBe('');
    expect(sanitizeRichText('<p>a &lt; b</p>').text).toBe('a < b');
  });
});
