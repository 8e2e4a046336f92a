import type { LayoutName } from '@alumni/domain';
import { LAYOUTS } from '@alumni/domain';
import { type ComponentType, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/components/RouteErrorBoundary.tsx';
import { RouteErrorPage } from '../features/errors/pages/RouteErrorPage.tsx';
import { MantineScope } from '../ui/MantineScope.tsx';
import { PageLoader } from '../ui/PageLoader.tsx';
import { useAppShellRemoved } from './appShell.ts';
import { needsMantine } from './pages.ts';
import { RootErrorPage } from './RootErrorPage.tsx';
import { RootRoute } from './RootRoute.tsx';
import { LAYOUT_COMPONENTS, pageComponent } from './routeModules.ts';
import type { RouteEntry } from './routeTable.ts';
import { ROUTE_TABLE } from './routeTable.ts';

/**
 * A layout, downloaded with its route (with Mantine, but for the auth card's); when it fails,
 * the error page without the frame.
 */
function LayoutElement({ layout }: { layout: LayoutName }) {
  const Layout = LAYOUT_COMPONENTS[layout];
  const loader = <PageLoader fullScreen />;
  return (
    <RouteErrorBoundary fallback={<RootErrorPage />}>
      <Suspense fallback={loader}>
        {layout === 'auth' ? (
          <Mounted layout={Layout} />
        ) : (
          <MantineScope fallback={loader}>
            <Mounted layout={Layout} />
          </MantineScope>
        )}
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** A layout once it can render: the server's app shell (appShell.ts) gives it its place. */
function Mounted({ layout: Layout }: { layout: ComponentType }) {
  useAppShellRemoved();
  return <Layout />;
}

/**
 * A page (null: the 404 page), downloaded with its route and its words; when it fails to
 * download or to render, the error page in the layout's frame (and a reload for a missing
 * chunk, features/errors RouteError).
 */
function PageElement({ entry }: { entry: RouteEntry | null }) {
  const Page = pageComponent(entry);
  // The auth card is plain: its pages built with Mantine open their own scope.
  const scoped = entry?.layout === 'auth' && needsMantine(entry.layout, entry.pattern);
  return (
    <RouteErrorBoundary fallback={<RouteErrorPage />}>
      <Suspense fallback={<PageLoader />}>
        {scoped ? (
          <MantineScope>
            <Page />
          </MantineScope>
        ) : (
          <Page />
        )}
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * The route tree: every spec route in French without a prefix and in English under /en, each
 * under the layout `layoutForPath` gives it; unknown addresses show the 404 error page in the
 * main layout, open to everyone. Navigations are transitions (BrowserRouter), so the page
 * shown stays until the next one has downloaded.
 */
export const APP_ROUTES = (
  <Routes>
    <Route
      element={
        <RouteErrorBoundary fallback={<RootErrorPage />}>
          <RootRoute />
        </RouteErrorBoundary>
      }
    >
      {LAYOUTS.map((layout) => (
        <Route key={layout} element={<LayoutElement layout={layout} />}>
          {ROUTE_TABLE.filter((entry) => entry.layout === layout).map((entry) => (
            <Route key={entry.path} path={entry.path} element={<PageElement entry={entry} />} />
          ))}
          {layout === 'main' && <Route path="*" element={<PageElement entry={null} />} />}
        </Route>
      ))}
    </Route>
  </Routes>
);
