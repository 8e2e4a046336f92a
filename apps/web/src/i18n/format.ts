import { abbreviateNumber, type Locale } from '@alumni/domain';
import type { FormatterModule } from 'i18next';

/**
 * Every number and date the web app shows, formatted by one locale: the route's (spec 1 §2,
 * French without prefix, English under /en), which components read with useFormat and
 * catalogue strings get through the i18n formatter below. Nothing else in the app calls
 * Intl or toLocaleString: on /en pages numbers were in the French format (issue 12).
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A number in `locale`: 12345.5 → '12 345,5' (fr), '12,345.5' (en). */
export function formatNumber(
  value: number,
  locale: Locale,
  options?: Intl.NumberFormatOptions,
): string {
  return numberFormat(locale, options).format(value);
}

export type DateStyle = 'short' | 'medium' | 'long';

/** A day in `locale` ('10 mars 2026', 'Mar 10, 2026' for `medium`); `date` as ISO text or Date. */
export function formatDate(date: string | Date, locale: Locale, style: DateStyle = 'medium') {
  return dateFormat(locale, { dateStyle: style }).format(new Date(date));
}

/** A day and its time (hours and minutes) in `locale`, in the browser's time zone. */
export function formatDateTime(date: string | Date, locale: Locale, style: DateStyle = 'medium') {
  return dateFormat(locale, { dateStyle: style, timeStyle: 'short' }).format(new Date(date));
}

/**
 * A calendar day written yyyy-mm-dd (a birth date: no time, no zone) in `locale`, the same day
 * wherever the browser is ('12 mai 1990'); any other text as it is.
 */
export function formatDay(day: string, locale: Locale, style: DateStyle = 'long'): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(day)) return day;
  return dateFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(day.slice(0, 10)),
  );
}

/** Month and year of a yyyy-mm-dd date: 'janv. 2020' / 'Jan 2020'; any other text as it is. */
export function formatMonthYear(date: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})/.exec(date);
  if (!match) return date;
  const format = dateFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** The twelve month names in `locale`, January first ('janvier' / 'January'). */
export function monthNames(locale: Locale): string[] {
  const format = dateFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
}

// A whole number grouped by spaces ('12 000', NBSP and narrow NBSP too), commas or dots in
// groups of three ('12,000', '12.000'); a plain number with an optional decimal part ('4,5').
const GROUPED = /^\d{1,3}(?:(?:[ \u00a0\u202f]\d{3})+|(?:,\d{3})+|(?:\.\d{3})+)$/;
const DECIMAL = /^(\d+)(?:[.,](\d+))?$/;
const KEY_NUMBER = /^(\+?)(.+?)\s*(%?)(\+?)$/;

/**
 * A key number of the school (spec 2 §9) in `locale`. Schools type them as text ('12 000',
 * '94 %', '1,200', '4,5', '+300', 'Top 10'); a text that reads as a number, a percentage,
 * either with a '+', is written again in `locale` ('94%' in English, '94 %' in French), its
 * decimals kept, and from a thousand on abbreviated with the spec's units (spec 2 §9 "Number
 * abbreviation: k, m, b, t"; domain abbreviateNumber): '12 000' → '12k', '1,200' → '1.2k' in
 * English and '1,2k' in French. A number of four digits or fewer typed without separator
 * stays as typed (it reads the same in both languages, and may be a year, '1850'); any other
 * text is shown as typed. Never throws.
 */
export function formatKeyNumber(value: string, locale: Locale): string {
  const parts = KEY_NUMBER.exec(value.trim());
  if (!parts) return value;
  const [, plusBefore = '', core = '', percent = '', plusAfter = ''] = parts;
  let amount: number;
  let decimals = 0;
  if (GROUPED.test(core)) amount = Number(core.replace(/\D/g, ''));
  else {
    const decimal = DECIMAL.exec(core);
    if (!decimal) return value;
    const [, whole = '', fraction = ''] = decimal;
    if (!fraction && !percent && whole.length <= 4) return value;
    amount = Number(`${whole}.${fraction || '0'}`);
    decimals = fraction.length;
  }
  const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  const short = abbreviateNumber(amount);
  const text = percent
    ? formatNumber(amount / 100, locale, { style: 'percent', ...digits })
    : short.unit
      ? `${formatNumber(short.amount, locale, { maximumFractionDigits: 1 })}${short.unit}`
      : formatNumber(amount, locale, digits);
  return `${plusBefore}${text}${plusAfter}`;
}

/**
 * The interpolated values of the catalogues that are quantities: formatted as numbers in the
 * text's language ('{{count}} membres' → '2 378 membres', '2,378 members'). Other numbers (a
 * year, a line or page number, an id) are shown as they are.
 */
export const QUANTITY_KEYS: ReadonlySet<string> = new Set([
  'count',
  'total',
  'from',
  'to',
  'max',
  'rows',
  'created',
  'places',
]);

const asLocale = (lng: string | undefined): Locale => (lng === 'en' ? 'en' : 'fr');

/**
 * The i18next formatter (i18n.ts, with `alwaysFormat`): `{{x, number}}` and the quantities of
 * QUANTITY_KEYS go through formatNumber in the text's language; everything else is left as it
 * is.
 */
export const interpolationFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value, format, lng, options) => {
    if (typeof value !== 'number') return value;
    const key = (options as { interpolationkey?: string } | undefined)?.interpolationkey;
    if (format === 'number' || (!format && key !== undefined && QUANTITY_KEYS.has(key))) {
      return formatNumber(value, asLocale(lng));
    }
    return value;
  },
};
