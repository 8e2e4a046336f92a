import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale, RoutePattern } from '@alumni/domain';
import { LOCALES, ROUTE_LAYOUT } from '@alumni/domain';
import { escapeAttribute } from './html.ts';

/** One chunk of Vite's manifest (`.vite/manifest.json`), as far as preloads need it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** A layout's or a page's module and needs, as the web build writes them (routes.json). */
interface RouteModule {
  module: string;
  namespaces: string[];
  mantine: boolean;
}

/** `.vite/routes.json`, written by the web build (apps/web/routePreloads.ts). */
interface RouteFiles {
  mantine: string;
  rootNamespaces: string[];
  layouts: Record<string, RouteModule>;
  pages: Record<string, RouteModule>;
  notAvailable: string;
}

/**
 * The `<link>` tags that start downloading a client route's code with the HTML (issue 16,
 * Lighthouse), for `pattern` (null: no route, nothing) in `locale`: every chunk its layout
 * and its page import, with Mantine's when either renders with it, and the catalogues of
 * its namespaces in its language, as `modulepreload`; their stylesheets as `preload`
 * (`as="style"`, not render-blocking: the app adds each stylesheet when its chunk loads, as
 * it would without the preload). What `index.html` already loads is left out.
 */
export type RoutePreloads = (pattern: RoutePattern | null, locale: Locale) => string;

/**
 * Reads Vite's manifest and the build's routes file under `webDist` once, and returns the
 * preloads of each route (all computed now). Without either file (a build
 * without them, the tests' stand-in build) every route gets none. Throws when the files
 * exist but name a module the manifest does not have (a build out of step with itself).
 */
export function loadRoutePreloads(webDist: string): RoutePreloads {
  const manifestPath = path.join(webDist, '.vite/manifest.json');
  const routesPath = path.join(webDist, '.vite/routes.json');
  if (!existsSync(manifestPath) || !existsSync(routesPath)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const routes = JSON.parse(readFileSync(routesPath, 'utf8')) as RouteFiles;

  /** The JS and CSS files `keys` load, with every chunk they import statically. */
  const filesOf = (keys: string[]) => {
    const js = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`route preloads: ${key} is not in the web build's manifest`);
      if (js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return { js, css };
  };
  const entry = filesOf(['index.html']);

  const compute = (pattern: RoutePattern, locale: Locale): string => {
    const layout = routes.layouts[ROUTE_LAYOUT[pattern]];
    const page = routes.pages[pattern] ?? {
      module: routes.notAvailable,
      namespaces: [],
      mantine: true,
    };
    if (!layout) return '';
    const namespaces = new Set([
      ...routes.rootNamespaces,
      ...layout.namespaces,
      ...page.namespaces,
    ]);
    const { js, css } = filesOf([
      layout.module,
      page.module,
      ...(layout.mantine || page.mantine ? [routes.mantine] : []),
      ...[...namespaces].map((namespace) => `src/i18n/locales/${locale}/${namespace}.json`),
    ]);
    const href = (file: string) => escapeAttribute(`/${file}`);
    return [
      ...[...css]
        .filter((file) => !entry.css.has(file))
        .map((file) => `<link rel="preload" as="style" crossorigin href="${href(file)}">`),
      ...[...js]
        .filter((file) => !entry.js.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}">`),
    ].join('');
  };

  // Every route in both languages now: a build out of step with itself fails at start.
  const links = new Map<string, string>();
  for (const pattern of Object.keys(ROUTE_LAYOUT) as RoutePattern[]) {
    for (const locale of LOCALES) links.set(`${locale} ${pattern}`, compute(pattern, locale));
  }
  return (pattern, locale) => (pattern ? (links.get(`${locale} ${pattern}`) ?? '') : '');
}
