import type { Locale, SchoolWording } from '@alumni/domain';
import { LOCALES } from '@alumni/domain';
import type { Catalogue } from './catalogues.ts';
import { NAMESPACES, namespaceFile, overlayFile } from './catalogues.ts';

// For the unit tests only, which read every word at once: the app downloads each namespace
// with the routes that need it (i18n.ts ensureCatalogues). catalogues.test.ts checks no app
// module imports this file, so that it never lands in a bundle.

const FILES = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true, import: 'default' });
const OVERLAYS = import.meta.glob<Catalogue>('./*.*.json', { eager: true, import: 'default' });

/** A namespace's file in a language, as it is on disk. */
export const namespaceCatalogue = (
  locale: Locale,
  namespace: (typeof NAMESPACES)[number],
): Catalogue => FILES[namespaceFile(locale, namespace)] ?? {};

/** The whole catalogue of each language: every namespace merged. */
export const CATALOGUES: Record<Locale, Catalogue> = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.assign({}, ...NAMESPACES.map((namespace) => namespaceCatalogue(locale, namespace))),
  ]),
) as Record<Locale, Catalogue>;

/** Every wording overlay in every language. */
export const WORDING_OVERLAYS: Record<
  Exclude<SchoolWording, 'default'>,
  Record<Locale, Catalogue>
> = {
  certificate: {
    fr: OVERLAYS[overlayFile('certificate', 'fr')] ?? {},
    en: OVERLAYS[overlayFile('certificate', 'en')] ?? {},
  },
};
