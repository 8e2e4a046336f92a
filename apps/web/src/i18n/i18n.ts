import type { Locale, SchoolWording } from '@alumni/domain';
import { DEFAULT_LOCALE, LOCALES, splitLocalePath } from '@alumni/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Namespace } from './catalogues.ts';
import { CATALOGUES, loadNamespace, WORDING_OVERLAYS } from './catalogues.ts';
import { interpolationFormatter } from './format.ts';

/**
 * The one i18next instance. Its language always follows the route locale (LocaleSync sets
 * it on each navigation); it starts from the address the page was opened at, so the first
 * render is already in the right language.
 */
export const i18n = i18next.createInstance();

const initialLocale = splitLocalePath(window.location.pathname).locale;
document.documentElement.lang = initialLocale;

// Quantities in the catalogues ({{count}}, {{total}}…) are formatted in the text's language
// by format.ts, like every other number the app shows.
void i18n
  .use(initReactI18next)
  .use(interpolationFormatter)
  .init({
    resources: Object.fromEntries(
      LOCALES.map((locale) => [locale, { translation: CATALOGUES[locale] }]),
    ),
    lng: initialLocale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false, alwaysFormat: true },
    returnNull: false,
    initAsync: false,
  });

/** Lays the school's wording overlay over the base catalogues, once per page load. */
export function applyWording(wording: SchoolWording): void {
  if (wording === 'default') return;
  const overlay = WORDING_OVERLAYS[wording];
  for (const locale of LOCALES) {
    i18n.addResourceBundle(locale, 'translation', overlay[locale], true, true);
  }
}

const loaded = new Map<Namespace, Promise<void>>();

/**
 * Adds lazy namespaces (catalogues.ts LAZY_NAMESPACES) in every language, once each, so a
 * route's page renders with its words and a language switch needs no download. Existing keys
 * are kept: a wording overlay laid before stays over the base text.
 */
export function ensureNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return Promise.all(
    namespaces.map((namespace) => {
      const pending =
        loaded.get(namespace) ??
        Promise.all(
          LOCALES.map(async (locale) => {
            const catalogue = await loadNamespace(locale, namespace);
            i18n.addResourceBundle(locale, 'translation', catalogue, true, false);
          }),
        ).then(
          () => undefined,
          (error: unknown) => {
            loaded.delete(namespace);
            throw error;
          },
        );
      loaded.set(namespace, pending);
      return pending;
    }),
  ).then(() => undefined);
}

export function currentLocale(): Locale {
  return i18n.language === 'en' ? 'en' : 'fr';
}
