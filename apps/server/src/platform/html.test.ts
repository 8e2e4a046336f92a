import { describe, expect, it } from 'vitest';
import { sanitizeLongRichText, sanitizeRichText } from './html.ts';

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

describe('sanitizeLongRichText (articles: spec 1 §5 Blog "Video only from the YouTube service")', () => {
  it('keeps headings and YouTube embeds, and counts the videos', () => {
    const result = sanitizeLongRichText(
      '<h2>News</h2><p>Text</p><iframe src="https://www.youtube.com/embed/abc" width="560" onload="x()"></iframe>',
    );
    expect(result.html).toBe(
      '<h2>News</h2><p>Text</p><iframe src="https://www.youtube.com/embed/abc" width="560"></iframe>',
    );
    expect(result).toMatchObject({ text: 'News Text', videos: 1, droppedFrames: false });
  });

  it('drops frames from elsewhere, or not of an embed, and says so', () => {
    for (const frame of [
      '<iframe src="https://player.vimeo.com/video/1"></iframe>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe src="https://www.youtube.com/watch?v=abc"></iframe>',
      '<iframe src="//www.youtube.com/embed/abc"></iframe>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    ]) {
      const result = sanitizeLongRichText(`<p>x</p>${frame}`);
      expect(result.html, frame).toBe('<p>x</p>');
      expect(result.videos, frame).toBe(0);
    }
    expect(
      sanitizeLongRichText('<iframe src="https://player.vimeo.com/video/1"></iframe>')
        .droppedFrames,
    ).toBe(true);
  });
});
