import type { FeaturePath } from './features.ts';
import { PUBLIC_FEATURE_NAMES } from './features.ts';
import {
  DRAWER_ITEMS_PER_ROW,
  DRAWER_NAME_MAX_CHARS,
  MOBILE_TAB_COUNT,
  NAVBAR_COMPACT_ABOVE,
  NAVBAR_SEMI_COMPACT_ABOVE,
  OTHER_GROUP_MIN_ENTRIES,
} from './limits.ts';
import type { Locale } from './locales.ts';
import type { PermissionSchool, PermissionUser } from './permissions.ts';
import { featureVisibleTo } from './permissions.ts';
import { splitLocalePath } from './routes.ts';
import type { FeatureEntry } from './school.ts';

/**
 * Navbar rules (spec 1 §2 "Main menu and navigation", spec 2 §2 Navbar, Mobile bar,
 * Desktop navbar, §9). Inputs are the school's feature entries; outputs are plain data the
 * web renders.
 */

/**
 * Label of a feature in a locale (spec 1 §3 Feature entry translations): the non-blank
 * translation for `locale`, else the other locale's, else the feature's path. Never throws.
 */
export function featureName(entry: FeatureEntry, locale: Locale): string {
  const text = (l: Locale) =>
    entry.translations.find((t) => t.locale === l && t.translation.trim() !== '')?.translation;
  return text(locale) ?? text(locale === 'fr' ? 'en' : 'fr') ?? entry.feature.path;
}

function nonBlank(value: string | null): string | null {
  return value && value.trim() !== '' ? value.trim() : null;
}

/**
 * Where a feature's link goes (spec 1 §2 Access rules and Navbar features). Returns `href`
 * locale-less (the web adds the '/en' prefix to internal links) and whether it is external:
 * a `custom` link or any feature with a `url_redirect` (jobs, blog) opens that address,
 * external; a `page` goes to '/page/{slug}' ('/page' without a slug); a `custom` entry with a
 * slug but no address goes to '/custom/{slug}'; any other feature goes to '/{path}'.
 * Never throws.
 */
export function featureHref(entry: FeatureEntry): { href: string; external: boolean } {
  const redirect = nonBlank(entry.url_redirect);
  const slug = nonBlank(entry.slug);
  const { path } = entry.feature;
  if (path === 'page') {
    return { href: slug ? `/page/${encodeURIComponent(slug)}` : '/page', external: false };
  }
  if (redirect) return { href: redirect, external: true };
  if (path === 'custom' && slug) {
    return { href: `/custom/${encodeURIComponent(slug)}`, external: false };
  }
  return { href: `/${path}`, external: false };
}

export interface NavbarViewer {
  authenticated: boolean;
  /** School admin of this school, or super user. */
  isAdmin: boolean;
  /** The school's `has_public_pages` flag. */
  hasPublicPages: boolean;
}

function byOrderThenId(a: FeatureEntry, b: FeatureEntry): number {
  return a.order - b.order || a.id - b.id;
}

/**
 * Features shown in the navbar (spec 2 §6 Feature visibility, spec 1 §2 Access rules). Takes
 * the school's entries and who is looking; returns a new array, sorted by `order` then `id`,
 * of the enabled entries the viewer may see. Anonymous visitors see only PUBLIC_FEATURE_NAMES
 * and public custom pages (the entry's `public`), and only when the school has public pages;
 * reserved features need `isAdmin`.
 * Coarse: it knows no roles, so it skips the per-view permission check for members (spec 2 §6
 * "the user has permission on the underlying list views"); use visibleFeaturesFor when the
 * user and the school are at hand. Never throws.
 */
export function visibleFeatures(entries: FeatureEntry[], viewer: NavbarViewer): FeatureEntry[] {
  const publicNames: readonly string[] = PUBLIC_FEATURE_NAMES;
  return entries
    .filter((entry) => {
      if (!entry.enabled) return false;
      if (entry.feature.reserved && !viewer.isAdmin) return false;
      if (!viewer.authenticated) {
        const { path } = entry.feature;
        const shown = path === 'page' ? entry.public === true : publicNames.includes(path);
        return viewer.hasPublicPages && shown;
      }
      return true;
    })
    .sort(byOrderThenId);
}

/**
 * Features shown in the navbar to `user` (spec 2 §6 Feature visibility, spec 1 §2 Access
 * rules), with the full permission check of featureVisibleTo. Takes the school's entries, the
 * signed-in user or null for an anonymous visitor, and the school; returns a new array of the
 * visible entries sorted by `order` then `id`. Never throws.
 */
export function visibleFeaturesFor(
  entries: FeatureEntry[],
  user: PermissionUser | null,
  school: PermissionSchool,
): FeatureEntry[] {
  return entries.filter((entry) => featureVisibleTo(entry, user, school)).sort(byOrderThenId);
}

export type NavbarGroup = 'members' | 'news' | 'other';
export type NavbarItem =
  | { kind: 'feature'; entry: FeatureEntry }
  | { kind: 'group'; group: NavbarGroup; entries: FeatureEntry[] };
export type NavbarDensity = 'normal' | 'semi-compact' | 'compact';

/**
 * Navbar density for a number of features (spec 2 §2 Desktop navbar, §9): 'compact' above 8,
 * 'semi-compact' above 7 (so exactly 8), else 'normal'. Never throws.
 */
export function navbarDensity(featureCount: number): NavbarDensity {
  if (featureCount > NAVBAR_COMPACT_ABOVE) return 'compact';
  if (featureCount > NAVBAR_SEMI_COMPACT_ABOVE) return 'semi-compact';
  return 'normal';
}

const MEMBERS_PATHS: readonly FeaturePath[] = ['directory', 'groups'];
const NEWS_PATHS: readonly FeaturePath[] = ['blog', 'feed', 'evenements'];
const OTHER_PATHS: readonly FeaturePath[] = ['page', 'custom'];

/** The words the navbar shows, for buildDesktopNavbar's duplicate-label rule. */
export interface NavbarLabels {
  locale: Locale;
  /** Each group's label in `locale` ('Actualités', 'Membres', 'Autres'). */
  groups: Record<NavbarGroup, string>;
}

/** A label as a reader compares it: trimmed, case and accents ignored ('Actualités' = 'actualites'). */
function comparableLabel(label: string): string {
  return label.normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase();
}

/**
 * Desktop navbar (spec 1 §2 Main menu, spec 2 §2 Desktop navbar, §9). Takes entries already
 * filtered by visibleFeatures and sorted; returns the density (from the number of entries)
 * and the items in order. Directory and groups go under 'members' when both are present;
 * blog, feed and evenements under 'news' when two or more of them are present; 3 or more
 * page/custom entries under 'other'. A lone member of a group stays a plain link. A group sits
 * where its first member was and keeps its members' order. With `labels`, a group one of
 * whose entries bears the group's own label (a blog named "Actualités" in the "Actualités"
 * group, compared without case or accents) is not formed: its entries stay plain links, so
 * no menu lists its own name (issue 12). Never throws.
 */
export function buildDesktopNavbar(
  entries: FeatureEntry[],
  labels?: NavbarLabels,
): {
  density: NavbarDensity;
  items: NavbarItem[];
} {
  const pathsPresent = new Set(entries.map((e) => e.feature.path));
  const countPresent = (paths: readonly FeaturePath[]) =>
    paths.filter((p) => pathsPresent.has(p)).length;
  // 'Other' counts entries, not paths: a school usually has several custom pages.
  const otherCount = entries.filter((e) => OTHER_PATHS.includes(e.feature.path)).length;
  const formedGroupOf = (path: FeaturePath): NavbarGroup | null => {
    if (MEMBERS_PATHS.includes(path) && countPresent(MEMBERS_PATHS) === MEMBERS_PATHS.length) {
      return 'members';
    }
    if (NEWS_PATHS.includes(path) && countPresent(NEWS_PATHS) >= 2) return 'news';
    if (OTHER_PATHS.includes(path) && otherCount >= OTHER_GROUP_MIN_ENTRIES) return 'other';
    return null;
  };
  const echoed = new Set<NavbarGroup>();
  if (labels) {
    for (const entry of entries) {
      const group = formedGroupOf(entry.feature.path);
      const name = comparableLabel(featureName(entry, labels.locale));
      if (group && name === comparableLabel(labels.groups[group])) echoed.add(group);
    }
  }
  const groupOf = (path: FeaturePath): NavbarGroup | null => {
    const group = formedGroupOf(path);
    return group && !echoed.has(group) ? group : null;
  };

  const items: NavbarItem[] = [];
  const groups = new Map<NavbarGroup, FeatureEntry[]>();
  for (const entry of entries) {
    const group = groupOf(entry.feature.path);
    if (!group) {
      items.push({ kind: 'feature', entry });
      continue;
    }
    const members = groups.get(group);
    if (members) {
      members.push(entry);
      continue;
    }
    const created = [entry];
    groups.set(group, created);
    items.push({ kind: 'group', group, entries: created });
  }
  return { density: navbarDensity(entries.length), items };
}

/**
 * How the desktop navbar makes room at a compaction step (spec 2 §2 Desktop navbar, §9; issue
 * 30 item 11: the compaction applies by width as well as by count).
 */
export interface NavbarFit {
  density: NavbarDensity;
  /** The user menu's button shows the user's name beside the avatar. */
  userName: boolean;
  /** How many of the navbar's last items (features or groups) move into the 'More' menu. */
  overflow: number;
}

const DENSITIES: readonly NavbarDensity[] = ['normal', 'semi-compact', 'compact'];

/**
 * The desktop navbar's layout at compaction `step`, for `featureCount` features shown as
 * `itemCount` items (buildDesktopNavbar). Step 0 is what the count gives (navbarDensity);
 * each further step, taken while the navbar does not fit on one row of the screen's width,
 * compacts one notch more: the next density up to 'compact', then the user's name hidden
 * beside their avatar, then one more item at a time, from the end, into a 'More' menu, until
 * only the first item is left beside it. Steps past the last give the last
 * (navbarFitLastStep). Never throws.
 */
export function navbarFit(featureCount: number, itemCount: number, step: number): NavbarFit {
  const start = DENSITIES.indexOf(navbarDensity(featureCount));
  const last = navbarFitLastStep(featureCount, itemCount);
  const at = Math.max(0, Math.min(Math.floor(step) || 0, last));
  const densitySteps = DENSITIES.length - 1 - start;
  const density = DENSITIES[Math.min(start + at, DENSITIES.length - 1)] ?? 'compact';
  const beyond = at - densitySteps;
  return { density, userName: beyond < 1, overflow: Math.max(0, beyond - 1) };
}

/**
 * The last compaction step of navbarFit: the density steps left above the count's, the user's
 * name, and one step per item that may move into 'More' (all but the first; a lone item never
 * moves, 'More' would only hold it). Never throws.
 */
export function navbarFitLastStep(featureCount: number, itemCount: number): number {
  const start = DENSITIES.indexOf(navbarDensity(featureCount));
  const movable = itemCount > 1 ? itemCount - 1 : 0;
  return DENSITIES.length - 1 - start + 1 + movable;
}

function comparableHref(href: string): string {
  const { path } = splitLocalePath(href.split(/[?#]/)[0] ?? '/');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Tabs of the mobile bar (spec 2 §2 Mobile bar, §9 "at most 2 tabs"). Takes the visible
 * entries and the current path (either locale, query ignored); returns at most 2 enabled
 * entries with the lowest `priorityOrder` (ties by `order`, then `id`), skipping the entry
 * whose internal href is the current page. Never throws.
 */
export function mobileTabs(entries: FeatureEntry[], currentPath: string): FeatureEntry[] {
  const current = comparableHref(currentPath);
  return entries
    .filter((entry) => {
      if (!entry.enabled) return false;
      const { href, external } = featureHref(entry);
      return external || comparableHref(href) !== current;
    })
    .sort((a, b) => a.priorityOrder - b.priorityOrder || byOrderThenId(a, b))
    .slice(0, MOBILE_TAB_COUNT);
}

/**
 * Entries of the mobile drawer (spec 2 §2 Mobile bar: "A drawer lists remaining features"):
 * the visible entries, in their order, minus the ones already shown as tabs (compared by id).
 * Never throws.
 */
export function drawerFeatures(entries: FeatureEntry[], tabs: FeatureEntry[]): FeatureEntry[] {
  const tabIds = new Set(tabs.map((t) => t.id));
  return entries.filter((entry) => !tabIds.has(entry.id));
}

/**
 * Splits drawer items into rows (spec 2 §2 Mobile bar, §9: 4 per row). Returns new arrays;
 * only the last row may be shorter. Throws RangeError when `perRow` is not a positive integer.
 */
export function drawerRows<T>(items: T[], perRow: number = DRAWER_ITEMS_PER_ROW): T[][] {
  if (!Number.isInteger(perRow) || perRow < 1) {
    throw new RangeError(`perRow must be a positive integer: ${perRow}`);
  }
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += perRow) rows.push(items.slice(i, i + perRow));
  return rows;
}

/**
 * A feature's name on the mobile bar (spec 2 §2 Mobile bar, §9 "names cut at 10
 * characters"): one rule for the drawer's items and the bar's tabs (issue 30 item 12: the
 * tabs showed "Fil d'actualité" whole beside a drawer's "Statistiqu…"). A name longer than
 * `max` characters is cut to `max` and gets '…' (spaces before it dropped); shorter names are
 * returned unchanged. Counts user-perceived characters by code point, so an emoji is never
 * split. The full name stays the link's accessible name. Never throws.
 */
export function mobileFeatureName(name: string, max: number = DRAWER_NAME_MAX_CHARS): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/**
 * Address a jobs or blog route must open instead (spec 1 §2 Access rules: "Route names starting
 * with jobs or blog are checked on entry"). Takes the path being entered (either locale) and
 * the school's entries; returns the `url_redirect` of the enabled feature for that section,
 * or null when the path is not under /jobs or /blog or the feature has no address. The web
 * opens it in a new tab and goes to the redirect page. Never throws.
 */
export function featureRedirectForPath(path: string, entries: FeatureEntry[]): string | null {
  const section = comparableHref(path).split('/')[1];
  if (section !== 'jobs' && section !== 'blog') return null;
  const entry = entries.find((e) => e.enabled && e.feature.path === section);
  return entry ? nonBlank(entry.url_redirect) : null;
}
