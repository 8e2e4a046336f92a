import { CUSTOM_PAGE_TEXT_MAX, customPageRef, LOCALES, type LocalizedText } from '@alumni/domain';
import { badRequest } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/html.ts';

/**
 * A page's or sub-page's body as stored (domain custom-pages.ts): each language sanitised as
 * the feed's posts are (platform/html.ts sanitizeRichText: paragraphs, emphasis, lists, quotes,
 * code and links; scripts, styles, handlers, frames and images dropped), '' when it holds no
 * text. 400 `{"body.fr"}` / `{"body.en"}` when a language has more than CUSTOM_PAGE_TEXT_MAX
 * characters of text.
 */
export function sanitizedBody(body: LocalizedText): LocalizedText {
  const stored = { fr: '', en: '' };
  const issues: Record<string, string[]> = {};
  for (const locale of LOCALES) {
    const { html, text } = sanitizeRichText(body[locale] ?? '');
    if (text.length > CUSTOM_PAGE_TEXT_MAX) {
      issues[`body.${locale}`] = [customPageRef('textTooLong', { max: CUSTOM_PAGE_TEXT_MAX })];
    }
    stored[locale] = text === '' ? '' : html;
  }
  if (Object.keys(issues).length > 0) throw badRequest(issues);
  return stored;
}
