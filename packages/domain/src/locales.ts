/**
 * Locales (spec 2 §9): French is id 1, the default, served without a route prefix;
 * English is id 2, served under `/en`.
 */
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'fr';

/** School `preferred_locale` ids (spec 1 §3 School). */
export const LOCALE_IDS: Record<Locale, 1 | 2> = { fr: 1, en: 2 };

/** Route prefix per locale: none for French, `/en` for English (spec 1 §2). */
export const LOCALE_PREFIX: Record<Locale, string> = { fr: '', en: '/en' };

/** Name and lifetime of the cookie storing the chosen language (spec 2 §2 Language, §9: 365 days). */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;

/** Returns the locale for a School `preferred_locale` id; unknown ids fall back to French. */
export function localeFromId(id: number): Locale {
  return id === LOCALE_IDS.en ? 'en' : 'fr';
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A text held once per locale (School description, role names, badge titles…). */
export type LocalizedText = Record<Locale, string>;
