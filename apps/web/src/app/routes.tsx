import { LAYOUTS } from '@alumni/domain';
import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../features/errors/pages/RouteErrorPage.tsx';
import type { Namespace } from '../i18n/catalogues.ts';
import { ensureCatalogues } from '../i18n/i18n.ts';
import { PageLoader } from '../ui/PageLoader.tsx';
import type { PageLoader as LoadPage } from './pages.ts';
import {
  LAYOUT_LOADERS,
  loadNotAvailableYet,
  loadNotFound,
  PAGE_LOADERS,
  routeNamespaces,
} from './pages.ts';
import { RootErrorPage } from './RootErrorPage.tsx';
import { RootRoute } from './RootRoute.tsx';
import type { PageHandle, TitleHandle } from './routeHandle.ts';
import type { RouteEntry } from './routeTable.ts';
import { ROUTE_TABLE } from './routeTable.ts';

/**
 * Loads a page's (or a layout's) chunk with its route, and the page's catalogue namespaces
 * in the route's language. A failed download resolves to a component that throws the error,
 * so the route's error element shows it (and reloads the page for a missing chunk): a
 * rejected `lazy` on the first page of a visit would leave React Router rendering nothing.
 */
function lazyPage(
  load: LoadPage,
  words?: { locale: RouteEntry['locale']; namespaces: readonly Namespace[] },
): RouteObject['lazy'] {
  return async () => {
    try {
      const [{ default: Component }] = await Promise.all([
        load(),
        words ? ensureCatalogues(words.locale, words.namespaces) : undefined,
      ]);
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
    lazy: lazyPage(PAGE_LOADERS[entry.pattern] ?? loadNotAvailableYet, {
      locale: entry.locale,
      namespaces: routeNamespaces(entry.layout, entry.pattern),
    }),
  };
}

/**
 * The route tree: every spec route in French without a prefix and in English under /en, each
 * under the layout `layoutForPath` gives it; unknown addresses show the 404 error page in the
 * main layout, open to everyone. Layouts and pages load with their routes, in parallel.
 */
export function buildRoutes(): RouteObject[] {
  const layouts: RouteObject[] = LAYOUTS.map((layout) => ({
    id: `layout:${layout}`,
    lazy: lazyPage(LAYOUT_LOADERS[layout]),
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
