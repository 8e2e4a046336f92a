import type { RoutePattern } from '@alumni/domain';
import type { ComponentType } from 'react';
import type { Namespace } from '../i18n/catalogues.ts';

export interface PageModule {
  default: ComponentType;
}

export type PageLoader = () => Promise<PageModule>;

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
};

export const loadNotFound: PageLoader = () => import('../features/errors/pages/NotFoundPage.tsx');

/**
 * The lazy catalogue namespaces a page needs besides the ones loaded with the app
 * (i18n/catalogues.ts LAZY_NAMESPACES): they download with the page's chunk.
 */
export const PAGE_NAMESPACES: Partial<Record<RoutePattern, readonly Namespace[]>> = {
  '/new': ['signup'],
  '/registration': ['signup'],
  '/settings/school': ['imports'],
  '/superadmin': ['imports'],
};
