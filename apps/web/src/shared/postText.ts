/**
 * The visible text of a post's HTML (the server's sanitised rich text), for previews and
 * accessible names where the post is not shown as HTML (dashboard, reports). Pure: no DOM.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The text of HTML character references (`&amp;`, `&#39;`, `&#x27;`, `&nbsp;`). */
function decodeEntities(text: string): string {
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

/** The visible text of a post's HTML on one line (previews, accessible names). */
export function postPlainText(html: string): string {
  return decodeEntities(
    html.replace(/<br\s*\/?>|<\/(p|li|ul|ol|div|blockquote|pre)>/gi, ' ').replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
