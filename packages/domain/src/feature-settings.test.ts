import { describe, expect, it } from 'vitest';
import {
  FEATURE_ENTRIES_MAX,
  featureEntryInputSchema,
  featureListSchema,
  isOwnFeaturePath,
  opensAddress,
} from './feature-settings.ts';
import { FEATURE_PATHS } from './features.ts';
import { FEATURE_NAME_MAX } from './limits.ts';

// Spec 1 §4 School settings: "feature name required (max 32); redirect or slug required".
describe('a navbar entry an admin saves', () => {
  const entry = { id: 4, path: 'blog', enabled: true, names: { fr: 'Actualités', en: 'News' } };
  const fields = (body: unknown) =>
    featureEntryInputSchema.safeParse(body).error?.issues.map((i) => i.path.join('.')) ?? [];

  it('has a name of at most 32 characters in one language at least', () => {
    expect(FEATURE_NAME_MAX).toBe(32);
    expect(fields(entry)).toEqual([]);
    expect(fields({ ...entry, names: { fr: ' ', en: 'News' } })).toEqual([]);
    expect(fields({ ...entry, names: { fr: '', en: '' } })).toEqual(['names']);
    expect(fields({ ...entry, names: { fr: 'x'.repeat(33), en: '' } })).toEqual(['names.fr']);
  });

  it('needs its address when a link, its slug when a page', () => {
    const own = { ...entry, id: null };
    expect(fields({ ...own, path: 'custom' })).toEqual(['url_redirect']);
    expect(fields({ ...own, path: 'custom', url_redirect: 'https://shop.example.org' })).toEqual(
      [],
    );
    expect(fields({ ...own, path: 'custom', url_redirect: 'ftp://x.example.org' })).toEqual([
      'url_redirect',
    ]);
    expect(fields({ ...own, path: 'page', slug: '' })).toEqual(['slug']);
    expect(fields({ ...own, path: 'page', slug: 'Notre école' })).toEqual(['slug']);
    expect(fields({ ...own, path: 'page', slug: 'notre-ecole' })).toEqual([]);
  });

  it('keeps an address only where the entry opens one, a slug only on links and pages', () => {
    const parse = (body: object) => featureEntryInputSchema.parse({ ...entry, ...body });
    const address = 'https://jobs.example.org';
    expect(parse({ path: 'jobs', url_redirect: address, slug: 'x' })).toMatchObject({
      url_redirect: address,
      slug: null,
    });
    expect(parse({ path: 'directory', url_redirect: address })).toMatchObject({
      url_redirect: null,
      slug: null,
    });
    expect(parse({ path: 'page', slug: 'charte', url_redirect: address })).toMatchObject({
      url_redirect: null,
      slug: 'charte',
    });
    expect(isOwnFeaturePath('custom')).toBe(true);
    expect(isOwnFeaturePath('blog')).toBe(false);
    expect(opensAddress('blog')).toBe(true);
    expect(opensAddress('page')).toBe(false);
  });

  it('adds only links and pages, and keeps the dashboard on', () => {
    expect(fields({ ...entry, id: null })).toEqual(['path']);
    expect(fields({ ...entry, path: 'dashboard', enabled: false })).toEqual(['enabled']);
    expect(fields({ ...entry, path: 'unknown' })).toEqual(['path']);
  });

  it('comes in a list of at most the built-in features and twenty of the school’s own', () => {
    expect(FEATURE_ENTRIES_MAX).toBe(FEATURE_PATHS.length + 20);
    const list = (n: number) => ({
      features: Array.from({ length: n }, (_, i) => ({ ...entry, id: i + 1 })),
    });
    expect(featureListSchema.safeParse(list(FEATURE_ENTRIES_MAX)).success).toBe(true);
    expect(featureListSchema.safeParse(list(FEATURE_ENTRIES_MAX + 1)).success).toBe(false);
    expect(featureListSchema.safeParse(list(0)).success).toBe(false);
  });
});
