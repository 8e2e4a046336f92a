import type { Locale } from './locales.ts';
import { LOCALE_PREFIX } from './locales.ts';
import { safeRedirectPath } from './post-login.ts';

/**
 * Routes, locale prefixes, layouts and the login redirect (spec 1 §2 "Screens and routes",
 * "Access rules for routes", "Layouts"; spec 2 §2). Every route exists in French without a
 * prefix and in English under `/en`; the lists below are locale-less.
 */

export const HOME_PATH = '/';

/** Static routes, exactly as the spec lists them (spec 1 §2, spec 2 §2 Route forms). */
export const STATIC_ROUTES = [
  '/about',
  '/blog',
  '/dashboard',
  '/directory',
  '/discussions',
  '/emailing',
  '/evenements',
  '/feed',
  '/forgot',
  '/groups',
  '/jobs',
  '/login',
  '/logout',
  '/mentorship',
  '/new',
  '/page',
  '/profile',
  '/redirect',
  '/registration',
  '/reset',
  '/resources',
  '/settings',
  '/statistics',
  '/subscription',
  '/superadmin',
  '/survey',
  '/unsubscription',
  '/validations',
  '/blog/new',
  '/evenements/create',
  '/groups/create',
  '/jobs/create',
  '/jobs/update',
  '/mentorship/followup',
  '/settings/school',
  '/settings/UserSettingsNotifications',
  '/survey/d/dispatch',
] as const;
export type StaticRoute = (typeof STATIC_ROUTES)[number];

/** Routes with parameters as React Router patterns; `:id?` is optional (spec 1 §2). */
export const PARAM_ROUTES = [
  '/blog/edit/:id?',
  '/evenements/edit/:id?',
  '/groups/edit/:id?',
  '/jobs/d/:id?',
  '/survey/d/:id?',
  '/about/:id',
  '/blog/:slug',
  '/evenements/:slug',
  '/groups/:slug',
  '/jobs/:id',
  '/page/:slug',
  '/profile/:id',
  '/survey/:id',
  '/groups/:slug/feed',
  '/groups/:slug/members',
  '/groups/:slug/validations',
  '/page/:slug/:id',
  '/custom/:slug?',
] as const;
export type ParamRoute = (typeof PARAM_ROUTES)[number];

export type RoutePattern = typeof HOME_PATH | StaticRoute | ParamRoute;

export const LAYOUTS = ['auth', 'blank', 'default', 'main', 'public', 'window'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

const NON_DEFAULT_LAYOUT: Partial<Record<RoutePattern, LayoutName>> = {
  '/login': 'auth',
  '/forgot': 'auth',
  '/reset': 'auth',
  '/new': 'auth',
  '/registration': 'auth',
  '/logout': 'auth',
  '/redirect': 'blank',
  '/subscription': 'blank',
  '/unsubscription': 'blank',
  '/jobs/update': 'blank',
  '/survey/:id': 'window',
  '/survey/d/dispatch': 'window',
  '/survey/d/:id?': 'window',
  '/mentorship/followup': 'window',
  '/': 'main',
  '/about': 'public',
  '/about/:id': 'public',
  '/blog': 'public',
  '/blog/:slug': 'public',
  '/page': 'public',
  '/page/:slug': 'public',
  '/page/:slug/:id': 'public',
  '/custom/:slug?': 'public',
  '/dashboard': 'public',
};

const ALL_PATTERNS: readonly RoutePattern[] = [HOME_PATH, ...STATIC_ROUTES, ...PARAM_ROUTES];

/**
 * Layout of every route pattern (spec 1 §2 Layouts): auth (login photo background), blank,
 * default (requires authentication, not indexed), main (home), public (open to anonymous
 * visitors when the school has public pages), window.
 */
export const ROUTE_LAYOUT: Readonly<Record<RoutePattern, LayoutName>> = Object.fromEntries(
  ALL_PATTERNS.map((pattern) => [pattern, NON_DEFAULT_LAYOUT[pattern] ?? 'default']),
) as Record<RoutePattern, LayoutName>;

/**
 * The layouts drawn in the members' frame (header with the navigation, page, footer: the web's
 * AppFrame): main, default and public. The others (auth card, blank, window) have no frame.
 */
export const FRAME_LAYOUTS: ReadonlySet<LayoutName> = new Set<LayoutName>([
  'main',
  'default',
  'public',
]);

/**
 * The id of the frame's header bar that the server paints from the HTML before any script
 * runs (issue 16, the app shell) and that the web app removes when its first layout mounts.
 */
export const APP_SHELL_ID = 'app-shell';

/** Whether the page at `pattern` (undefined: no client route) is drawn in the frame. */
export function hasFrame(pattern: RoutePattern | undefined): boolean {
  return pattern !== undefined && FRAME_LAYOUTS.has(ROUTE_LAYOUT[pattern]);
}

const EN_PREFIX = /^\/en(?=$|[/?#])/;

/** Splits 'path?query#hash' into its path and the rest, which keeps its '?' or '#'. */
function splitSuffix(fullPath: string): { path: string; suffix: string } {
  const cut = fullPath.search(/[?#]/);
  return cut === -1
    ? { path: fullPath, suffix: '' }
    : { path: fullPath.slice(0, cut), suffix: fullPath.slice(cut) };
}

function withLeadingSlash(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * Reads the locale of a URL path (spec 1 §2: French unprefixed, English under /en).
 * '/en' and '/en/…' are English and `path` is what follows the prefix; anything else, '/enfoo'
 * included, is French and `path` is the input. `path` always starts with '/' ('/en' → '/');
 * a query or hash in the input is kept at the end of `path`. Never throws.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const input = withLeadingSlash(pathname);
  if (!EN_PREFIX.test(input)) return { locale: 'fr', path: input };
  const rest = input.slice(3);
  return { locale: 'en', path: rest.startsWith('/') ? rest : `/${rest}` };
}

/**
 * Path of a page in a locale (spec 1 §2): '/login' + 'en' → '/en/login', '/' + 'en' → '/en',
 * French paths unchanged. A query and hash are kept. An existing '/en' prefix is replaced
 * rather than doubled, so the function is idempotent. Never throws.
 */
export function localizePath(path: string, locale: Locale): string {
  const bare = splitLocalePath(path).path;
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return bare;
  // '/en' rather than '/en/' for the home page, and '/en?x' rather than '/en/?x'.
  return bare === '/' || bare.startsWith('/?') || bare.startsWith('/#')
    ? `${prefix}${bare.slice(1)}`
    : `${prefix}${bare}`;
}

/**
 * Same page in another locale, for the language switch (spec 1 §4 "A language switch changes
 * the route locale") and the layouts' move to the preferred locale: takes the current path
 * with its query and hash, returns it with the prefix of `locale` and the same path, query
 * and hash. On the login page, the `redirect` query moves to `locale` too (the one rule of
 * loginPath: it names the page in the login page's language). Never throws.
 */
export function switchLocalePath(pathname: string, locale: Locale): string {
  const target = localizePath(pathname, locale);
  const { path, suffix } = splitSuffix(target);
  if (routePathOf(path) !== '/login' || !suffix.startsWith('?')) return target;
  const hashAt = suffix.indexOf('#');
  const pairs = suffix.slice(1, hashAt === -1 ? undefined : hashAt).split('&');
  const at = pairs.findIndex((pair) => pair.split('=')[0] === 'redirect');
  const value = pairs[at]?.slice('redirect='.length) ?? '';
  const redirect = safeRedirectPath(safeDecode(value.replace(/\+/g, ' ')));
  if (redirect === null) return target;
  const moved = loginRedirectQuery(localizePath(redirect, locale));
  if (moved === null) pairs.splice(at, 1);
  else pairs[at] = `redirect=${encodeURIComponent(moved)}`;
  const rest = pairs.join('&');
  return `${path}${rest ? `?${rest}` : ''}${hashAt === -1 ? '' : suffix.slice(hashAt)}`;
}

/** Locale-less path without query, hash or trailing slash: the form route patterns match. */
function routePathOf(fullPath: string): string {
  const { path } = splitSuffix(splitLocalePath(fullPath).path);
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * Value of the `redirect` query given to the login page (spec 1 §2 Access rules): the original
 * full path, locale prefix and query included, or null when the path is the root or the
 * dashboard in either locale. Auth pages (login, logout…) also give null, since coming back to
 * them after signing in would undo it. Never throws. Build login links with loginPath, which
 * also puts the path in the login page's language.
 */
export function loginRedirectQuery(fullPath: string): string | null {
  const path = routePathOf(fullPath);
  if (path === HOME_PATH || path === '/dashboard') return null;
  if (layoutForPath(path) === 'auth') return null;
  return withLeadingSlash(fullPath);
}

/**
 * Login URL for an unauthenticated visitor on a protected page, and for every sign-in link
 * (spec 1 §2 Access rules): '/login' or '/en/login', plus
 * '?redirect=<encodeURIComponent(full path)>' unless loginRedirectQuery gives null. The one
 * rule for the redirect query everywhere (guards, sign-in buttons, the move to the preferred
 * locale through switchLocalePath): the page's full path in the login page's locale, so
 * `/about` seen from `/en/login` comes back as `/en/about`. Never throws.
 */
export function loginPath(fullPath: string, locale: Locale): string {
  const login = localizePath('/login', locale);
  const redirect = loginRedirectQuery(localizePath(fullPath, locale));
  return redirect === null ? login : `${login}?redirect=${encodeURIComponent(redirect)}`;
}

/**
 * Where a layout sends a visitor on mount to honour the school's locale (spec 1 §2 Layouts,
 * spec 2 §2 Language). Takes the current path (query and hash kept), the school's preferred
 * locale and the language cookie (null when unset). An explicit '/en' prefix is never
 * redirected; an unprefixed path goes to its '/en' form when the cookie says 'en', or when
 * there is no cookie and the school prefers English. Returns the target, or null to stay.
 * Never throws.
 */
export function preferredLocaleRedirect(
  pathname: string,
  opts: { schoolLocale: Locale; cookieLocale: Locale | null },
): string | null {
  if (splitLocalePath(pathname).locale === 'en') return null;
  const wanted = opts.cookieLocale ?? opts.schoolLocale;
  return wanted === 'en' ? switchLocalePath(pathname, 'en') : null;
}

interface CompiledRoute {
  pattern: RoutePattern;
  segments: string[];
  score: number;
}

// Optional segments expand into both variants, and a static segment outranks a parameter, as
// React Router ranks routes: '/blog/edit' is the editor, not an article with slug 'edit'.
const COMPILED_ROUTES: CompiledRoute[] = ALL_PATTERNS.flatMap((pattern) => {
  const segments = pattern.split('/').filter(Boolean);
  const required = segments.filter((s) => !s.endsWith('?'));
  const variants =
    required.length === segments.length
      ? [segments]
      : [required, segments.map((s) => s.replace(/\?$/, ''))];
  return variants.map((variant) => ({
    pattern,
    segments: variant,
    score: variant.reduce((sum, s) => sum + (s.startsWith(':') ? 3 : 10), 0),
  }));
});

/**
 * Finds the route a path shows (spec 1 §2): takes a path in either locale, with or without a
 * query, hash or trailing slash; returns the matching pattern and its decoded parameters, or
 * null for an unknown route (the 404 page). Static segments win over parameters.
 * Never throws (a malformed percent-escape is kept as it is).
 */
export function matchRoute(
  fullPath: string,
): { pattern: RoutePattern; params: Record<string, string> } | null {
  const parts = routePathOf(fullPath).split('/').filter(Boolean);
  let best: { route: CompiledRoute; params: Record<string, string> } | null = null;
  for (const route of COMPILED_ROUTES) {
    if (route.segments.length !== parts.length) continue;
    if (best && best.route.score >= route.score) continue;
    const params: Record<string, string> = {};
    const matches = route.segments.every((segment, i) => {
      const part = parts[i] ?? '';
      if (!segment.startsWith(':')) return segment === part;
      params[segment.slice(1)] = safeDecode(part);
      return true;
    });
    if (matches) best = { route, params };
  }
  return best && { pattern: best.route.pattern, params: best.params };
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * Layout of a concrete path (spec 1 §2 Layouts): takes a path in either locale (query, hash
 * and trailing slash ignored) and returns its layout from ROUTE_LAYOUT; an unknown path gives
 * 'default', so unknown pages are not exposed to anonymous visitors. Never throws.
 */
export function layoutForPath(path: string): LayoutName {
  const match = matchRoute(path);
  return match ? ROUTE_LAYOUT[match.pattern] : 'default';
}

/**
 * Whether a path may be shown to an anonymous visitor of a school with public pages
 * (spec 1 §2 Layouts, spec 2 §6 Feature visibility): true for the main and public layouts,
 * false for every other layout. Auth and blank pages are open to everyone whatever the
 * school's setting (see isAlwaysOpenPath), so they too give false here. Never throws.
 */
export function isPublicCapablePath(path: string): boolean {
  const layout = layoutForPath(path);
  return layout === 'main' || layout === 'public';
}

/**
 * Whether a path is open to anyone, signed in or not, whatever the school's settings
 * (spec 1 §2: login, registration, token links): true for the auth and blank layouts.
 * Never throws.
 */
export function isAlwaysOpenPath(path: string): boolean {
  const layout = layoutForPath(path);
  return layout === 'auth' || layout === 'blank';
}
