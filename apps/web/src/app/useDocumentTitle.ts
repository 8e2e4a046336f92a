import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../shared/locale/useRouteLocale.ts';
import { useSchool } from '../shared/school/useSchool.ts';
import { documentTitle, pageName } from './documentTitle.ts';
import { routeHandleOf } from './routeHandle.ts';

/**
 * Keeps `document.title` at "Page – School" for the route shown (issue 12), the page named in
 * the route's language from its route's title (routeHandle.ts): one place for every page,
 * the 404 page included.
 */
export function useDocumentTitle(): void {
  const school = useSchool();
  const { locale, path } = useRouteLocale();
  const { t } = useTranslation();
  const name = pageName(routeHandleOf(path), school.features, locale, (key) =>
    t(key, { lng: locale }),
  );
  const title = documentTitle(name, school.name);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
