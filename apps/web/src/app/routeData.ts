import type { LayoutName, RoutePattern } from '@alumni/domain';
import type { Namespace } from '../i18n/catalogues.ts';

// What each route needs besides its code, as plain data (no import of a page): read by the
// app (pages.ts re-exports it) and by the build (apps/web/routePreloads.ts), which writes it
// with each route's modules for the server's preloads (issue 16, Lighthouse).

/** The frame of the main, default and public layouts (AppFrame) shows words of these. */
const FRAME_NAMESPACES: readonly Namespace[] = [
  'notifications',
  'profile',
  'reports',
  'validations',
];

/**
 * The pages built without Mantine (issue 16: the sign-in page paints with the least code it
 * can), in the one layout built without it, the auth card. Every other page, and every
 * other layout, renders inside a MantineScope (routes.tsx).
 */
export const PLAIN_PAGES: ReadonlySet<RoutePattern> = new Set<RoutePattern>(['/login']);

/** Whether the page of `layout` at `pattern` (null: the 404 page) needs Mantine. */
export function needsMantine(layout: LayoutName, pattern: RoutePattern | null): boolean {
  return layout !== 'auth' || pattern === null || !PLAIN_PAGES.has(pattern);
}

/** The catalogue namespaces every route loads: the shell's words (RootRoute, errors, titles). */
export const ROOT_NAMESPACES: readonly Namespace[] = ['common'];

/** The namespaces the frame of each layout shows (navigation, bell, profile prompt…). */
export const LAYOUT_NAMESPACES: Record<LayoutName, readonly Namespace[]> = {
  auth: [],
  blank: [],
  window: [],
  main: FRAME_NAMESPACES,
  default: FRAME_NAMESPACES,
  public: FRAME_NAMESPACES,
};

/**
 * The namespaces each page needs besides its layout's: downloaded in the route's language
 * with the page's chunk (routes.tsx). catalogues.test.ts checks that every key the code of a
 * page, its layout and the shell can show is in one of them.
 */
export const PAGE_NAMESPACES: Partial<Record<RoutePattern, readonly Namespace[]>> = {
  '/': ['dashboard'],
  '/login': ['auth'],
  '/forgot': ['auth'],
  '/reset': ['auth'],
  '/new': ['auth', 'signup'],
  '/registration': ['auth', 'signup'],
  '/settings': [
    'about',
    'auth',
    'feed',
    'jobApplications',
    'mentorship',
    'personalData',
    'settings',
  ],
  '/settings/UserSettingsNotifications': ['mentorship', 'settings'],
  '/unsubscription': ['subscription'],
  '/subscription': ['subscription'],
  '/emailing': ['bulkOperations', 'emailing', 'feed'],
  '/settings/school': [
    'about',
    'apiKeys',
    'directory',
    'duplicates',
    'feed',
    'imports',
    'integrations',
    'pages',
  ],
  '/dashboard': ['auth', 'blog', 'dashboard', 'directory', 'events', 'feed', 'jobs', 'mentorship'],
  '/directory': ['bulkOperations', 'directory'],
  '/discussions': ['discussions'],
  '/superadmin': ['imports', 'mentorship', 'superadmin'],
  '/profile': ['directory'],
  '/profile/:id': ['directory'],
  '/validations': ['blog', 'events', 'feed', 'groups', 'jobs', 'mentorship', 'settings'],
  '/feed': ['feed'],
  '/blog': ['blog'],
  '/blog/new': ['blog', 'feed'],
  '/blog/edit/:id?': ['blog', 'feed'],
  '/blog/:slug': ['blog'],
  '/evenements': ['directory', 'events'],
  '/evenements/create': ['events'],
  '/evenements/edit/:id?': ['events'],
  '/evenements/:slug': ['events'],
  '/jobs': ['jobApplications', 'jobs'],
  '/jobs/:id': ['jobApplications', 'jobs'],
  '/jobs/create': ['jobs'],
  '/jobs/d/:id?': ['jobs'],
  '/jobs/update': ['jobs', 'jobUpdate'],
  '/page': ['pages'],
  '/page/:slug': ['pages'],
  '/page/:slug/:id': ['pages'],
  '/resources': ['resources'],
  '/mentorship': ['mentorship'],
  '/mentorship/followup': ['mentorship'],
  '/about': ['about', 'dashboard'],
  '/about/:id': ['about'],
  '/groups': ['groups'],
  '/groups/create': ['groups'],
  '/groups/edit/:id?': ['groups'],
  '/groups/:slug': ['events', 'feed', 'groups'],
  '/groups/:slug/feed': ['events', 'feed', 'groups'],
  '/groups/:slug/members': ['events', 'feed', 'groups'],
  '/groups/:slug/validations': ['events', 'feed', 'groups'],
};

/** Every namespace a page of `layout` at `pattern` reads, the shell's included. */
export function routeNamespaces(layout: LayoutName, pattern: RoutePattern | null): Namespace[] {
  return [
    ...new Set([
      ...ROOT_NAMESPACES,
      ...LAYOUT_NAMESPACES[layout],
      ...((pattern && PAGE_NAMESPACES[pattern]) || []),
    ]),
  ];
}
