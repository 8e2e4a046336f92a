import type { Locale } from '@alumni/domain';
import { FEED_MESSAGES, POST_TEXT_MAX, postSchema, postTooLongMessage } from '@alumni/domain';
import type { SafeParser } from '../../ui/form/formErrors.ts';
import { postPlainText, textToPostHtml } from './postText.ts';

/** A post form's values: the composer's markup and the keys of the uploaded images. */
export interface PostDraft {
  text: string;
  images: string[];
}

/**
 * Checks a post form as the server will (domain postSchema, and the emptiness and text length
 * the server checks on the sanitised text) and parses it into the body to send, its text
 * turned into HTML. Errors are on `content` and `images`.
 */
export function postDraftSchema(locale: Locale): SafeParser<{ content: string; images: string[] }> {
  return {
    safeParse(input: unknown) {
      const draft = input as PostDraft;
      const content = textToPostHtml(draft.text);
      const fail = (message: string) =>
        ({ success: false, error: { issues: [{ path: ['content'], message }] } }) as const;
      if (content === '' && draft.images.length === 0) {
        return fail(FEED_MESSAGES[locale].emptyPost);
      }
      if (postPlainText(content).length > POST_TEXT_MAX) return fail(postTooLongMessage(locale));
      const parsed = postSchema(locale).safeParse({ content, images: draft.images });
      return parsed.success
        ? { success: true, data: parsed.data }
        : { success: false, error: { issues: parsed.error.issues } };
    },
  };
}
