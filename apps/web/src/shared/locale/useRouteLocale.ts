import type { Locale } from '@alumni/domain';
import { splitLocalePath } from '@alumni/domain';
import { useLocation } from 'react-router';

/** The locale of the current address and the locale-less path (spec 1 §2 route forms). */
export function useRouteLocale(): { locale: Locale; path: string; fullPath: string } {
  const location = useLocation();
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const { locale, path } = splitLocalePath(location.pathname);
  return { locale, path, fullPath };
}
