import type { RoutePattern } from '@alumni/domain';
import { matchRoute } from '@alumni/domain';
import { ROUTE_TITLE_KEYS } from './routeTitles.ts';

/** What names a page: the i18n key of its title. */
export interface TitleHandle {
  titleKey: string;
}

/** What names a page of the spec: its route pattern and title. */
export interface PageHandle extends TitleHandle {
  pattern: RoutePattern;
}

/** The title of the 404 page, shown at any address no route matches. */
export const NOT_FOUND_HANDLE: TitleHandle = { titleKey: 'page_title_not_found' };

/**
 * The page shown at a locale-less path (useRouteLocale's `path`): its pattern and title, or
 * the 404 page's title when no route of the spec matches. Never throws.
 */
export function routeHandleOf(path: string): TitleHandle | PageHandle {
  const pattern = matchRoute(path)?.pattern;
  return pattern ? { pattern, titleKey: ROUTE_TITLE_KEYS[pattern] } : NOT_FOUND_HANDLE;
}

export function isPageHandle(value: unknown): value is PageHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value && 'pattern' in value;
}
