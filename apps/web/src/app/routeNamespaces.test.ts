import type { LayoutName, RoutePattern } from '@alumni/domain';
import { LAYOUTS } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import { namespaceCatalogue } from '../i18n/allCatalogues.ts';
import type { Namespace } from '../i18n/catalogues.ts';
import { NAMESPACES } from '../i18n/catalogues.ts';
import { PAGE_NAMESPACES, ROOT_NAMESPACES, routeNamespaces } from './pages.ts';
import { ROUTE_TABLE } from './routeTable.ts';

// Each route downloads only the catalogue namespaces it lists (pages.ts), in its language
// (issue 16). These tests read the source: from a page, its layout and the shell, every
// module reached by an import (static, or dynamic inside the page: a lazy dialog), and every
// catalogue key those modules name must be in a namespace the route loads.

/** Every module of the app, as text, by path from this folder ('../app/pages.ts'). */
const SOURCES = new Map(
  Object.entries(
    import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
    // Vite names this folder's own files './x.ts'.
  ).map(([path, text]) => [path.replace(/^\.\//, '../app/'), text] as const),
);

const KEY_NAMESPACE = new Map<string, Namespace>(
  NAMESPACES.flatMap((namespace) =>
    Object.keys(namespaceCatalogue('en', namespace)).map((key) => [key, namespace] as const),
  ),
);

function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** A feature's public entry (`features/<area>/index.ts`), which only re-exports. */
const isFeatureEntry = (path: string) => /\/features\/[^/]+\/index\.ts$/.test(path);

/**
 * The modules of a feature's public entry that define the value names `importer` imports
 * from it: the bundle keeps only those (apps/web/package.json `sideEffects`, frameChunk.ts).
 */
function entryModules(importer: string, entry: string): string[] {
  const defined = new Map<string, string>();
  for (const [, names = '', from = ''] of (SOURCES.get(entry) ?? '').matchAll(
    /^export\s+\{([^}]*)\}\s+from\s+'(\.[^']+)'/gm,
  )) {
    for (const name of names.split(',')) defined.set(name.trim(), resolve(entry, from));
  }
  const modules: string[] = [];
  for (const [, names = '', from = ''] of (SOURCES.get(importer) ?? '').matchAll(
    /^import\s+\{([^}]*)\}\s+from\s+'(\.[^']+)'/gm,
  )) {
    if (resolve(importer, from) !== entry) continue;
    for (const name of names.split(',')) {
      const module = defined.get(name.trim());
      if (module) modules.push(module);
    }
  }
  return modules;
}

/** The app modules a module imports: values only (not `import type`), re-exports, import(). */
function importsOf(path: string): string[] {
  const text = SOURCES.get(path) ?? '';
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+'(\.[^']+)'/gms),
    ...text.matchAll(/^import\s+'(\.[^']+)'/gm),
    // The router's lazy pages are routes of their own, not part of the page importing pages.ts.
    ...(path === '../app/pages.ts' ? [] : text.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)),
  ].map((match) => match[1] ?? '');
  return specifiers
    .map((specifier) => resolve(path, specifier))
    .flatMap((p) => (isFeatureEntry(p) && !isFeatureEntry(path) ? entryModules(path, p) : [p]))
    .filter((p) => SOURCES.has(p));
}

/**
 * Lazy modules that download their own words before they render (useCatalogues), so that the
 * routes showing them need not: the chat widget, on every page of the members' frame, loads
 * `discussions` with its code the first time it opens (features/discussions ChatWidgetMount,
 * WIDGET_NAMESPACES). The walk from a route stops at them; their own test is below.
 */
const OWN_WORDS = new Map<string, readonly Namespace[]>([
  ['../features/discussions/components/ChatWidget.tsx', ['discussions']],
]);

/** Every module reached from `entries` (not entering a module of OWN_WORDS but from itself). */
function closure(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length) {
    const path = stack.pop() as string;
    if (seen.has(path)) continue;
    if (OWN_WORDS.has(path) && !entries.includes(path)) continue;
    if (!SOURCES.has(path)) throw new Error(`no module ${path}`);
    seen.add(path);
    stack.push(...importsOf(path));
  }
  return seen;
}

/**
 * The namespaces whose keys the modules name: a key as a string literal (`t('login_submit')`,
 * keys kept in tables), or a key prefix before an interpolation (`profile_${kind}_saved`).
 */
function namespacesUsed(paths: Iterable<string>): Set<Namespace> {
  const used = new Set<Namespace>();
  for (const path of paths) {
    const text = SOURCES.get(path) ?? '';
    for (const match of text.matchAll(/(['"`])([a-z][a-z0-9_]*)\1/g)) {
      const namespace = KEY_NAMESPACE.get(match[2] ?? '');
      if (namespace) used.add(namespace);
    }
    for (const match of text.matchAll(/`([a-z][a-z0-9_]*_)\$\{/g)) {
      for (const [key, namespace] of KEY_NAMESPACE) {
        if (key.startsWith(match[1] ?? '')) used.add(namespace);
      }
    }
  }
  return used;
}

const PAGES_TEXT = SOURCES.get('../app/pages.ts') ?? '';

/** The pages several routes share: `const loadX: PageLoader = () => import('…')`. */
const SHARED_LOADERS = new Map(
  [...PAGES_TEXT.matchAll(/const (load\w+): PageLoader = \(\) =>\s*import\('([^']+)'\)/g)].map(
    (match) => [match[1] ?? '', resolve('../app/pages.ts', match[2] ?? '')] as const,
  ),
);

/** The module of each page route and layout, read from pages.ts's import() calls. */
const PAGE_MODULES = new Map([
  ...[...PAGES_TEXT.matchAll(/'(\/[^']*)': \(\) =>\s*import\('([^']+)'\)/g)].map(
    (match) => [match[1] as RoutePattern, resolve('../app/pages.ts', match[2] ?? '')] as const,
  ),
  ...[...PAGES_TEXT.matchAll(/'(\/[^']*)': (load\w+),/g)].flatMap((match) => {
    const module = SHARED_LOADERS.get(match[2] ?? '');
    return module ? [[match[1] as RoutePattern, module] as const] : [];
  }),
]);
const LAYOUT_MODULES = new Map(
  [...PAGES_TEXT.matchAll(/(\w+): \(\) =>\s*import\('(\.\/layouts\/[^']+)'\)/g)].map((match) => [
    match[1] as LayoutName,
    resolve('../app/pages.ts', match[2] ?? ''),
  ]),
);
const NOT_AVAILABLE = '../features/placeholder/pages/NotAvailableYetPage.tsx';
const NOT_FOUND = '../features/errors/pages/NotFoundPage.tsx';
const SHELL = ['../app/RootRoute.tsx', '../features/errors/pages/RouteErrorPage.tsx'];

const missing = (needed: Set<Namespace>, loaded: readonly Namespace[]) =>
  [...needed].filter((namespace) => !loaded.includes(namespace)).sort();

describe('catalogue namespaces per route (app/pages.ts)', () => {
  it('found every layout and the pages', () => {
    expect([...LAYOUT_MODULES.keys()].sort()).toEqual([...LAYOUTS].sort());
    expect(PAGE_MODULES.get('/login')).toBe('../features/auth/pages/LoginPage.tsx');
    expect(PAGE_MODULES.size).toBeGreaterThan(15);
  });

  it('reads the keys through imports (the login page needs the sign-in words)', () => {
    const login = PAGE_MODULES.get('/login') as string;
    expect(namespacesUsed(closure([login]))).toEqual(new Set(['auth', 'common']));
    const dashboard = closure([PAGE_MODULES.get('/dashboard') as string]);
    expect(dashboard.has('../features/feed/components/AuthorLine.tsx')).toBe(true);
  });

  it('loads every namespace a page, its layout and the shell name, in every route', () => {
    const gaps: string[] = [];
    for (const entry of ROUTE_TABLE) {
      if (entry.locale !== 'fr') continue;
      const page = PAGE_MODULES.get(entry.pattern) ?? NOT_AVAILABLE;
      const layout = LAYOUT_MODULES.get(entry.layout) as string;
      const needed = namespacesUsed(closure([...SHELL, layout, page]));
      const gap = missing(needed, routeNamespaces(entry.layout, entry.pattern));
      if (gap.length) gaps.push(`${entry.pattern}: ${gap.join(', ')}`);
    }
    const notFound = namespacesUsed(
      closure([...SHELL, LAYOUT_MODULES.get('main') as string, NOT_FOUND]),
    );
    const gap = missing(notFound, routeNamespaces('main', null));
    if (gap.length) gaps.push(`404: ${gap.join(', ')}`);
    expect(gaps).toEqual([]);
  });

  it('lists no namespace a page does not use', () => {
    const extra: string[] = [];
    for (const [pattern, namespaces] of Object.entries(PAGE_NAMESPACES)) {
      const page = PAGE_MODULES.get(pattern as RoutePattern) as string;
      const used = namespacesUsed(closure([page]));
      for (const namespace of namespaces ?? []) {
        if (!used.has(namespace)) extra.push(`${pattern}: ${namespace}`);
      }
    }
    expect(extra).toEqual([]);
  });

  it('a module loading its own words needs none beyond them and its layout', () => {
    const gaps: string[] = [];
    for (const [module, own] of OWN_WORDS) {
      const needed = namespacesUsed(closure([module]));
      const gap = missing(needed, [...routeNamespaces('default', null), ...own]);
      if (gap.length) gaps.push(`${module}: ${gap.join(', ')}`);
    }
    expect(gaps).toEqual([]);
  });

  it('gives the shell only its own words: a sign-in page loads two namespaces', () => {
    expect(ROOT_NAMESPACES).toEqual(['common']);
    expect(routeNamespaces('auth', '/login')).toEqual(['common', 'auth']);
    expect(missing(namespacesUsed(closure(SHELL)), ROOT_NAMESPACES)).toEqual([]);
  });
});
