import { describe, expect, it } from 'vitest';
import type { FeaturePath } from './features.ts';
import {
  buildDesktopNavbar,
  drawerFeatures,
  drawerRows,
  featureHref,
  featureName,
  featureRedirectForPath,
  mobileFeatureName,
  mobileTabs,
  navbarDensity,
  visibleFeatures,
  visibleFeaturesFor,
} from './navigation.ts';
import type { PermissionSchool, PermissionUser } from './permissions.ts';
import type { FeatureEntry } from './school.ts';

let nextId = 1;
function entry(path: FeaturePath, overrides: Partial<FeatureEntry> = {}): FeatureEntry {
  const id = nextId++;
  return {
    id,
    feature: { path, reserved: false },
    enabled: true,
    order: id,
    priorityOrder: id,
    icon: null,
    priority: 1,
    url_redirect: null,
    slug: null,
    translations: [],
    ...overrides,
  };
}

const paths = (items: FeatureEntry[]) => items.map((e) => e.feature.path);

describe('featureName', () => {
  const translated = entry('feed', {
    translations: [
      { locale: 'fr', translation: 'Fil' },
      { locale: 'en', translation: 'Feed' },
    ],
  });

  it('uses the translation of the locale', () => {
    expect(featureName(translated, 'fr')).toBe('Fil');
    expect(featureName(translated, 'en')).toBe('Feed');
  });

  it("falls back to the other locale's translation, then to the path", () => {
    const frOnly = entry('blog', {
      translations: [
        { locale: 'fr', translation: 'Actualités' },
        { locale: 'en', translation: '  ' },
      ],
    });
    expect(featureName(frOnly, 'en')).toBe('Actualités');
    expect(featureName(entry('jobs'), 'fr')).toBe('jobs');
  });
});

describe('featureHref', () => {
  it('sends a custom link to its url_redirect, external', () => {
    expect(featureHref(entry('custom', { url_redirect: 'https://example.org' }))).toEqual({
      href: 'https://example.org',
      external: true,
    });
  });

  it('sends jobs or blog with a url_redirect outside, and without one to its page', () => {
    expect(featureHref(entry('jobs', { url_redirect: 'https://jobs.example.org' }))).toEqual({
      href: 'https://jobs.example.org',
      external: true,
    });
    expect(featureHref(entry('jobs'))).toEqual({ href: '/jobs', external: false });
    expect(featureHref(entry('blog', { url_redirect: '  ' }))).toEqual({
      href: '/blog',
      external: false,
    });
  });

  it('sends a custom page to /page/{slug}', () => {
    expect(featureHref(entry('page', { slug: 'alumni-day' }))).toEqual({
      href: '/page/alumni-day',
      external: false,
    });
  });

  it('sends other features to their locale-less path', () => {
    expect(featureHref(entry('dashboard')).href).toBe('/dashboard');
    expect(featureHref(entry('evenements')).href).toBe('/evenements');
  });
});

describe('visibleFeatures (spec 2 §6 Feature visibility)', () => {
  const member = { authenticated: true, isAdmin: false, hasPublicPages: false };
  const admin = { authenticated: true, isAdmin: true, hasPublicPages: false };
  const anonymous = { authenticated: false, isAdmin: false, hasPublicPages: true };

  it('keeps enabled features only, sorted by order then id', () => {
    const a = entry('feed', { order: 2 });
    const b = entry('jobs', { order: 1 });
    const c = entry('blog', { order: 2, enabled: false });
    const d = entry('about', { order: 1, id: 0 });
    expect(visibleFeatures([a, b, c, d], member)).toEqual([d, b, a]);
  });

  it('shows reserved features to admins only', () => {
    const reserved = entry('emailing', { feature: { path: 'emailing', reserved: true } });
    expect(visibleFeatures([reserved], member)).toEqual([]);
    expect(visibleFeatures([reserved], admin)).toEqual([reserved]);
  });

  it('shows anonymous visitors only dashboard, about and blog when the school has public pages', () => {
    const all = [entry('dashboard'), entry('about'), entry('blog'), entry('feed'), entry('jobs')];
    expect(paths(visibleFeatures(all, anonymous))).toEqual(['dashboard', 'about', 'blog']);
  });

  it('shows anonymous visitors nothing without public pages', () => {
    expect(visibleFeatures([entry('dashboard')], { ...anonymous, hasPublicPages: false })).toEqual(
      [],
    );
  });

  it('does not mutate its input', () => {
    const input = [entry('feed', { order: 9 }), entry('jobs', { order: 1 })];
    const copy = [...input];
    visibleFeatures(input, member);
    expect(input).toEqual(copy);
  });
});

describe('visibleFeaturesFor (spec 2 §6 Feature visibility with the permission engine)', () => {
  const school: PermissionSchool = {
    id: 1,
    roles: [4, 2].map((role) => ({
      id: role,
      role,
      enabled: true,
      enable_free_reg: false,
      color: null,
      names: { fr: '', en: '' },
      active: true,
      shown_in_directory: true,
    })),
    school_role_view_permission: [
      { app: 'feed', view: 'feed_list', school_role: 4, allowed: true, superowner_allowed: false },
    ],
    userrole_validators: {},
    flags: { show_inactive: false, has_public_pages: true },
  };
  const alumni: PermissionUser = {
    id: 7,
    is_superuser: false,
    roles: [{ id: 70, role: 4, school: 1, is_active: true }],
  };
  const features = [
    entry('jobs', { order: 3 }),
    entry('feed', { order: 2 }),
    entry('dashboard', { order: 1 }),
    entry('emailing', { order: 4, feature: { path: 'emailing', reserved: true } }),
    entry('blog', { order: 5 }),
  ];

  it('shows a member the features whose list view their role may use, in order', () => {
    expect(paths(visibleFeaturesFor(features, alumni, school))).toEqual(['dashboard', 'feed']);
  });

  it('shows a super user every enabled feature', () => {
    const superUser = { ...alumni, is_superuser: true, roles: [] };
    expect(paths(visibleFeaturesFor(features, superUser, school))).toEqual([
      'dashboard',
      'feed',
      'jobs',
      'emailing',
      'blog',
    ]);
  });

  it('shows anonymous visitors the public features of a school with public pages', () => {
    expect(paths(visibleFeaturesFor(features, null, school))).toEqual(['dashboard', 'blog']);
  });
});

describe('navbarDensity (spec 2 §9: compact above 8, semi-compact above 7)', () => {
  it('is normal up to 7 features', () => {
    expect(navbarDensity(0)).toBe('normal');
    expect(navbarDensity(7)).toBe('normal');
  });

  it('is semi-compact at 8 features', () => {
    expect(navbarDensity(8)).toBe('semi-compact');
  });

  it('is compact above 8 features', () => {
    expect(navbarDensity(9)).toBe('compact');
    expect(navbarDensity(13)).toBe('compact');
  });
});

describe('buildDesktopNavbar (spec 2 §2 Desktop navbar)', () => {
  it("groups directory and groups under 'members' at the first one's place", () => {
    const feed = entry('feed');
    const directory = entry('directory');
    const jobs = entry('jobs');
    const groups = entry('groups');
    const { items } = buildDesktopNavbar([feed, directory, jobs, groups]);
    expect(items).toEqual([
      { kind: 'feature', entry: feed },
      { kind: 'group', group: 'members', entries: [directory, groups] },
      { kind: 'feature', entry: jobs },
    ]);
  });

  it('keeps a lone directory or groups as a plain link', () => {
    const directory = entry('directory');
    expect(buildDesktopNavbar([directory]).items).toEqual([{ kind: 'feature', entry: directory }]);
  });

  it("groups blog, feed and evenements under 'news' when two or more are present", () => {
    const blog = entry('blog');
    const dashboard = entry('dashboard');
    const events = entry('evenements');
    const { items } = buildDesktopNavbar([blog, dashboard, events]);
    expect(items).toEqual([
      { kind: 'group', group: 'news', entries: [blog, events] },
      { kind: 'feature', entry: dashboard },
    ]);
  });

  it('keeps a lone news feature as a plain link', () => {
    const feed = entry('feed');
    expect(buildDesktopNavbar([feed, entry('jobs')]).items[0]).toEqual({
      kind: 'feature',
      entry: feed,
    });
  });

  it("collapses 3 or more page or custom entries under 'other'", () => {
    const page1 = entry('page', { slug: 'a' });
    const custom = entry('custom', { url_redirect: 'https://x.org' });
    const jobs = entry('jobs');
    const page2 = entry('page', { slug: 'b' });
    const { items } = buildDesktopNavbar([page1, custom, jobs, page2]);
    expect(items).toEqual([
      { kind: 'group', group: 'other', entries: [page1, custom, page2] },
      { kind: 'feature', entry: jobs },
    ]);
  });

  // Issue 12: the demo's blog is named "Actualités" and nested under the "Actualités" group.
  it('forms no group one of whose entries bears the group label', () => {
    const named = (path: FeaturePath, fr: string, en: string) =>
      entry(path, {
        translations: [
          { locale: 'fr', translation: fr },
          { locale: 'en', translation: en },
        ],
      });
    const blog = named('blog', 'Actualités', 'Blog');
    const feed = named('feed', "Fil d'actualité", 'Feed');
    const directory = named('directory', 'Annuaire', 'Directory');
    const groups = named('groups', 'Groupes', 'Groups');
    const groupLabels = { members: 'Membres', news: 'ACTUALITES ', other: 'Autres' };
    const fr = buildDesktopNavbar([blog, feed, directory, groups], {
      locale: 'fr',
      groups: groupLabels,
    });
    expect(fr.items).toEqual([
      { kind: 'feature', entry: blog },
      { kind: 'feature', entry: feed },
      { kind: 'group', group: 'members', entries: [directory, groups] },
    ]);
    expect(fr.density).toBe('normal');
    // In English the blog is "Blog", the group "News": no echo, the group stays.
    const en = buildDesktopNavbar([blog, feed], {
      locale: 'en',
      groups: { members: 'Members', news: 'News', other: 'Other' },
    });
    expect(en.items).toEqual([{ kind: 'group', group: 'news', entries: [blog, feed] }]);
  });

  it('keeps 2 page or custom entries as plain links', () => {
    const { items } = buildDesktopNavbar([entry('page', { slug: 'a' }), entry('custom')]);
    expect(items.map((i) => i.kind)).toEqual(['feature', 'feature']);
  });

  it('takes its density from the number of features: 9 is compact, 8 semi-compact', () => {
    const nine = [
      entry('dashboard'),
      entry('directory'),
      entry('groups'),
      entry('blog'),
      entry('feed'),
      entry('jobs'),
      entry('mentorship'),
      entry('statistics'),
      entry('about'),
    ];
    expect(buildDesktopNavbar(nine).density).toBe('compact');
    expect(buildDesktopNavbar(nine.slice(0, 8)).density).toBe('semi-compact');
    expect(buildDesktopNavbar(nine.slice(0, 7)).density).toBe('normal');
  });
});

describe('mobileTabs (spec 2 §2 Mobile bar: at most 2 tabs)', () => {
  const dashboard = entry('dashboard', { priorityOrder: 1, order: 5 });
  const jobs = entry('jobs', { priorityOrder: 2, order: 1 });
  const feed = entry('feed', { priorityOrder: 2, order: 0 });
  const about = entry('about', { priorityOrder: 7 });

  it('takes the 2 lowest priority orders, ties by order', () => {
    expect(mobileTabs([about, jobs, dashboard, feed], '/directory')).toEqual([dashboard, feed]);
  });

  it('excludes the current page, in either locale', () => {
    expect(mobileTabs([about, jobs, dashboard, feed], '/dashboard')).toEqual([feed, jobs]);
    expect(mobileTabs([about, jobs, dashboard, feed], '/en/dashboard/?x=1')).toEqual([feed, jobs]);
  });

  it('skips disabled features and returns fewer than 2 when there are fewer', () => {
    const off = entry('blog', { priorityOrder: 0, enabled: false });
    expect(mobileTabs([off, about], '/')).toEqual([about]);
    expect(mobileTabs([], '/')).toEqual([]);
  });

  it('never excludes an external link', () => {
    const external = entry('custom', { url_redirect: 'https://x.org', priorityOrder: 0 });
    expect(mobileTabs([external], 'https://x.org')).toEqual([external]);
  });
});

describe('drawer (spec 2 §9: 4 per row, names cut at 10 characters)', () => {
  it('puts 4 items per row, the last row shorter', () => {
    expect(drawerRows([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
    expect(drawerRows([1, 2, 3, 4])).toEqual([[1, 2, 3, 4]]);
    expect(drawerRows([])).toEqual([]);
  });

  it('rejects a row size below 1', () => {
    expect(() => drawerRows([1], 0)).toThrow(RangeError);
  });

  it('cuts names longer than 10 characters to 10 plus …', () => {
    expect(mobileFeatureName('Statistiques')).toBe('Statistiqu…');
    expect(mobileFeatureName('Ressources humaines')).toBe('Ressources…');
  });

  it('keeps names of 10 characters or fewer', () => {
    expect(mobileFeatureName('Évènements')).toBe('Évènements');
    expect(mobileFeatureName('Jobs')).toBe('Jobs');
  });

  it('shortens the bar’s tabs by the same rule (issue 30 item 12)', () => {
    // The tabs showed "Fil d'actualité" whole while the drawer cut "Statistiqu…".
    expect(mobileFeatureName("Fil d'actualité")).toBe("Fil d'actu…");
    expect(mobileFeatureName('Offres')).toBe('Offres');
  });

  it('does not split an emoji', () => {
    expect(mobileFeatureName('🎓🎓🎓🎓🎓🎓🎓🎓🎓🎓🎓')).toBe('🎓🎓🎓🎓🎓🎓🎓🎓🎓🎓…');
  });

  it('lists the features that are not tabs', () => {
    const a = entry('feed');
    const b = entry('jobs');
    const c = entry('blog');
    expect(drawerFeatures([a, b, c], [b])).toEqual([a, c]);
  });
});

describe('featureRedirectForPath (spec 1 §2: routes starting with jobs or blog)', () => {
  const jobs = entry('jobs', { url_redirect: 'https://jobs.example.org' });

  it('returns the jobs redirect for /jobs and its sub-pages, in either locale', () => {
    expect(featureRedirectForPath('/jobs', [jobs])).toBe('https://jobs.example.org');
    expect(featureRedirectForPath('/en/jobs/12', [jobs])).toBe('https://jobs.example.org');
  });

  it('returns null for other sections or a feature without redirect', () => {
    expect(featureRedirectForPath('/feed', [jobs])).toBeNull();
    expect(featureRedirectForPath('/blog', [jobs, entry('blog')])).toBeNull();
    expect(featureRedirectForPath('/jobsearch', [jobs])).toBeNull();
  });
});
