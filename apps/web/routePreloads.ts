import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  LAYOUT_NAMESPACES,
  PAGE_NAMESPACES,
  PLAIN_PAGES,
  ROOT_NAMESPACES,
} from './src/app/routeData.ts';

/**
 * What the server reads to name a route's files in its HTML (`.vite/routes.json`, read with
 * Vite's manifest by apps/server/src/platform/route-preloads.ts): the source module of each
 * layout and page (manifest keys), the catalogue namespaces each needs, and which of them
 * render with Mantine (the `SchoolMantineProvider` chunk and its stylesheet).
 */
export interface RouteFiles {
  /** The manifest key of the chunk that brings Mantine and its stylesheet. */
  mantine: string;
  /** The namespaces every route loads (the shell's). */
  rootNamespaces: string[];
  layouts: Record<string, { module: string; namespaces: string[]; mantine: boolean }>;
  /** By route pattern; a pattern missing here shows `notAvailable`. */
  pages: Record<string, { module: string; namespaces: string[]; mantine: boolean }>;
  notAvailable: string;
}

/** `'/x': () => import('../features/…')` and `main: () => import('./layouts/…')` in pages.ts. */
const PAGE_IMPORT = /'(\/[^']*)': \(\) =>\s*import\('([^']+)'\)/g;
const LAYOUT_IMPORT = /(\w+): \(\) =>\s*import\('(\.\/layouts\/[^']+)'\)/g;
const NOT_AVAILABLE_IMPORT = /loadNotAvailableYet: PageLoader = \(\) =>\s*import\('([^']+)'\)/;
/** `const loadX: PageLoader = () => import('…')`: a page shared by several routes… */
const SHARED_LOADER = /const (load\w+): PageLoader = \(\) =>\s*import\('([^']+)'\)/g;
/** …and `'/x': loadX,` for each of its routes. */
const SHARED_PAGE = /'(\/[^']*)': (load\w+),/g;

/**
 * Reads the route modules from `src/app/pages.ts` (its `import()` calls, as
 * routeNamespaces.test.ts does) and the namespaces from `src/app/routeData.ts`. Throws when a
 * layout or a page with namespaces has no module found, so that a change of pages.ts's form
 * fails the build rather than dropping preloads without anyone noticing.
 */
export function routeFiles(root: string): RouteFiles {
  const pagesPath = path.join(root, 'src/app/pages.ts');
  const text = readFileSync(pagesPath, 'utf8');
  const key = (specifier: string) =>
    path
      .relative(root, path.resolve(path.dirname(pagesPath), specifier))
      .split(path.sep)
      .join('/');
  const layouts: RouteFiles['layouts'] = {};
  for (const [, name, specifier] of text.matchAll(LAYOUT_IMPORT)) {
    const layout = name as keyof typeof LAYOUT_NAMESPACES;
    layouts[layout] = {
      module: key(specifier as string),
      namespaces: [...(LAYOUT_NAMESPACES[layout] ?? [])],
      mantine: layout !== 'auth',
    };
  }
  const pages: RouteFiles['pages'] = {};
  for (const [, pattern, specifier] of text.matchAll(PAGE_IMPORT)) {
    const route = pattern as keyof typeof PAGE_NAMESPACES;
    pages[route] = {
      module: key(specifier as string),
      namespaces: [...(PAGE_NAMESPACES[route] ?? [])],
      mantine: !PLAIN_PAGES.has(route),
    };
  }
  const loaders = new Map([...text.matchAll(SHARED_LOADER)].map((m) => [m[1], m[2]] as const));
  for (const [, pattern, loader] of text.matchAll(SHARED_PAGE)) {
    const specifier = loaders.get(loader as string);
    if (!specifier) continue;
    const route = pattern as keyof typeof PAGE_NAMESPACES;
    pages[route] = {
      module: key(specifier),
      namespaces: [...(PAGE_NAMESPACES[route] ?? [])],
      mantine: !PLAIN_PAGES.has(route),
    };
  }
  const notAvailable = NOT_AVAILABLE_IMPORT.exec(text)?.[1];
  const missing = [
    ...Object.keys(LAYOUT_NAMESPACES).filter((layout) => !layouts[layout]),
    ...Object.keys(PAGE_NAMESPACES).filter((pattern) => !pages[pattern]),
    ...(notAvailable ? [] : ['loadNotAvailableYet']),
  ];
  if (missing.length) {
    throw new Error(`routePreloads: no module found in pages.ts for ${missing.join(', ')}`);
  }
  return {
    mantine: 'src/app/SchoolMantineProvider.tsx',
    rootNamespaces: [...ROOT_NAMESPACES],
    layouts,
    pages,
    notAvailable: key(notAvailable as string),
  };
}

/** Writes `routeFiles()` to `<outDir>/.vite/routes.json` at the end of the build. */
export function routePreloads(): Plugin {
  let root = '.';
  let outDir = 'dist';
  return {
    name: 'alumni-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      writeFileSync(
        path.join(outDir, '.vite/routes.json'),
        `${JSON.stringify(routeFiles(root), null, 2)}\n`,
      );
    },
  };
}
