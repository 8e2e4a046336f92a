import type { LayoutName } from '@alumni/domain';
import { LAYOUTS } from '@alumni/domain';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../features/errors/pages/RouteErrorPage.tsx';
import type { Namespace } from '../i18n/catalogues.ts';
import { ensureNamespaces } from '../i18n/i18n.ts';
import { PageLoader } from '../ui/PageLoader.tsx';
import { AuthLayout } from './layouts/AuthLayout.tsx';
import { BlankLayout } from './layouts/BlankLayout.tsx';
import { DefaultLayout } from './layouts/DefaultLayout.tsx';
import { MainLayout } from './layouts/MainLayout.tsx';
import { PublicLayout } from './layouts/PublicLayout.tsx';
import { WindowLayout } from './layouts/WindowLayout.tsx';
import type { PageLoader as LoadPage } from './pages.ts';
import { loadNotAvailableYet, loadNotFound, PAGE_LOADERS, PAGE_NAMESPACES } from './pages.ts';
import { RootErrorPage } from './RootErrorPage.tsx';
import { RootRoute } from './RootRoute.tsx';
import type { PageHandle, TitleHandle } from './routeHandle.ts';
import type { RouteEntry } from './routeTable.ts';
import { ROUTE_TABLE } from './routeTable.ts';

const LAYOUT_ELEMENTS: Record<LayoutName, ReactElement> = {
  auth: <AuthLayout />,
  blank: <BlankLayout />,
  default: <DefaultLayout />,
  main: <MainLayout />,
  public: <PublicLayout />,
  window: <WindowLayout />,
};

/**
 * Loads a page's chunk, and the catalogue namespaces it needs, with its route. A failed download resolves to a component that throws
 * the error, so the route's error element shows it (and reloads the page for a missing chunk):
 * a rejected `lazy` on the first page of a visit would leave React Router rendering nothing.
 */
function lazyPage(load: LoadPage, namespaces: readonly Namespace[] = []): RouteObject['lazy'] {
  return async () => {
    try {
      const [{ default: Component }] = await Promise.all([load(), ensureNamespaces(namespaces)]);
      return { Component };
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}

function pageRoute(entry: RouteEntry): RouteObject {
  const handle: PageHandle = { pattern: entry.pattern, titleKey: entry.titleKey };
  return {
    id: `${entry.locale}:${entry.pattern}`,
    path: entry.path,
    handle,
    errorElement: <RouteErrorPage />,
    lazy: lazyPage(
      PAGE_LOADERS[entry.pattern] ?? loadNotAvailableYet,
      PAGE_NAMESPACES[entry.pattern],
    ),
  };
}

/**
 * The route tree: every spec route in French without a prefix and in English under /en, each
 * under the layout `layoutForPath` gives it; unknown addresses show the 404 error page in the
 * main layout, open to everyone.
 */
export function buildRoutes(): RouteObject[] {
  const layouts: RouteObject[] = LAYOUTS.map((layout) => ({
    id: `layout:${layout}`,
    element: LAYOUT_ELEMENTS[layout],
    children: ROUTE_TABLE.filter((entry) => entry.layout === layout).map(pageRoute),
  }));
  const main = layouts.find((route) => route.id === 'layout:main');
  const notFound: TitleHandle = { titleKey: 'page_title_not_found' };
  main?.children?.push({
    id: 'not-found',
    path: '*',
    handle: notFound,
    errorElement: <RouteErrorPage />,
    lazy: lazyPage(loadNotFound),
  });
  return [
    {
      id: 'root',
      element: <RootRoute />,
      errorElement: <RootErrorPage />,
      hydrateFallbackElement: <PageLoader fullScreen />,
      children: layouts,
    },
  ];
}
