import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useRouteLocale } from '../features/navigation/hooks/useRouteLocale.ts';
import { useSchool } from '../features/school/hooks/useSchool.ts';
import { documentTitle, pageName } from './documentTitle.ts';
import { isTitleHandle } from './routeHandle.ts';

/**
 * Keeps `document.title` at "Page – School" for the route shown (issue 12), the page named in
 * the route's language from the route's `handle` (routes.tsx): one place for every page,
 * the 404 page included.
 */
export function useDocumentTitle(): void {
  const school = useSchool();
  const { locale } = useRouteLocale();
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isTitleHandle);
  const name = handle
    ? pageName(handle, school.features, locale, (key) => t(key, { lng: locale }))
    : null;
  const title = documentTitle(name, school.name);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
