import type { RoutePattern } from '@alumni/domain';
import type { ComponentType } from 'react';

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
};

export const loadNotFound: PageLoader = () => import('../features/errors/pages/NotFoundPage.tsx');
