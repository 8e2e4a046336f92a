import type { Locale, SchoolWording } from '@alumni/domain';

export type Catalogue = Record<string, string>;

/**
 * The catalogues are split by feature, one file per language and namespace under
 * `locales/{fr,en}/{namespace}.json` (catalogues.test.ts checks every namespace holds the
 * same keys in both languages). All of them share i18next's one `translation` namespace, so a
 * call to `t` never names the file its key lives in.
 */
export const NAMESPACES = [
  'common',
  'auth',
  'signup',
  'dashboard',
  'directory',
  'feed',
  'reports',
  'notifications',
  'profile',
  'settings',
  'jobApplications',
  'validations',
  'jobUpdate',
  'imports',
  'apiKeys',
  'integrations',
  'blog',
  'events',
  'jobs',
  'resources',
  'pages',
  'about',
  'superadmin',
  'discussions',
  'bulkOperations',
  'groups',
  'mentorship',
  'personalData',
  'emailing',
  'subscription',
  'duplicates',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Every namespace of every language is its own chunk, downloaded when a route of that
 * language needs it (app/pages.ts): a page loads only its own words, in its own language.
 */
const FILES = import.meta.glob<Catalogue>('./locales/*/*.json', { import: 'default' });

/** The overlay files, one per wording variant and language, downloaded the same way. */
const OVERLAY_FILES = import.meta.glob<Catalogue>('./*.*.json', { import: 'default' });

/** The file of a namespace in a language, as the glob above names it. */
export const namespaceFile = (locale: Locale, namespace: Namespace) =>
  `./locales/${locale}/${namespace}.json`;

/** The overlay file of a wording variant in a language ('./fr.certificate.json'). */
export const overlayFile = (wording: Exclude<SchoolWording, 'default'>, locale: Locale) =>
  `./${locale}.${wording}.json`;

/** Downloads a namespace's catalogue in one language; rejects when its chunk fails. */
export function loadNamespace(locale: Locale, namespace: Namespace): Promise<Catalogue> {
  const load = FILES[namespaceFile(locale, namespace)];
  if (!load) return Promise.reject(new Error(`no catalogue ${namespaceFile(locale, namespace)}`));
  return load();
}

/**
 * Downloads a wording overlay (spec 1 §1 "A second wording variant renames degrees as
 * certificates and campuses as centres") in one language: the base keys it replaces for
 * schools with that wording. Rejects when its chunk fails.
 */
export function loadWordingOverlay(
  wording: Exclude<SchoolWording, 'default'>,
  locale: Locale,
): Promise<Catalogue> {
  const load = OVERLAY_FILES[overlayFile(wording, locale)];
  if (!load) return Promise.reject(new Error(`no overlay ${overlayFile(wording, locale)}`));
  return load();
}
