import { POST_LINK_SCHEMES } from '@alumni/domain';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text written by members (DESIGN §3 "sanitize-html on the server at write time"): what
 * survives is paragraphs, line breaks, emphasis, lists, quotes, code and links; scripts,
 * styles, event handlers, iframes and images inside the text are dropped with their content.
 * Links open in a new tab and tell search engines not to follow them.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: [...POST_LINK_SCHEMES],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', {
      target: '_blank',
      rel: 'noopener noreferrer nofollow ugc',
    }),
  },
};
// transformTags adds target and rel after filtering: let them through for <a> only.
RICH_TEXT.allowedAttributes = { a: ['href', 'target', 'rel'] };

/** Sanitised rich text and its plain text (for emptiness and length checks). */
export interface SanitizedHtml {
  html: string;
  /** The text without tags, entities decoded, whitespace collapsed and trimmed. */
  text: string;
}

/** Sanitises member-written HTML; see RICH_TEXT for what is kept. Never throws. */
export function sanitizeRichText(input: string): SanitizedHtml {
  const html = sanitizeHtml(input, RICH_TEXT).trim();
  // Block ends and line breaks separate words once the tags are gone.
  const spaced = html.replace(/<\/(p|li|blockquote|pre)>|<br\s*\/?>/g, '$& ');
  const text = decodeEntities(sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();
  return { html, text };
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
}
