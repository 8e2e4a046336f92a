/**
 * `datetime-local` inputs' values to and from ISO instants, in a named IANA time zone (an
 * event's school) or else the browser's (issue 14 item 6 "event times shown in the school's
 * time zone").
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock fields of `date` in `timeZone`, as numbers (month 1–12, hour 0–23). */
function wallClock(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/**
 * An instant as a `datetime-local` input's value ('' for null), in `timeZone` (an IANA name,
 * the school's for events) or else the browser's time zone.
 */
export function toLocalInput(iso: string | null, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const c = timeZone
    ? wallClock(date, timeZone)
    : {
        year: date.getFullYear(),
        month: date.getMonth() + 1,
        day: date.getDate(),
        hour: date.getHours(),
        minute: date.getMinutes(),
      };
  return `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

/**
 * A `datetime-local` value as an ISO instant, read in `timeZone` (else the browser's); null
 * when empty or invalid. A wall time a daylight-saving change skips moves forward.
 */
export function fromLocalInput(value: string, timeZone?: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  if (!timeZone) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  const asUtc = Date.parse(`${value.slice(0, 16)}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at an instant: its wall clock read as if UTC, minus the instant.
  const offset = (at: number) => {
    const c = wallClock(new Date(at), timeZone);
    return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) - at;
  };
  const first = asUtc - offset(asUtc);
  return new Date(asUtc - offset(first)).toISOString();
}

/**
 * A `datetime-local` value ('2026-11-29T14:35') as the date pickers' value ('2026-11-29
 * 14:35:00', Mantine dates' wall-clock text); null when empty or not such a value.
 */
export function toPickerValue(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  return match ? `${match[1]} ${match[2]}:00` : null;
}

/**
 * A date picker's value back as the `datetime-local` text the forms keep ('' for none), to
 * the minute: the same wall clock, in the same zone, so that the submit path reads it as
 * before.
 */
export function fromPickerValue(value: string | null): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(value ?? '');
  return match ? `${match[1]}T${match[2]}` : '';
}

/**
 * A `date` input's text ('2026-11-29') as the date picker's value, which is the same text
 * (Mantine dates' day value); null when empty or not such a text.
 */
export function toDateValue(value: string | undefined): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/** Today in the browser's own calendar as a `date` text ('2026-11-29'): a birth date's last day. */
export function todayText(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
