import type {
  EventListQueryInput,
  EventTicket,
  Locale,
  PermissionSchool,
  PermissionUser,
} from '@alumni/domain';
import { canUseEvents, canValidateEvents, isSchoolAdmin } from '@alumni/domain';
import { toLocalInput } from '../../ui/form/localDateTime.ts';
import { timeZoneName } from '../../ui/form/timeZoneName.ts';

/**
 * What the events pages offer whom and how they lay events out (spec 1 §2 Events "list with
 * past, current, upcoming and My participations views", §4 "event list filters add Past,
 * Coming, MyEvent, Refused"), free of React so it is unit-tested on its own. The server
 * decides; these only show the filters and buttons that will work.
 */

/** The list's filters: Coming, Past, MyEvent, then the writer's drafts, pending and refused. */
export const LIST_FILTERS = ['upcoming', 'past', 'mine', 'draft', 'pending', 'refused'] as const;
export type EventListFilter = (typeof LIST_FILTERS)[number];

/**
 * What the list asks the API (`EVENT_PATHS.list`): the contract's query as the page holds it,
 * `mine` a flag and `search` empty for none; the paging is added when it is sent.
 */
export type EventListQuery = Required<Pick<EventListQueryInput, 'period' | 'status' | 'search'>> & {
  mine: boolean;
};

/** Who reads, writes and books events: members with the events view. Never throws. */
export function canWriteEvents(user: PermissionUser | null, school: PermissionSchool): boolean {
  return user !== null && canUseEvents(user, school);
}

/** Whether `user` sees an event's history: its author, Evenement validators and admins. */
export function seesEventHistory(
  user: (PermissionUser & { id: number }) | null,
  school: PermissionSchool,
  authorId: number,
): boolean {
  if (!user) return false;
  return user.id === authorId || canValidateEvents(user, school) || isSchoolAdmin(user, school);
}

/** A filter read from the address (`?filter=`); upcoming for anything else. */
export function parseFilter(raw: string | null): EventListFilter {
  return LIST_FILTERS.find((value) => value === raw) ?? 'upcoming';
}

/**
 * The API query of a filter and a title search: Coming and Past by period (published),
 * MyEvent the member's registrations to come, and the writer's own drafts, pending and
 * refused events (everyone's for validators and admins, as the server decides).
 */
export function listQuery(filter: EventListFilter, search: string): EventListQuery {
  const base: EventListQuery = {
    period: 'upcoming',
    status: 'published',
    mine: false,
    search: search.trim(),
  };
  switch (filter) {
    case 'past':
      return { ...base, period: 'past' };
    case 'mine':
      return { ...base, mine: true };
    case 'draft':
    case 'pending':
    case 'refused':
      return { ...base, status: filter };
    default:
      return base;
  }
}

/** A day as `YYYY-MM-DD` in the browser's time zone (the calendar's cells). */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The weeks of a month's calendar grid (`month` 0–11), Monday first: whole weeks from the
 * one holding the 1st to the one holding the last day, each of 7 dates at local midnight.
 */
export function monthGrid(year: number, month: number): Date[][] {
  const first = new Date(year, month, 1);
  const offset = (first.getDay() + 6) % 7; // days since Monday
  const last = new Date(year, month + 1, 0).getDate();
  const weeks: Date[][] = [];
  for (let start = 1 - offset; start <= last; start += 7) {
    weeks.push(Array.from({ length: 7 }, (_, i) => new Date(year, month, start + i)));
  }
  return weeks;
}

/** The calendar day (`YYYY-MM-DD`) of instant `iso` in `timeZone` (else the browser's). */
export function dayIn(iso: string, timeZone?: string): string {
  return toLocalInput(iso, timeZone).slice(0, 10);
}

/**
 * Events by calendar day (`dayKey`) in `timeZone` (the school's; else the browser's): an
 * event on every day from its start to its end (an end at midnight does not count the next
 * day). Each day keeps the events' order.
 */
export function eventsByDay<T extends { start_at: string; end_at: string }>(
  events: readonly T[],
  timeZone?: string,
): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const event of events) {
    const start = Date.parse(event.start_at);
    const end = Math.max(start, Date.parse(event.end_at) - 1);
    const first = dayIn(event.start_at, timeZone);
    const last = Number.isNaN(end) ? '' : dayIn(new Date(end).toISOString(), timeZone);
    if (!first || !last) continue;
    const lastDay = Date.parse(`${last}T00:00:00Z`);
    // At most 62 days per event, so that a year-long event cannot flood the grid.
    let day = Date.parse(`${first}T00:00:00Z`);
    for (let n = 0; day <= lastDay && n < 62; n++, day += 86_400_000) {
      const key = new Date(day).toISOString().slice(0, 10);
      days.set(key, [...(days.get(key) ?? []), event]);
    }
  }
  return days;
}

/**
 * A price in cents of `currency` in `locale`'s words ("12,50 €"); null for 0 (free). A
 * currency Intl does not know (the school's is free text, 10 characters) follows the amount.
 */
export function formatPrice(cents: number, currency: string, locale: string): string | null {
  if (cents === 0) return null;
  const amount = cents / 100;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(amount);
    return `${number} ${currency}`.trim();
  }
}

/**
 * Whether a booking of `quantity` seats of `ticket` would be confirmed or wait (issue 14
 * "waiting list when sold out"); closed outside the sales window. The server decides again.
 */
export function bookingOutlook(
  ticket: Pick<EventTicket, 'remaining' | 'sales_start' | 'sales_end'>,
  quantity: number,
  now: Date = new Date(),
): 'confirmed' | 'waiting' | 'closed' {
  if (ticket.sales_start && now < new Date(ticket.sales_start)) return 'closed';
  if (ticket.sales_end && now >= new Date(ticket.sales_end)) return 'closed';
  return quantity <= ticket.remaining ? 'confirmed' : 'waiting';
}

/**
 * The seats a member holds of ticket `ticketId` in their registrations not cancelled: they
 * count against its per-order limit (issue 30 item 18; domain decideBooking).
 */
export function heldSeats(
  registrations: readonly { ticket_id: number; quantity: number; status: string }[],
  ticketId: number,
): number {
  return registrations
    .filter((r) => r.ticket_id === ticketId && r.status !== 'cancelled')
    .reduce((seats, r) => seats + r.quantity, 0);
}

/** Whether a member may still cancel their registration: until the event starts. */
export function canCancelRegistration(startAt: string, now: Date = new Date()): boolean {
  return now < new Date(startAt);
}

/** A price typed in currency units ("12.5", "12,50") as cents; null when not a price. */
export function centsOf(value: number | string): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/**
 * An event's dates as one range in `locale`, the time zone named (issue 14 item 6): in
 * `timeZone`, the school's, named as people name it ("lun. 12 janv. 2027, 19:00 – 21:00
 * (heure d’Europe centrale)", issue 30 item 8: not its IANA name "Europe/Paris"); without one
 * in the browser's, by its short name ("… 21:00 UTC+1"). The same day is said once.
 */
export function eventDateRange(
  startIso: string,
  endIso: string,
  locale: Locale,
  timeZone?: string,
): string {
  const format = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : { timeZoneName: 'short' }),
  });
  const range = format.formatRange(new Date(startIso), new Date(endIso));
  return timeZone ? `${range} (${timeZoneName(timeZone, locale, new Date(startIso))})` : range;
}

/**
 * The month the calendar opens on: this month (issue 30 item 13: it opened on the first
 * event's month, so that "today" was a click away and nothing said the month had changed).
 */
export function calendarMonth(now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), 1);
}

/** `YYYY-MM-` of a month (0–11), the start of its days' keys. */
const monthPrefix = (year: number, month: number) =>
  `${year}-${String(month + 1).padStart(2, '0')}-`;

/** The days (`YYYY-MM-DD`) of a month (0–11) that have events in `byDay`, in order. */
export function daysWithEvents(
  byDay: ReadonlyMap<string, unknown>,
  year: number,
  month: number,
): string[] {
  const prefix = monthPrefix(year, month);
  return [...byDay.keys()].filter((day) => day.startsWith(prefix)).sort();
}

/**
 * When a month (0–11) has no event in `byDay`: the first later month that has one (its 1st
 * day), for a "next event" button; null when the month has events or none come after.
 */
export function nextEventMonth(
  byDay: ReadonlyMap<string, unknown>,
  year: number,
  month: number,
): Date | null {
  if (daysWithEvents(byDay, year, month).length) return null;
  const after = `${monthPrefix(year, month)}99`;
  const next = [...byDay.keys()].filter((day) => day > after).sort()[0];
  return next ? new Date(Number(next.slice(0, 4)), Number(next.slice(5, 7)) - 1, 1) : null;
}
