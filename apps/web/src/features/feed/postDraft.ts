import type { Locale } from '@alumni/domain';
import { postContentProblem, postSchema } from '@alumni/domain';
import type { SafeParser } from '../../ui/form/issues.ts';

/** A post form's values: the editor's HTML and text, and the keys of the post's images. */
export interface PostDraft {
  html: string;
  text: string;
  images: string[];
}

/**
 * Checks a post form as the server will (domain postSchema, and the emptiness and text length
 * the server checks on the sanitised text) and parses it into the body to send: the editor's
 * HTML, or '' when it holds no text. Errors are on `content` and `images`.
 */
export function postDraftSchema(locale: Locale): SafeParser<{ content: string; images: string[] }> {
  return {
    safeParse(input: unknown) {
      const draft = input as PostDraft;
      const problem = postContentProblem(draft.text, draft.images.length, locale);
      if (problem) {
        return { success: false, error: { issues: [{ path: ['content'], message: problem }] } };
      }
      const content = draft.text.trim() === '' ? '' : draft.html;
      const parsed = postSchema().safeParse({ content, images: draft.images });
      return parsed.success
        ? { success: true, data: parsed.data }
        : { success: false, error: { issues: parsed.error.issues } };
    },
  };
}
