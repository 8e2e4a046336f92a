import type { LayoutName, Locale, RoutePattern } from '@alumni/domain';
import {
  HOME_PATH,
  LOCALES,
  layoutForPath,
  localizePath,
  PARAM_ROUTES,
  STATIC_ROUTES,
} from '@alumni/domain';
import { ROUTE_TITLE_KEYS } from './routeTitles.ts';

/** Every route pattern of the spec, home first (spec 1 §2). */
export const ROUTE_PATTERNS: readonly RoutePattern[] = [
  HOME_PATH,
  ...STATIC_ROUTES,
  ...PARAM_ROUTES,
];

/** One address the router serves: a spec route in one locale, with its layout and title. */
export interface RouteEntry {
  /** React Router path: '/login', '/en/login', '/en' … */
  path: string;
  pattern: RoutePattern;
  locale: Locale;
  layout: LayoutName;
  titleKey: string;
}

/**
 * The route table (spec 1 §2): every static and parameter route in French without a prefix
 * and in English under /en, each with the layout `layoutForPath` gives it. Pure data, so the
 * tests read it without a browser.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = ROUTE_PATTERNS.flatMap((pattern) =>
  LOCALES.map((locale) => ({
    path: localizePath(pattern, locale),
    pattern,
    locale,
    layout: layoutForPath(pattern),
    titleKey: ROUTE_TITLE_KEYS[pattern],
  })),
);
