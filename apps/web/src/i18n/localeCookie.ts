import type { Locale } from '@alumni/domain';
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '@alumni/domain';

const SECONDS_PER_DAY = 24 * 60 * 60;

/** The language the visitor chose with the language switch, or null (spec 2 §2 Language). */
export function readLocaleCookie(): Locale | null {
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/** Remembers the chosen language for 365 days (spec 2 §2 Language, §9 Locale cookie). */
export function writeLocaleCookie(locale: Locale): void {
  const maxAge = LOCALE_COOKIE_DAYS * SECONDS_PER_DAY;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}
