/**
 * The tabs of Super-administration (spec 1 §2 "Super-administration tabs"), in the spec's
 * order, each with its title's message key. The tab is in `?tab=`.
 */
export const SUPERADMIN_TABS = [
  'platforms',
  'users',
  'schoolCreation',
  'messageStats',
  'mentorStats',
  'deduplication',
  'analytics',
  'imports',
  'globalStats',
] as const;
export type SuperadminTab = (typeof SUPERADMIN_TABS)[number];

export const SUPERADMIN_TAB_KEYS: Record<SuperadminTab, string> = {
  platforms: 'superadmin_tab_platforms',
  users: 'superadmin_tab_users',
  schoolCreation: 'superadmin_tab_school_creation',
  messageStats: 'superadmin_tab_message_stats',
  mentorStats: 'superadmin_tab_mentor_stats',
  deduplication: 'superadmin_tab_deduplication',
  analytics: 'superadmin_tab_analytics',
  imports: 'superadmin_tab_imports',
  globalStats: 'superadmin_tab_global_stats',
};

export function isSuperadminTab(value: unknown): value is SuperadminTab {
  return typeof value === 'string' && (SUPERADMIN_TABS as readonly string[]).includes(value);
}

/** The tab asked for in the address; otherwise the first tab that is built (Import file validation). */
export function superadminTabOf(asked: string | null): SuperadminTab {
  return isSuperadminTab(asked) ? asked : 'imports';
}
