import type { CustomPageListItem, Locale, LocalizedText } from '@alumni/domain';
import { customPageTextIn, localizePath } from '@alumni/domain';

/**
 * What the custom pages' screens compute (domain custom-pages.ts): a title in the page's
 * language or the other, the list's order, the addresses of pages and sub-pages and of their
 * editor.
 */

/** A title to show, with the language it is in; the fallback text when it has none. */
export function shownTitle(
  title: LocalizedText,
  locale: Locale,
  fallback: string,
): { text: string; lang: Locale } {
  return customPageTextIn(title, locale) ?? { text: fallback, lang: locale };
}

/** The pages by their shown title, in the page's language's alphabetical order. */
export function sortedPages(pages: CustomPageListItem[], locale: Locale): CustomPageListItem[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const titleOf = (page: CustomPageListItem) =>
    customPageTextIn(page.title, locale)?.text ?? page.slug;
  return [...pages].sort((a, b) => collator.compare(titleOf(a), titleOf(b)));
}

/** `/page/{slug}` or `/page/{slug}/{id}` in the page's language. */
export function customPagePath(locale: Locale, slug: string, subpageId?: number): string {
  const path = `/page/${encodeURIComponent(slug)}`;
  return localizePath(subpageId === undefined ? path : `${path}/${subpageId}`, locale);
}

/** School settings → features and pages → custom pages, opened on a page's editor when given. */
export function customPagesSettingsPath(locale: Locale, pageId?: number): string {
  const query = `?section=features&part=pages${pageId === undefined ? '' : `&page=${pageId}`}`;
  return `${localizePath('/settings/school', locale)}${query}`;
}
