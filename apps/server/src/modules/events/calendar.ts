import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical from 'ical-generator';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Calendar files of events (issue 14 item 6; DESIGN §3 ical-generator): a VCALENDAR whose
 * events carry `TZID` of the school's time zone with its `VTIMEZONE` (from
 * @touch4it/ical-timezones, ical-generator's documented generator), their times written in
 * that zone. ical-generator 9 writes a plain Date in the process's own zone, so times are
 * given as Day.js objects in the school's zone (its utc and timezone plugins, Intl's zone
 * data), which it formats in that zone.
 */

/** One event of a calendar. */
export interface CalendarEntry {
  /** Stable across downloads, so that a calendar updates the event rather than adding one. */
  uid: string;
  title: string;
  start: Date;
  end: Date;
  location: string;
  url: string;
  updatedAt: Date;
}

/**
 * The text of a calendar named `name` holding `entries`, their times in `timeZone` (an IANA
 * name) with its VTIMEZONE, DTSTAMP in UTC. Throws on an unknown time zone name.
 */
export function calendarText(opts: {
  name: string;
  timeZone: string;
  entries: readonly CalendarEntry[];
}): string {
  const { timeZone } = opts;
  // The calendar's own zone stays unset: DTSTAMP is then written in UTC, as RFC 5545 wants;
  // the generator still adds the VTIMEZONE of every zone its events use.
  const calendar = ical({
    name: opts.name,
    prodId: { company: 'alumni', product: 'events', language: 'EN' },
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const entry of opts.entries) {
    calendar.createEvent({
      id: entry.uid,
      summary: entry.title,
      start: dayjs(entry.start).tz(timeZone),
      end: dayjs(entry.end).tz(timeZone),
      timezone: timeZone,
      stamp: entry.updatedAt,
      lastModified: entry.updatedAt,
      ...(entry.location ? { location: entry.location } : {}),
      url: entry.url,
      description: entry.url,
    });
  }
  return calendar.toString();
}
