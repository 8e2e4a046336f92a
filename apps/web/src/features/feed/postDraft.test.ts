import { POST_TEXT_MAX } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import { postDraftSchema } from './postDraft.ts';

const check = (html: string, text: string, images: string[], locale: 'fr' | 'en' = 'en') =>
  postDraftSchema(locale).safeParse({ html, text, images });
const messages = (result: ReturnType<typeof check>) =>
  result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);

describe('postDraftSchema', () => {
  it("sends the editor's HTML and the image keys; no HTML when there is no text", () => {
    expect(check('<p>Hello <strong>all</strong></p>', 'Hello all', ['k1'])).toEqual({
      success: true,
      data: { content: '<p>Hello <strong>all</strong></p>', images: ['k1'] },
    });
    expect(check('<p></p><ul><li><p></p></li></ul>', ' \n ', ['k1'])).toEqual({
      success: true,
      data: { content: '', images: ['k1'] },
    });
  });

  it('refuses an empty post, a too long text and too many images', () => {
    expect(messages(check('<p></p>', ' \n ', []))).toEqual([
      ['content', 'Write something or add an image.'],
    ]);
    expect(messages(check('<p></p>', '', [], 'fr'))).toEqual([
      ['content', 'Écrivez quelque chose ou ajoutez une image.'],
    ]);
    const long = 'a'.repeat(POST_TEXT_MAX + 1);
    expect(messages(check(`<p>${long}</p>`, long, [], 'fr'))[0]?.[1]).toContain(
      String(POST_TEXT_MAX),
    );
    expect(messages(check('<p>hi</p>', 'hi', ['a', 'b', 'c', 'd', 'e']))[0]?.[0]).toBe('images');
  });
});
