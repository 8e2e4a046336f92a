import type { Locale } from '@alumni/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import relativeTime from 'dayjs/plugin/relativeTime';

// Apart from format.ts so that dayjs loads with the pages that show a relative date, not
// with the i18n set-up every page needs (format.ts's number formatter).
dayjs.extend(relativeTime);

/** How long ago `iso` was, in words of `locale` ('il y a 3 heures', '3 hours ago'). */
export function relativeDate(iso: string, locale: Locale, now: Date = new Date()): string {
  const date = dayjs(iso);
  // A clock a little ahead of the server's must not say "in a few seconds".
  const at = date.isAfter(now) ? dayjs(now) : date;
  return at.locale(locale).from(dayjs(now));
}
