import { POST_TEXT_MAX } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import { postDraftSchema } from './postDraft.ts';

const check = (text: string, images: string[], locale: 'fr' | 'en' = 'en') =>
  postDraftSchema(locale).safeParse({ text, images });
const messages = (result: ReturnType<typeof check>) =>
  result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);

describe('postDraftSchema', () => {
  it('sends the HTML of the text and the image keys', () => {
    expect(check('Hello **all**', ['k1'])).toEqual({
      success: true,
      data: { content: '<p>Hello <strong>all</strong></p>', images: ['k1'] },
    });
    expect(check('  ', ['k1'])).toEqual({ success: true, data: { content: '', images: ['k1'] } });
  });

  it('refuses an empty post, a too long text and too many images', () => {
    expect(messages(check(' \n ', []))).toEqual([['content', 'Write something or add an image.']]);
    expect(messages(check('a'.repeat(POST_TEXT_MAX + 1), [], 'fr'))[0]?.[1]).toContain(
      String(POST_TEXT_MAX),
    );
    expect(messages(check('hi', ['a', 'b', 'c', 'd', 'e']))[0]?.[0]).toBe('images');
  });
});
