import type { FeatureEntry } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../i18n/allCatalogues.ts';
import { documentTitle, pageName } from './documentTitle.ts';
import { ROUTE_TABLE } from './routeTable.ts';

// Issue 12: every page's document title was the school's name.
describe('documentTitle', () => {
  it('is "Page – School"', () => {
    expect(documentTitle('Annuaire', 'École Demo')).toBe('Annuaire – École Demo');
  });

  it("is the school's name alone when the page has no name of its own", () => {
    expect(documentTitle(null, 'École Demo')).toBe('École Demo');
    expect(documentTitle('  ', 'École Demo')).toBe('École Demo');
    expect(documentTitle('École Demo', 'École Demo')).toBe('École Demo');
  });
});

describe('pageName', () => {
  const blog: FeatureEntry = {
    id: 7,
    feature: { path: 'blog', reserved: false },
    enabled: true,
    order: 1,
    priorityOrder: 1,
    icon: null,
    priority: 1,
    url_redirect: null,
    slug: null,
    translations: [
      { locale: 'fr', translation: 'Actualités' },
      { locale: 'en', translation: 'News' },
    ],
  };
  const translate = (locale: 'fr' | 'en') => (key: string) => CATALOGUES[locale][key] ?? key;

  it('names every route in both languages, from the catalogue', () => {
    for (const entry of ROUTE_TABLE) {
      const name = pageName(entry, [], entry.locale, translate(entry.locale));
      expect(name, entry.path).not.toBe(entry.titleKey);
      expect(name.length, entry.path).toBeGreaterThan(0);
    }
    expect(
      pageName(
        { pattern: '/directory', titleKey: 'page_title_directory' },
        [],
        'en',
        translate('en'),
      ),
    ).toBe('Directory');
    expect(
      pageName(
        { pattern: '/directory', titleKey: 'page_title_directory' },
        [],
        'fr',
        translate('fr'),
      ),
    ).toBe('Annuaire');
    expect(pageName({ titleKey: 'page_title_not_found' }, [], 'en', translate('en'))).toBe(
      'Page not found',
    );
  });

  it("names a feature's own page as the school names the feature in the navbar", () => {
    const route = { pattern: '/blog' as const, titleKey: 'page_title_blog' };
    expect(pageName(route, [blog], 'fr', translate('fr'))).toBe('Actualités');
    expect(pageName(route, [blog], 'en', translate('en'))).toBe('News');
    expect(pageName(route, [{ ...blog, enabled: false }], 'en', translate('en'))).toBe('Blog');
    const article = { pattern: '/blog/:slug' as const, titleKey: 'page_title_blog_article' };
    expect(pageName(article, [blog], 'en', translate('en'))).toBe('Article');
  });
});
