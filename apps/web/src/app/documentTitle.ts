import type { FeatureEntry, Locale, RoutePattern } from '@alumni/domain';
import { featureName } from '@alumni/domain';

/** Between the page's name and the school's in the document title. */
export const TITLE_SEPARATOR = ' – ';

/**
 * The document title of a page: "Page – School" (issue 12: every page's title was the school
 * name, so tabs, history and bookmarks could not tell pages apart). The school's name alone
 * when the page has no name or its name is the school's. Never throws.
 */
export function documentTitle(pageName: string | null, schoolName: string): string {
  const page = pageName?.trim();
  if (!page || page === schoolName.trim()) return schoolName;
  return `${page}${TITLE_SEPARATOR}${schoolName}`;
}

/**
 * A page's name in `locale`: for a feature's own page ('/blog', '/directory'…) the name the
 * school gives that feature, as its navbar shows it ('Actualités' rather than 'Blog');
 * otherwise the route's catalogue title, through `translate`. Never throws.
 */
export function pageName(
  route: { pattern?: RoutePattern; titleKey: string },
  features: readonly FeatureEntry[],
  locale: Locale,
  translate: (key: string) => string,
): string {
  const feature = features.find(
    (entry) =>
      entry.enabled &&
      entry.feature.path !== 'page' &&
      entry.feature.path !== 'custom' &&
      route.pattern === `/${entry.feature.path}`,
  );
  return feature ? featureName(feature, locale) : translate(route.titleKey);
}
