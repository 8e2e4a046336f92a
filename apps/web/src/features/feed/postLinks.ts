import { POST_LINK_SCHEMES } from '@alumni/domain';

/** Links in a post's editor, as the server keeps them. Pure: unit-tested. */

/** Any scheme (the server keeps domain POST_LINK_SCHEMES). */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Whether an href may be a link: http, https or mailto, or no scheme at all (what autolink
 * looks at, "www.example.org", before it gets https://).
 */
export function isAllowedHref(href: string): boolean {
  const trimmed = href.trim();
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  return scheme === undefined || (POST_LINK_SCHEMES as readonly string[]).includes(scheme);
}

/**
 * A link typed without its scheme, as people write them ("example.org", "name@example.org"),
 * made absolute; a link with a scheme is left as it is (isAllowedUri judges it).
 */
export function withScheme(href: string): string {
  const trimmed = href.trim();
  if (trimmed === '' || SCHEME.test(trimmed)) return trimmed;
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  if (/^[^\s/@]+@[^\s/@]+\.[^\s/@]+$/.test(trimmed)) return `mailto:${trimmed}`;
  return `https://${trimmed}`;
}
