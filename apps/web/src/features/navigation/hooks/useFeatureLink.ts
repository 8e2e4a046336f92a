import type { FeatureEntry } from '@alumni/domain';
import { featureHref, featureName, localizePath } from '@alumni/domain';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';

export interface FeatureLink {
  name: string;
  /** Internal links are localized; external ones are the school's address as it is. */
  href: string;
  external: boolean;
  /** The current page is this feature's page. */
  active: boolean;
}

/** How a navbar feature is labelled and where it goes, in the current locale. */
export function useFeatureLink(): (entry: FeatureEntry) => FeatureLink {
  const { locale, path } = useRouteLocale();
  return (entry) => {
    const { href, external } = featureHref(entry);
    return {
      name: featureName(entry, locale),
      href: external ? href : localizePath(href, locale),
      external,
      active: !external && (path === href || path.startsWith(`${href}/`)),
    };
  };
}
