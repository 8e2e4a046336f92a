/**
 * Navbar features (spec 1 §2 "Main menu and navigation", spec 2 §2 Navbar, §9 priorities).
 * `path` is the feature's route segment; `custom` is a custom link, `page` a custom page.
 */
export const FEATURE_PATHS = [
  'dashboard',
  'about',
  'directory',
  'groups',
  'mentorship',
  'statistics',
  'blog',
  'feed',
  'evenements',
  'jobs',
  'emailing',
  'custom',
  'page',
] as const;
export type FeaturePath = (typeof FEATURE_PATHS)[number];

/** Feature icon priorities (spec 2 §9): a lower number comes first. */
export const FEATURE_PRIORITIES: Record<FeaturePath, number> = {
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
};

/** Feature names visible to anonymous visitors when the school has public pages (spec 1 §2). */
export const PUBLIC_FEATURE_NAMES = ['dashboard', 'about', 'blog', 'blog-slug'] as const;

export function isFeaturePath(value: unknown): value is FeaturePath {
  return typeof value === 'string' && (FEATURE_PATHS as readonly string[]).includes(value);
}
