import type { Locale, SchoolWording } from '@alumni/domain';
import { LOCALES } from '@alumni/domain';
import enCertificate from './en.certificate.json';
import frCertificate from './fr.certificate.json';

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
  'validations',
  'imports',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Namespaces loaded with the routes that need them (app/pages.ts PAGE_NAMESPACES) rather than
 * with the app: the imports and super-administration words, and the sign-up form's.
 */
export const LAZY_NAMESPACES: readonly Namespace[] = ['imports', 'signup'];

// Glob patterns must be literals: these two lists follow LAZY_NAMESPACES (checked by test).
const EAGER_FILES = import.meta.glob<Catalogue>(
  ['./locales/*/*.json', '!./locales/*/imports.json', '!./locales/*/signup.json'],
  { eager: true, import: 'default' },
);
const LAZY_FILES = import.meta.glob<Catalogue>(
  ['./locales/*/imports.json', './locales/*/signup.json'],
  { import: 'default' },
);

/** The file of a namespace in a language, as the globs above name it. */
export const namespaceFile = (locale: Locale, namespace: Namespace) =>
  `./locales/${locale}/${namespace}.json`;

function merged(locale: Locale): Catalogue {
  return Object.assign(
    {},
    ...NAMESPACES.map((namespace) => EAGER_FILES[namespaceFile(locale, namespace)] ?? {}),
  );
}

/** What the app starts with: every namespace but the lazy ones, merged, per language. */
export const CATALOGUES: Record<Locale, Catalogue> = Object.fromEntries(
  LOCALES.map((locale) => [locale, merged(locale)]),
) as Record<Locale, Catalogue>;

/** Downloads a lazy namespace's catalogue in one language; rejects when its chunk fails. */
export function loadNamespace(locale: Locale, namespace: Namespace): Promise<Catalogue> {
  const load = LAZY_FILES[namespaceFile(locale, namespace)];
  if (!load) return Promise.resolve(EAGER_FILES[namespaceFile(locale, namespace)] ?? {});
  return load();
}

/**
 * Wording overlays (spec 1 §1 "A second wording variant renames degrees as certificates and
 * campuses as centres"): each replaces some base keys for schools with that wording.
 */
export const WORDING_OVERLAYS: Record<
  Exclude<SchoolWording, 'default'>,
  Record<Locale, Catalogue>
> = {
  certificate: { fr: frCertificate, en: enCertificate },
};
