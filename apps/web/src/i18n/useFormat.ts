import type { Locale } from '@alumni/domain';
import { splitLocalePath } from '@alumni/domain';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { DateStyle } from './format.ts';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatKeyNumber,
  formatMonthYear,
  formatNumber,
  monthNames,
} from './format.ts';
import { relativeDate } from './relativeDate.ts';

/** The formatters of format.ts bound to one locale. */
export interface Formatters {
  locale: Locale;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  date: (date: string | Date, style?: DateStyle) => string;
  dateTime: (date: string | Date, style?: DateStyle) => string;
  /** A yyyy-mm-dd calendar day (a birth date), the same day in every time zone. */
  day: (day: string, style?: DateStyle) => string;
  monthYear: (date: string) => string;
  monthNames: () => string[];
  relative: (iso: string, now?: Date) => string;
  keyNumber: (value: string) => string;
}

/** format.ts's formatters in `locale` (for code outside the router, and tests). */
export function formattersFor(locale: Locale): Formatters {
  return {
    locale,
    number: (value, options) => formatNumber(value, locale, options),
    date: (date, style) => formatDate(date, locale, style),
    dateTime: (date, style) => formatDateTime(date, locale, style),
    day: (day, style) => formatDay(day, locale, style),
    monthYear: (date) => formatMonthYear(date, locale),
    monthNames: () => monthNames(locale),
    relative: (iso, now) => relativeDate(iso, locale, now),
    keyNumber: (value) => formatKeyNumber(value, locale),
  };
}

/**
 * Numbers and dates in the current route's language (spec 1 §2: French without prefix,
 * English under /en), whatever the school's or the browser's language.
 */
export function useFormat(): Formatters {
  const { pathname } = useLocation();
  const { locale } = splitLocalePath(pathname);
  return useMemo(() => formattersFor(locale), [locale]);
}
