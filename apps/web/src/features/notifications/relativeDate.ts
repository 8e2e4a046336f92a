import 'dayjs/locale/fr';
import type { Locale } from '@alumni/domain';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** "il y a 5 minutes" / "5 minutes ago": how long ago `iso` was, in `locale`. */
export function relativeDate(iso: string, locale: Locale, now: Date = new Date()): string {
  return dayjs(iso).locale(locale).from(dayjs(now));
}

/** The full date and time, for a tooltip or a `<time>` title. */
export function fullDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
