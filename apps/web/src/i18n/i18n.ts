import type { Locale, SchoolWording } from '@alumni/domain';
import { DEFAULT_LOCALE, LOCALES, splitLocalePath } from '@alumni/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Namespace } from './catalogues.ts';
import { loadNamespace, loadWordingOverlay } from './catalogues.ts';
import { interpolationFormatter } from './format.ts';

/**
 * The one i18next instance. Its language always follows the route locale (RootRoute sets
 * it on each navigation); it starts from the address the page was opened at, so the first
 * render is already in the right language. It starts empty: each route downloads the
 * namespaces it needs in its own language (ensureCatalogues) before it renders.
 */
export const i18n = i18next.createInstance();

/**
 * The language of the address the page was opened at (the default language where there is
 * no page: unit tests that import a component's module in Node).
 */
export const initialLocale: Locale =
  typeof window === 'undefined' ? DEFAULT_LOCALE : splitLocalePath(window.location.pathname).locale;
if (typeof document !== 'undefined') document.documentElement.lang = initialLocale;

// Quantities in the catalogues ({{count}}, {{total}}…) are formatted in the text's language
// by format.ts, like every other number the app shows.
void i18n
  .use(initReactI18next)
  .use(interpolationFormatter)
  .init({
    resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: {} }])),
    lng: initialLocale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false, alwaysFormat: true },
    returnNull: false,
    initAsync: false,
  });

let wording: SchoolWording = 'default';

/**
 * The school's wording variant (spec 1 §1), known once its details arrive: from then on
 * each language's catalogues come with the variant's overlay.
 */
export function setWording(value: SchoolWording): void {
  wording = value;
}

/** Downloads in flight or done, by `locale/namespace` (or `locale/wording:variant`). */
const loads = new Map<string, Promise<void>>();
const done = new Set<string>();

function loadOnce(key: string, load: () => Promise<void>): Promise<void> {
  let pending = loads.get(key);
  if (!pending) {
    pending = load().then(
      () => void done.add(key),
      (error: unknown) => {
        // A failed download is tried again by the next route that needs it.
        loads.delete(key);
        throw error;
      },
    );
    loads.set(key, pending);
  }
  return pending;
}

const wordingKey = (locale: Locale) => `${locale}/wording:${wording}`;

/** True when `namespaces` (and the wording overlay) are already there in `locale`. */
export function cataloguesLoaded(locale: Locale, namespaces: readonly Namespace[]): boolean {
  return (
    namespaces.every((namespace) => done.has(`${locale}/${namespace}`)) &&
    (wording === 'default' || done.has(wordingKey(locale)))
  );
}

/**
 * Downloads the catalogues of `namespaces` in `locale`, each once, and the school's wording
 * overlay in that language; resolves once i18next has them all. The overlay replaces the
 * base words whatever came first (it overwrites, the base namespaces never do). Rejects
 * when a download fails.
 */
export function ensureCatalogues(locale: Locale, namespaces: readonly Namespace[]): Promise<void> {
  const parts = namespaces.map((namespace) =>
    loadOnce(`${locale}/${namespace}`, async () => {
      const catalogue = await loadNamespace(locale, namespace);
      i18n.addResourceBundle(locale, 'translation', catalogue, true, false);
    }),
  );
  if (wording !== 'default') {
    const variant = wording;
    parts.push(
      loadOnce(wordingKey(locale), async () => {
        const overlay = await loadWordingOverlay(variant, locale);
        i18n.addResourceBundle(locale, 'translation', overlay, true, true);
      }),
    );
  }
  return Promise.all(parts).then(() => undefined);
}

export function currentLocale(): Locale {
  return i18n.language === 'en' ? 'en' : 'fr';
}
