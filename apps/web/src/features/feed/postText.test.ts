import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  escapeHtml,
  inlineHtml,
  postHtmlToText,
  postPlainText,
  textToPostHtml,
} from './postText.ts';

const LINK_ATTRS = 'target="_blank" rel="noopener noreferrer nofollow"';

describe('textToPostHtml (the composer markup as a post)', () => {
  it('makes paragraphs and line breaks', () => {
    expect(textToPostHtml('Hello\nworld\n\n\nSecond')).toBe('<p>Hello<br>world</p><p>Second</p>');
    expect(textToPostHtml('  \n\n ')).toBe('');
    expect(textToPostHtml('a\r\nb')).toBe('<p>a<br>b</p>');
  });

  it('escapes everything typed, tags included', () => {
    expect(
      textToPostHtml('<p>hi</p><script>window.__pwned=1</script><img src=x onerror="x()">'),
    ).toBe(
      '<p>&lt;p&gt;hi&lt;/p&gt;&lt;script&gt;window.__pwned=1&lt;/script&gt;&lt;img src=x onerror=&quot;x()&quot;&gt;</p>',
    );
    expect(textToPostHtml("Tom & Jerry's")).toBe('<p>Tom &amp; Jerry&#39;s</p>');
  });

  it('turns **bold**, _italic_ and *italic* into strong and em', () => {
    expect(textToPostHtml('a **bold** and _it_ and *also*')).toBe(
      '<p>a <strong>bold</strong> and <em>it</em> and <em>also</em></p>',
    );
    // Underscores inside words and lone stars stay as typed.
    expect(textToPostHtml('snake_case_name 2 * 3 = 6')).toBe('<p>snake_case_name 2 * 3 = 6</p>');
  });

  it('makes bulleted and numbered lists', () => {
    expect(textToPostHtml('Agenda:\n- one\n- **two**\n\n1. first\n2) second')).toBe(
      '<p>Agenda:</p><ul><li>one</li><li><strong>two</strong></li></ul><ol><li>first</li><li>second</li></ol>',
    );
  });

  it('links bare addresses, without the punctuation that ends the sentence', () => {
    expect(inlineHtml('See https://example.org/a?b=1&c=2.')).toBe(
      `See <a href="https://example.org/a?b=1&amp;c=2" ${LINK_ATTRS}>https://example.org/a?b=1&amp;c=2</a>.`,
    );
    expect(inlineHtml('(www.example.org)')).toBe(
      `(<a href="https://www.example.org" ${LINK_ATTRS}>www.example.org</a>)`,
    );
    expect(inlineHtml('https://en.wikipedia.org/wiki/Lille_(France)!')).toBe(
      `<a href="https://en.wikipedia.org/wiki/Lille_(France)" ${LINK_ATTRS}>https://en.wikipedia.org/wiki/Lille_(France)</a>!`,
    );
  });

  it('keeps underscores of addresses out of italics', () => {
    expect(inlineHtml('_go_ https://x.org/a_b_c')).toBe(
      `<em>go</em> <a href="https://x.org/a_b_c" ${LINK_ATTRS}>https://x.org/a_b_c</a>`,
    );
  });

  it('makes [text](url) links, and leaves other schemes as text', () => {
    expect(inlineHtml('[our **site**](https://example.org/)')).toBe(
      `<a href="https://example.org/" ${LINK_ATTRS}>our <strong>site</strong></a>`,
    );
    expect(inlineHtml('[x](javascript:alert(1))')).toBe('[x](javascript:alert(1))');
    expect(inlineHtml('javascript:alert(1)')).toBe('javascript:alert(1)');
  });

  it('escapes quotes in link addresses', () => {
    expect(inlineHtml('https://x.org/"onmouseover="a')).toBe(
      `<a href="https://x.org/" ${LINK_ATTRS}>https://x.org/</a>&quot;onmouseover=&quot;a`,
    );
  });
});

describe('postHtmlToText (a stored post back in the composer)', () => {
  it('reverses what the composer makes', () => {
    const texts = [
      'Hello\nworld\n\nSecond',
      'a **bold** and _it_',
      'Agenda:\n\n- one\n- **two**\n\n1. first\n2. second',
      'See https://example.org/a?b=1&c=2 and [our site](https://example.org/)',
      'www.example.org',
      '<script>alert(1)</script> & "quotes"',
    ];
    for (const text of texts) expect(postHtmlToText(textToPostHtml(text))).toBe(text);
  });

  it('reads HTML from elsewhere: other tags dropped, text and entities kept', () => {
    expect(
      postHtmlToText('<p>hi <span class="x">there</span> &amp; &#x27;you&#39;</p><p>b</p>'),
    ).toBe("hi there & 'you'\n\nb");
    expect(postHtmlToText('<b>x</b><i>y</i>')).toBe('**x**_y_');
    // As sanitize-html writes them back.
    expect(
      postHtmlToText(
        '<p>a<br />b <a href="https://x.org/" target="_blank" rel="noopener noreferrer nofollow ugc">x</a></p>',
      ),
    ).toBe('a\nb [x](https://x.org/)');
  });
});

describe('helpers', () => {
  it('escapes and decodes the same characters', () => {
    const text = `<a href="x">Tom & 'Jerry'</a>`;
    expect(decodeEntities(escapeHtml(text))).toBe(text);
    expect(decodeEntities('&nbsp;&#233;&unknown;')).toBe(' é&unknown;');
  });

  it('gives the visible text of a post on one line', () => {
    expect(postPlainText('<p>Hello<br>world</p><ul><li>a &amp; b</li></ul>')).toBe(
      'Hello world a & b',
    );
  });
});
