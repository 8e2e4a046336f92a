import { FEATURE_PRIORITIES, type FeaturePath } from './features.ts';
import type { FeatureEntry } from './school.ts';

/**
 * Icons and the phone's tab order of the navbar's entries (spec 1 §3 Feature entry `icon`,
 * `priorityOrder`; spec 1 §2 and spec 2 §9 "Feature icon priorities: dashboard 1, jobs 2, feed
 * 3, directory and groups 4, blog 5, mentorship and events 6, about 7, statistics 8, emailing 9,
 * custom 10, page 11"; spec 2 §2 Mobile bar "the two enabled features with the lowest priority
 * order"). Admins choose each entry's icon among NAV_ICONS and set its priority order in School
 * settings → features and pages; an entry without an icon shows its feature's default.
 */

/**
 * The icons an entry may show, by their Tabler names (the icon set the navbar draws with): each
 * feature's default icon first, then a few more for the school's own links and pages. The web
 * maps each name to its component (features/navigation/featureIcons.ts): a name added here
 * needs its component there.
 */
export const NAV_ICONS = [
  'layout-dashboard',
  'info-circle',
  'address-book',
  'users-group',
  'heart-handshake',
  'chart-bar',
  'news',
  'rss',
  'calendar-event',
  'briefcase',
  'mail',
  'link',
  'file-text',
  'phone',
  'map-pin',
  'school',
  'book',
  'help-circle',
  'shopping-bag',
  'star',
  'world',
  'trophy',
  'gift',
  'heart',
  'users',
] as const;
export type NavIconName = (typeof NAV_ICONS)[number];

/** The icon each feature shows when its entry names none (the navbar's icons before issue 31). */
export const DEFAULT_FEATURE_ICONS: Record<FeaturePath, NavIconName> = {
  dashboard: 'layout-dashboard',
  about: 'info-circle',
  directory: 'address-book',
  groups: 'users-group',
  mentorship: 'heart-handshake',
  statistics: 'chart-bar',
  blog: 'news',
  feed: 'rss',
  evenements: 'calendar-event',
  jobs: 'briefcase',
  emailing: 'mail',
  custom: 'link',
  page: 'file-text',
};

/** Whether `value` names one of NAV_ICONS. Never throws. */
export function isNavIcon(value: unknown): value is NavIconName {
  return typeof value === 'string' && (NAV_ICONS as readonly string[]).includes(value);
}

/**
 * The icon an entry shows: the one it names when that is one of NAV_ICONS, else its feature's
 * default (an entry saved before icons were chosen, or naming an icon since withdrawn). Never
 * throws.
 */
export function featureIconName(entry: Pick<FeatureEntry, 'icon' | 'feature'>): NavIconName {
  return isNavIcon(entry.icon) ? entry.icon : DEFAULT_FEATURE_ICONS[entry.feature.path];
}

/** Lowest and highest priority order an admin may give an entry (a lower one comes first). */
export const FEATURE_PRIORITY_ORDER_MIN = 0;
export const FEATURE_PRIORITY_ORDER_MAX = 999;

/**
 * The priority order a new entry of `path` gets when none is chosen: the spec's icon priority
 * (spec 2 §9: dashboard 1 … custom 10, page 11), so the phone's two tabs are the dashboard and
 * the jobs until an admin says otherwise. Never throws.
 */
export function defaultPriorityOrder(path: FeaturePath): number {
  return FEATURE_PRIORITIES[path];
}
