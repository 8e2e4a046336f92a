import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEATURE_ICONS,
  defaultPriorityOrder,
  FEATURE_PRIORITY_ORDER_MAX,
  featureIconName,
  isNavIcon,
  NAV_ICONS,
} from './feature-icons.ts';
import { featureEntryInputSchema } from './feature-settings.ts';
import { FEATURE_PATHS, type FeaturePath } from './features.ts';
import { mobileTabs } from './navigation.ts';
import type { FeatureEntry } from './school.ts';
import { inLocale } from './test-locale.ts';

let nextId = 1;
function entry(path: FeaturePath, overrides: Partial<FeatureEntry> = {}): FeatureEntry {
  const id = nextId++;
  return {
    id,
    feature: { path, reserved: false },
    enabled: true,
    order: id,
    priorityOrder: defaultPriorityOrder(path),
    icon: null,
    priority: defaultPriorityOrder(path),
    url_redirect: null,
    slug: path === 'page' ? `page-${id}` : null,
    translations: [],
    ...overrides,
  };
}

describe('priority order (spec 1 §2, spec 2 §9 "Feature icon priorities")', () => {
  it('defaults to the spec: dashboard 1, jobs 2, feed 3, directory and groups 4, blog 5, mentorship and events 6, about 7, statistics 8, emailing 9, custom 10, page 11', () => {
    const priorities = Object.fromEntries(FEATURE_PATHS.map((p) => [p, defaultPriorityOrder(p)]));
    expect(priorities).toEqual({
      dashboard: 1,
      jobs: 2,
      feed: 3,
      directory: 4,
      groups: 4,
      blog: 5,
      mentorship: 6,
      evenements: 6,
      about: 7,
      statistics: 8,
      emailing: 9,
      custom: 10,
      page: 11,
    });
  });

  it('gives the phone the two enabled features with the lowest (spec 2 §2 Mobile bar)', () => {
    const all = FEATURE_PATHS.map((path) => entry(path));
    expect(mobileTabs(all, '/feed').map((e) => e.feature.path)).toEqual(['dashboard', 'jobs']);
    // On the dashboard, the next lowest: feed (3).
    expect(mobileTabs(all, '/dashboard').map((e) => e.feature.path)).toEqual(['jobs', 'feed']);
    // An admin puts a custom page first: it takes the first tab.
    const page = entry('page', { priorityOrder: 0 });
    expect(mobileTabs([...all, page], '/feed')[0]).toBe(page);
  });

  it('is an integer from 0 to 999 when the features section sends one, else left as it is', () => {
    const base = { id: 4, path: 'feed', enabled: true, names: { fr: 'Fil', en: '' } };
    const parse = (extra: object) =>
      inLocale(featureEntryInputSchema, 'en').safeParse({ ...base, ...extra });
    expect(parse({}).success).toBe(true);
    expect(parse({}).data?.priorityOrder).toBeUndefined();
    expect(parse({ priorityOrder: FEATURE_PRIORITY_ORDER_MAX }).data?.priorityOrder).toBe(999);
    for (const [value, message] of [
      [-1, 'The value must be greater than or equal to 0'],
      [1000, 'The value must be less than or equal to 999'],
      [1.5, 'Invalid value'],
      ['2', 'Invalid value'],
    ] as const) {
      expect(parse({ priorityOrder: value }).error?.issues).toEqual([
        expect.objectContaining({ path: ['priorityOrder'], message }),
      ]);
    }
  });
});

describe('icons (spec 1 §3 Feature entry icon)', () => {
  it('has a default for every feature, drawn from the list', () => {
    for (const path of FEATURE_PATHS) expect(NAV_ICONS).toContain(DEFAULT_FEATURE_ICONS[path]);
    expect(new Set(NAV_ICONS).size).toBe(NAV_ICONS.length);
  });

  it("shows the entry's own icon, or its feature's default for none or an unknown name", () => {
    expect(featureIconName(entry('page', { icon: 'phone' }))).toBe('phone');
    expect(featureIconName(entry('page'))).toBe('file-text');
    expect(featureIconName(entry('jobs', { icon: 'rocket' }))).toBe('briefcase');
    expect(isNavIcon('star')).toBe(true);
    expect(isNavIcon('Star')).toBe(false);
  });

  it('accepts a name of the list or null from the features section, nothing else', () => {
    const base = { id: 4, path: 'feed', enabled: true, names: { fr: 'Fil', en: '' } };
    const parse = (icon: unknown) =>
      inLocale(featureEntryInputSchema, 'fr').safeParse({ ...base, icon });
    expect(parse('map-pin').data?.icon).toBe('map-pin');
    expect(parse(null).data?.icon).toBeNull();
    expect(parse('IconRocket').error?.issues).toEqual([
      expect.objectContaining({ path: ['icon'], message: 'Choix invalide' }),
    ]);
  });
});
