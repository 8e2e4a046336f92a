/**
 * The composer's light markup and the HTML a post is stored as (issue "Feed…": rich text with
 * bold, italic, lists and links). A member writes in a plain textarea:
 *
 * - `**bold**` and `_italic_` (or `*italic*`);
 * - lines starting with `- ` (or `* `, `• `) make a bulleted list, `1. ` a numbered one;
 * - `[text](https://…)` is a link, and bare `https://…` or `www.…` addresses are linked;
 * - a blank line starts a new paragraph, a single line break stays a line break.
 *
 * Every character of the text is escaped: whatever a member types (tags included) is shown as
 * typed. The server sanitises the HTML again at write time. Pure: no DOM, unit-tested.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The text with `& < > " '` written as entities, safe in element content and attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A markdown link or a bare address (http, https or www.), whichever comes first. */
const LINK_PATTERN = /\[([^\]\n]+)\]\((https?:\/\/[^\s)]+)\)|\b((?:https?:\/\/|www\.)[^\s<>"]+)/gi;

/** Characters that end a sentence rather than an address. */
const TRAILING = '.,;:!?\'"»]';

/** An address found in text and what follows it (closing punctuation of the sentence). */
function splitTrailing(found: string): [string, string] {
  let url = found;
  for (;;) {
    const lastChar = url.at(-1) ?? '';
    const unbalanced =
      lastChar === ')' && (url.match(/\)/g) ?? []).length > (url.match(/\(/g) ?? []).length;
    if (!TRAILING.includes(lastChar) && !unbalanced) break;
    if (lastChar === '') break;
    url = url.slice(0, -1);
  }
  return [url, found.slice(url.length)];
}

function anchor(href: string, label: string): string {
  const target = /^www\./i.test(href) ? `https://${href}` : href;
  return `<a href="${escapeHtml(target)}" target="_blank" rel="noopener noreferrer nofollow">${label}</a>`;
}

/** Bold and italic markers of a piece of text without links; the text comes out escaped. */
function emphasis(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*(?=\S)([^*]*?\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?![\w*])/g, '$1<em>$2</em>')
    .replace(/(^|[^\w])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1<em>$2</em>');
}

/** One line of text as inline HTML: links first, emphasis on what lies between them. */
export function inlineHtml(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(LINK_PATTERN)) {
    const start = match.index ?? 0;
    html += emphasis(line.slice(last, start));
    if (match[1] !== undefined && match[2] !== undefined) {
      html += anchor(match[2], emphasis(match[1]));
      last = start + match[0].length;
    } else {
      const [url, rest] = splitTrailing(match[3] ?? '');
      html += anchor(url, escapeHtml(url));
      last = start + match[0].length - rest.length;
    }
  }
  return html + emphasis(line.slice(last));
}

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;

type Block = { kind: 'p' | 'ul' | 'ol'; lines: string[] };

function blocksOf(paragraph: string): Block[] {
  const blocks: Block[] = [];
  for (const line of paragraph.split('\n')) {
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const kind = bullet ? 'ul' : numbered ? 'ol' : 'p';
    const content = bullet?.[1] ?? numbered?.[1] ?? line;
    const current = blocks.at(-1);
    if (current && current.kind === kind) current.lines.push(content);
    else blocks.push({ kind, lines: [content] });
  }
  return blocks;
}

/**
 * The HTML of a post written with the composer's markup: `<p>` paragraphs (line breaks as
 * `<br>`), `<ul>`/`<ol>` lists, `<strong>`, `<em>` and `<a>`. Empty for blank text.
 */
export function textToPostHtml(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n').trim();
  if (normalised === '') return '';
  const paragraphs = normalised.split(/\n[ \t]*\n+/);
  const html: string[] = [];
  for (const paragraph of paragraphs) {
    for (const block of blocksOf(paragraph.replace(/^\n+|\n+$/g, ''))) {
      if (block.kind === 'p') {
        html.push(`<p>${block.lines.map((line) => inlineHtml(line.trim())).join('<br>')}</p>`);
      } else {
        const items = block.lines.map((line) => `<li>${inlineHtml(line.trim())}</li>`).join('');
        html.push(`<${block.kind}>${items}</${block.kind}>`);
      }
    }
  }
  return html.join('');
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The text of HTML character references (`&amp;`, `&#39;`, `&#x27;`, `&nbsp;`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const TAG_PATTERN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g;

function hrefOf(attributes: string): string | null {
  const match = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  const value = match ? (match[1] ?? match[2] ?? match[3] ?? '') : '';
  return value ? decodeEntities(value) : null;
}

/**
 * The composer's markup for a stored post, for editing it (the inverse of textToPostHtml):
 * paragraphs, line breaks, lists, bold, italic and links come back as typed; any other tag is
 * dropped and its text kept.
 */
export function postHtmlToText(html: string): string {
  let out = '';
  const lists: { ordered: boolean; count: number }[] = [];
  let link: { href: string; start: number } | null = null;
  let last = 0;
  const text = (raw: string) => decodeEntities(raw.replace(/\s*\n\s*/g, ' '));
  const newBlock = () => {
    if (out !== '' && !out.endsWith('\n\n')) out += out.endsWith('\n') ? '\n' : '\n\n';
  };
  for (const match of html.matchAll(TAG_PATTERN)) {
    out += text(html.slice(last, match.index));
    last = (match.index ?? 0) + match[0].length;
    const closing = match[1] === '/';
    const tag = (match[2] ?? '').toLowerCase();
    switch (tag) {
      case 'p':
      case 'div':
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'blockquote':
        if (lists.length === 0) newBlock();
        break;
      case 'br':
        out += '\n';
        break;
      case 'strong':
      case 'b':
        out += '**';
        break;
      case 'em':
      case 'i':
        out += '_';
        break;
      case 'ul':
      case 'ol':
        if (closing) {
          lists.pop();
          if (lists.length === 0) newBlock();
        } else {
          if (lists.length === 0) newBlock();
          lists.push({ ordered: tag === 'ol', count: 0 });
        }
        break;
      case 'li': {
        const list = lists.at(-1);
        if (closing) {
          if (!out.endsWith('\n')) out += '\n';
        } else if (list) {
          list.count += 1;
          if (out !== '' && !out.endsWith('\n')) out += '\n';
          out += list.ordered ? `${list.count}. ` : '- ';
        }
        break;
      }
      case 'a':
        if (!closing) {
          const href = hrefOf(match[3] ?? '');
          link = href ? { href, start: out.length } : null;
        } else if (link) {
          const label = out.slice(link.start);
          const bare = link.href.replace(/^https:\/\/(?=www\.)/i, '');
          if (label !== link.href && label !== bare) {
            out = `${out.slice(0, link.start)}[${label}](${link.href})`;
          }
          link = null;
        }
        break;
      default:
        break;
    }
  }
  out += text(html.slice(last));
  return out
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The visible text of a post's HTML on one line (previews, accessible names). */
export function postPlainText(html: string): string {
  return decodeEntities(
    html.replace(/<br\s*\/?>|<\/(p|li|ul|ol|div)>/gi, ' ').replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
