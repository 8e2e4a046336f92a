import { createRequire } from 'node:module';
import { POST_LINK_SCHEMES } from '@alumni/domain';
import type SanitizeHtml from 'sanitize-html';

const require = createRequire(import.meta.url);
let loaded: typeof SanitizeHtml | undefined;

/**
 * sanitize-html, loaded on the first text it cleans: with postcss it cost every start about
 * 0.09 s of CPU (docs/operations.md, "Build and start"), and most requests write no rich text.
 */
function sanitizeHtml(html: string, options: SanitizeHtml.IOptions): string {
  loaded ??= require('sanitize-html') as typeof SanitizeHtml;
  return loaded(html, options);
}

/**
 * Rich text written by members (DESIGN §3 "sanitize-html on the server at write time"): what
 * survives is paragraphs, line breaks, emphasis, lists, quotes, code and links; scripts,
 * styles, event handlers, iframes and images inside the text are dropped with their content.
 * Links open in a new tab and tell search engines not to follow them.
 */
const RICH_TEXT: SanitizeHtml.IOptions = {
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
    // sanitize-html's simpleTransform('a', {target, rel}), without loading it at start.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow ugc' },
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

/** Hosts whose embedded videos articles keep (spec 1 §5 Blog "Video only from the YouTube service"). */
export const VIDEO_IFRAME_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com'];

/**
 * Long-form rich text (blog articles, later events and job ads): the feed's rich text plus
 * headings and YouTube videos (`<iframe>` from VIDEO_IFRAME_HOSTS over https, embed paths).
 */
const LONG_RICH_TEXT: SanitizeHtml.IOptions = {
  ...RICH_TEXT,
  allowedTags: [...(RICH_TEXT.allowedTags as string[]), 'h2', 'h3', 'h4', 'iframe'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    iframe: ['src', 'width', 'height', 'title', 'allowfullscreen'],
  },
  allowedIframeHostnames: VIDEO_IFRAME_HOSTS,
  allowIframeRelativeUrls: false,
  exclusiveFilter: (frame) =>
    frame.tag === 'iframe' && !/^https:\/\/[^/]+\/embed\//.test(frame.attribs.src ?? ''),
};

/** Counts the iframes of `html` whatever their source. */
const iframeCount = (html: string) =>
  (
    sanitizeHtml(html, {
      allowedTags: ['iframe'],
      allowedAttributes: { iframe: ['src'] },
      allowedSchemes: ['http', 'https', 'data', 'javascript'],
    }).match(/<iframe\b/g) ?? []
  ).length;

/**
 * Sanitises long-form HTML (see LONG_RICH_TEXT). Returns the HTML, its plain text, how many
 * videos it keeps and whether it dropped an embedded frame from elsewhere (the caller refuses
 * the text rather than silently lose part of it). Never throws.
 */
export function sanitizeLongRichText(
  input: string,
): SanitizedHtml & { videos: number; droppedFrames: boolean } {
  const html = sanitizeHtml(input, LONG_RICH_TEXT).trim();
  const spaced = html.replace(/<\/(p|li|blockquote|pre|h2|h3|h4)>|<br\s*\/?>/g, '$& ');
  const text = decodeEntities(sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();
  const videos = (html.match(/<iframe\b/g) ?? []).length;
  return { html, text, videos, droppedFrames: iframeCount(input) > videos };
}

/**
 * `value` made safe inside a double-quoted HTML attribute of markup the server writes itself
 * (the page's head, preloads, the app shell): `&`, `"`, `<` and `>` as entities.
 */
export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}
