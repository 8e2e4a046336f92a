import { describe, expect, it } from 'vitest';
import { postPlainText } from './postText.ts';

describe('postPlainText', () => {
  it('gives the visible text of a post on one line', () => {
    expect(postPlainText('<p>Hello<br>world</p><ul><li>a &amp; b</li></ul>')).toBe(
      'Hello world a & b',
    );
    expect(postPlainText('<blockquote><p>quoted</p></blockquote><p>after</p>')).toBe(
      'quoted after',
    );
  });

  it('decodes character references and keeps typed tags as text', () => {
    expect(postPlainText('<p>&lt;b&gt;Tom&nbsp;&amp; &#39;Jerry&#x27; &#233; &unknown;</p>')).toBe(
      "<b>Tom & 'Jerry' é &unknown;",
    );
  });
});
