/**
 * A calendar day (`2026-03-01`) of instant `at` in time zone `timeZone` (an IANA name, the
 * school's `time_zone`). A school's rules on days (a mentorship meeting not after today, not
 * before the acceptance) count days where the school is: the server checks with it, and the web
 * offers the same day by default, whatever zone the browser is in. Throws RangeError for an
 * unknown zone.
 */
export function calendarDayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
