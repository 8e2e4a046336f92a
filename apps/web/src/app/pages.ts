import type { LayoutName, RoutePattern } from '@alumni/domain';
import type { ComponentType } from 'react';
import type { Namespace } from '../i18n/catalogues.ts';

export interface PageModule {
  default: ComponentType;
}

export type PageLoader = () => Promise<PageModule>;

/** The frame of the main, default and public layouts (AppFrame) shows words of these. */
const FRAME_NAMESPACES: readonly Namespace[] = [
  'notifications',
  'profile',
  'reports',
  'validations',
];

/** Every route whose feature is not built yet shows the same placeholder, in its own chunk. */
export const loadNotAvailableYet: PageLoader = () =>
  import('../features/placeholder/pages/NotAvailableYetPage.tsx');

/**
 * The pages built so far, each loaded with its route (DESIGN §6 "a page's code loads with that
 * page"). A feature's issue adds its pages here; any route missing shows NotAvailableYet.
 */
export const PAGE_LOADERS: Partial<Record<RoutePattern, PageLoader>> = {
  '/': () => import('../features/home/pages/HomePage.tsx'),
  '/login': () => import('../features/auth/pages/LoginPage.tsx'),
  '/logout': () => import('../features/auth/pages/LogoutPage.tsx'),
  '/forgot': () => import('../features/auth/pages/ForgotPasswordPage.tsx'),
  '/reset': () => import('../features/auth/pages/ResetPasswordPage.tsx'),
  '/new': () => import('../features/auth/pages/NewAccountPage.tsx'),
  '/registration': () => import('../features/auth/pages/RegistrationPage.tsx'),
  '/redirect': () => import('../features/redirect/pages/RedirectPage.tsx'),
  '/unsubscription': () => import('../features/unsubscription/pages/UnsubscriptionPage.tsx'),
  '/settings': () => import('../features/settings/pages/SettingsPage.tsx'),
  '/settings/UserSettingsNotifications': () =>
    import('../features/settings/pages/NotificationsPage.tsx'),
  '/settings/school': () => import('../features/schoolSettings/pages/SchoolSettingsPage.tsx'),
  '/dashboard': () => import('../features/dashboard/pages/DashboardPage.tsx'),
  '/directory': () => import('../features/directory/pages/DirectoryPage.tsx'),
  '/superadmin': () => import('../features/superadmin/pages/SuperadminPage.tsx'),
  '/profile': () => import('../features/profile/pages/ProfilePage.tsx'),
  '/profile/:id': () => import('../features/profile/pages/ProfilePage.tsx'),
  '/validations': () => import('../features/validations/pages/ValidationsPage.tsx'),
  '/feed': () => import('../features/feed/pages/FeedPage.tsx'),
  '/blog': () => import('../features/blog/pages/BlogListPage.tsx'),
  '/blog/new': () => import('../features/blog/pages/ArticleFormPage.tsx'),
  '/blog/edit/:id?': () => import('../features/blog/pages/ArticleFormPage.tsx'),
  '/blog/:slug': () => import('../features/blog/pages/ArticlePage.tsx'),
  '/evenements': () => import('../features/events/pages/EventsListPage.tsx'),
  '/evenements/create': () => import('../features/events/pages/EventFormPage.tsx'),
  '/evenements/edit/:id?': () => import('../features/events/pages/EventFormPage.tsx'),
  '/evenements/:slug': () => import('../features/events/pages/EventPage.tsx'),
  '/jobs': () => import('../features/jobs/pages/JobsListPage.tsx'),
  '/jobs/:id': () => import('../features/jobs/pages/JobPage.tsx'),
  '/jobs/create': () => import('../features/jobs/pages/JobFormPage.tsx'),
  '/jobs/d/:id?': () => import('../features/jobs/pages/JobFormPage.tsx'),
  '/jobs/update': () => import('../features/jobs/update/JobUpdatePage.tsx'),
};

/**
 * The layouts, each in its own chunk too: the sign-in pages never download the members'
 * frame (navigation, notifications, profile prompt), nor the members' pages the auth card.
 */
export const LAYOUT_LOADERS: Record<LayoutName, PageLoader> = {
  auth: () => import('./layouts/AuthLayout.tsx').then((m) => ({ default: m.AuthLayout })),
  blank: () => import('./layouts/BlankLayout.tsx').then((m) => ({ default: m.BlankLayout })),
  default: () => import('./layouts/DefaultLayout.tsx').then((m) => ({ default: m.DefaultLayout })),
  main: () => import('./layouts/MainLayout.tsx').then((m) => ({ default: m.MainLayout })),
  public: () => import('./layouts/PublicLayout.tsx').then((m) => ({ default: m.PublicLayout })),
  window: () => import('./layouts/WindowLayout.tsx').then((m) => ({ default: m.WindowLayout })),
};

export const loadNotFound: PageLoader = () => import('../features/errors/pages/NotFoundPage.tsx');

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
  '/settings': ['auth', 'jobApplications', 'settings'],
  '/settings/UserSettingsNotifications': ['auth', 'settings'],
  '/unsubscription': ['settings'],
  '/settings/school': ['directory', 'imports'],
  '/dashboard': ['auth', 'blog', 'dashboard', 'directory', 'events', 'feed', 'jobs'],
  '/directory': ['directory'],
  '/superadmin': ['imports'],
  '/profile': ['directory'],
  '/profile/:id': ['directory'],
  '/validations': ['blog', 'events', 'feed', 'jobs', 'settings'],
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
