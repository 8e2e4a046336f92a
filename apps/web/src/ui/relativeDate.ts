import type { Locale } from '@alumni/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** How long ago `iso` was, in words of `locale` ("il y a 3 heures", "a minute ago"). */
export function relativeDate(iso: string, locale: Locale, now: Date = new Date()): string {
  const date = dayjs(iso);
  // A clock a little ahead of the server's must not say "in a few seconds".
  const at = date.isAfter(now) ? dayjs(now) : date;
  return at.locale(locale).from(dayjs(now));
}

/** The full date and time of `iso` in `locale`, for the `title` of a relative date. */
export function fullDate(iso: string, locale: Locale): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
}
