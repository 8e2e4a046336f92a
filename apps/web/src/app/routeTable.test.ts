import { HOME_PATH, layoutForPath, PARAM_ROUTES, STATIC_ROUTES } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from './routeTable.ts';

describe('route table (spec 1 §2 Screens and routes)', () => {
  const paths = ROUTE_TABLE.map((entry) => entry.path);

  it('serves every static and parameter route in French and under /en', () => {
    for (const pattern of [HOME_PATH, ...STATIC_ROUTES, ...PARAM_ROUTES]) {
      expect(paths).toContain(pattern);
      expect(paths).toContain(pattern === '/' ? '/en' : `/en${pattern}`);
    }
    expect(paths).toContain('/custom/:slug?');
    expect(paths).toContain('/en/page/:slug');
  });

  it('has no address twice', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives each route the layout of the domain rule and a title', () => {
    for (const entry of ROUTE_TABLE) {
      expect(entry.layout).toBe(layoutForPath(entry.pattern));
      expect(entry.titleKey).toMatch(/^page_title_/);
    }
    const layoutOf = (path: string) => ROUTE_TABLE.find((entry) => entry.path === path)?.layout;
    expect(layoutOf('/login')).toBe('auth');
    expect(layoutOf('/en/login')).toBe('auth');
    expect(layoutOf('/')).toBe('main');
    expect(layoutOf('/directory')).toBe('default');
    expect(layoutOf('/en/blog/:slug')).toBe('public');
  });
});
