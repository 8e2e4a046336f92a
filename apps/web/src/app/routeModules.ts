import type { LayoutName } from '@alumni/domain';
import { matchRoute, ROUTE_LAYOUT, splitLocalePath } from '@alumni/domain';
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy } from 'react';
import { ensureCatalogues } from '../i18n/i18n.ts';
import { preloadMantine } from '../ui/MantineScope.tsx';
import type { PageLoader, PageModule } from './pages.ts';
import {
  LAYOUT_LOADERS,
  loadNotAvailableYet,
  loadNotFound,
  needsMantine,
  PAGE_LOADERS,
  routeNamespaces,
} from './pages.ts';
import type { RouteEntry } from './routeTable.ts';

// Every layout and page is a chunk of its own (DESIGN §6), downloaded once: the lazy
// components below and preloadRoute share one download per chunk, so that a page and its
// layout, and the page's words, download at the same time rather than one after the other.

const downloads = new Map<string, Promise<PageModule>>();

function downloadOnce(key: string, load: PageLoader): Promise<PageModule> {
  let pending = downloads.get(key);
  if (!pending) {
    pending = load();
    // A failed download is tried again the next time the route is visited.
    pending.catch(() => downloads.delete(key));
    downloads.set(key, pending);
  }
  return pending;
}

const layoutModule = (layout: LayoutName) =>
  downloadOnce(`layout:${layout}`, LAYOUT_LOADERS[layout]);

/** A page's chunk, with its words in its route's language. */
function pageModule(entry: Pick<RouteEntry, 'pattern' | 'locale' | 'layout'>) {
  return Promise.all([
    downloadOnce(entry.pattern, PAGE_LOADERS[entry.pattern] ?? loadNotAvailableYet),
    ensureCatalogues(entry.locale, routeNamespaces(entry.layout, entry.pattern)),
  ]).then(([module]) => module);
}

/** The layouts as lazy components. */
export const LAYOUT_COMPONENTS = Object.fromEntries(
  Object.keys(LAYOUT_LOADERS).map((layout) => [
    layout,
    lazy(() => layoutModule(layout as LayoutName)),
  ]),
) as Record<LayoutName, LazyExoticComponent<ComponentType>>;

const pageComponents = new Map<string, LazyExoticComponent<ComponentType>>();

/** The page of a route entry (null: the 404 page) as a lazy component, one per address. */
export function pageComponent(entry: RouteEntry | null): LazyExoticComponent<ComponentType> {
  const key = entry ? entry.path : '*';
  let component = pageComponents.get(key);
  if (!component) {
    component = lazy(() => (entry ? pageModule(entry) : downloadOnce('*', loadNotFound)));
    pageComponents.set(key, component);
  }
  return component;
}

/**
 * Starts downloading what the page at `pathname` needs (its layout, its chunk, its words in
 * its language and Mantine unless it is a plain page), when nothing has yet: called before the route renders, so that the layout
 * does not wait to render before its page starts downloading. Never throws.
 */
export function preloadRoute(pathname: string): void {
  const { locale, path } = splitLocalePath(pathname);
  const pattern = matchRoute(path)?.pattern;
  const layout = pattern ? ROUTE_LAYOUT[pattern] : 'main';
  const swallow = () => undefined;
  if (needsMantine(layout, pattern ?? null)) preloadMantine();
  layoutModule(layout).catch(swallow);
  if (pattern) pageModule({ pattern, locale, layout }).catch(swallow);
  else downloadOnce('*', loadNotFound).catch(swallow);
}
