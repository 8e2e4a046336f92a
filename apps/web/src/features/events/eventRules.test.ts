import { type EventDetails, eventSchema } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import { type EventValues, newTicket, toEventInput, valuesOf } from './eventFormValues.ts';
import {
  bookingOutlook,
  calendarMonth,
  canCancelRegistration,
  centsOf,
  dayIn,
  dayKey,
  daysWithEvents,
  eventDateRange,
  eventsByDay,
  formatPrice,
  heldSeats,
  listQuery,
  monthGrid,
  nextEventMonth,
  parseFilter,
} from './eventRules.ts';

describe('list filters (spec 1 §4 "Past, Coming, MyEvent, Refused")', () => {
  it('read from the address, upcoming otherwise', () => {
    expect(parseFilter('past')).toBe('past');
    expect(parseFilter('refused')).toBe('refused');
    expect(parseFilter('nope')).toBe('upcoming');
    expect(parseFilter(null)).toBe('upcoming');
  });

  it('map to the API query, search trimmed', () => {
    expect(listQuery('upcoming', ' gala ')).toEqual({
      period: 'upcoming',
      status: 'published',
      mine: false,
      search: 'gala',
    });
    expect(listQuery('past', '')).toMatchObject({ period: 'past', status: 'published' });
    expect(listQuery('mine', '')).toMatchObject({ period: 'upcoming', mine: true });
    expect(listQuery('refused', '')).toMatchObject({ status: 'refused', mine: false });
  });
});

describe('month calendar', () => {
  it('covers whole weeks, Monday first (November 2026 starts on a Sunday)', () => {
    const weeks = monthGrid(2026, 10);
    expect(weeks).toHaveLength(6);
    expect(dayKey(weeks[0]?.[0] as Date)).toBe('2026-10-26');
    expect(dayKey(weeks[0]?.[6] as Date)).toBe('2026-11-01');
    expect(dayKey(weeks[5]?.[6] as Date)).toBe('2026-12-06');
    // February 2027 starts on a Monday and fills exactly four weeks.
    expect(monthGrid(2027, 1)).toHaveLength(4);
  });

  // Issue 30 item 13: it opened on the first event's month instead of today's.
  it('opens on this month; a month without events points to the next one that has', () => {
    const now = new Date(2026, 10, 26, 12);
    expect(calendarMonth(now)).toEqual(new Date(2026, 10, 1));
    const byDay = new Map([
      ['2026-12-08', [1]],
      ['2027-02-01', [2]],
      ['2026-12-09', [1]],
    ]);
    expect(daysWithEvents(byDay, 2026, 11)).toEqual(['2026-12-08', '2026-12-09']);
    expect(daysWithEvents(byDay, 2026, 10)).toEqual([]);
    expect(nextEventMonth(byDay, 2026, 10)).toEqual(new Date(2026, 11, 1));
    expect(nextEventMonth(byDay, 2026, 11)).toBeNull();
    expect(nextEventMonth(byDay, 2027, 0)).toEqual(new Date(2027, 1, 1));
    expect(nextEventMonth(byDay, 2027, 1)).toBeNull();
    expect(nextEventMonth(byDay, 2027, 2)).toBeNull();
  });

  it('puts an event on each day it runs, an end at midnight not counting', () => {
    const at = (d: number, h: number) => new Date(2026, 10, d, h).toISOString();
    const days = eventsByDay([
      { id: 1, start_at: at(3, 18), end_at: at(5, 0) },
      { id: 2, start_at: at(4, 9), end_at: at(4, 12) },
    ]);
    expect(days.get('2026-11-03')?.map((e) => e.id)).toEqual([1]);
    expect(days.get('2026-11-04')?.map((e) => e.id)).toEqual([1, 2]);
    expect(days.has('2026-11-05')).toBe(false);
  });

  it("puts an event on the school's day, whatever the browser's zone", () => {
    const late = { id: 3, start_at: '2027-01-15T23:30:00Z', end_at: '2027-01-16T00:30:00Z' };
    expect([...eventsByDay([late], 'Europe/Paris').keys()]).toEqual(['2027-01-16']);
    expect([...eventsByDay([late], 'America/New_York').keys()]).toEqual(['2027-01-15']);
    expect(dayIn('2027-01-15T23:30:00Z', 'Asia/Tokyo')).toBe('2027-01-16');
  });
});

describe('tickets and booking (issue 14 item 3)', () => {
  it('prices: 0 is free, cents in the currency, an unknown currency after the amount', () => {
    expect(formatPrice(0, 'EUR', 'fr')).toBeNull();
    expect(formatPrice(1250, 'EUR', 'fr')).toMatch(/^12,50\s€$/);
    expect(formatPrice(1250, 'EUR', 'en')).toBe('€12.50');
    expect(formatPrice(500, 'points!', 'en')).toBe('5.00 points!');
  });

  it('reads typed prices as cents', () => {
    expect(centsOf('12,5')).toBe(1250);
    expect(centsOf('0')).toBe(0);
    expect(centsOf(19.99)).toBe(1999);
    expect(centsOf('-1')).toBeNull();
    expect(centsOf('1.234')).toBeNull();
  });

  it('confirms while seats fit, else waits; closed outside the sales window', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    const open = { remaining: 2, sales_start: null, sales_end: null };
    expect(bookingOutlook(open, 2, now)).toBe('confirmed');
    expect(bookingOutlook(open, 3, now)).toBe('waiting');
    expect(bookingOutlook({ ...open, remaining: 0 }, 1, now)).toBe('waiting');
    expect(bookingOutlook({ ...open, sales_end: '2026-11-26T09:00:00Z' }, 1, now)).toBe('closed');
    expect(bookingOutlook({ ...open, sales_start: '2026-11-27T00:00:00Z' }, 1, now)).toBe('closed');
  });

  it('lets a member cancel until the event starts', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(canCancelRegistration('2026-11-26T10:00:01Z', now)).toBe(true);
    expect(canCancelRegistration('2026-11-26T10:00:00Z', now)).toBe(false);
  });

  it('names the time zone and says the same day once', () => {
    const text = eventDateRange('2027-01-12T17:00:00Z', '2027-01-12T19:00:00Z', 'en', 'UTC');
    expect(text).toContain('UTC');
    expect(text.match(/2027/g)).toHaveLength(1);
    const paris = eventDateRange(
      '2027-01-12T18:00:00Z',
      '2027-01-12T20:00:00Z',
      'fr',
      'Europe/Paris',
    );
    expect(paris).toMatch(/19:00.*21:00 \(heure d’Europe centrale\)$/);
  });
});

describe('the form values (spec 1 §5 Event through the domain schema)', () => {
  const now = () => new Date('2026-11-26T10:00:00Z');
  const filled = (): EventValues => ({
    ...valuesOf(null),
    title: 'Gala',
    city: 'Lille',
    organizer: 'BDE',
    address: '1 rue Nationale',
    category: 'networking',
    start_at: '2026-12-10T18:00',
    end_at: '2026-12-10T23:00',
    tickets: [{ ...newTicket(), name: 'Standard', price: '12,50', quantity: '30' }],
  });

  it('a filled form passes, the price in cents', () => {
    const parsed = eventSchema({ now }).safeParse(
      toEventInput(filled(), { draft: false, filters: false }),
    );
    expect(parsed.success).toBe(true);
    expect(parsed.data?.tickets[0]).toMatchObject({ price_cents: 1250, quantity: 30 });
  });

  it('an external registration sends no tickets and needs its link', () => {
    const values = { ...filled(), registration_type: 'external' };
    const input = toEventInput(values, { draft: false, filters: false });
    expect(input.tickets).toEqual([]);
    const parsed = eventSchema({ now }).safeParse(input);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['external_link']);
  });

  it('an online event needs its link, not an address; filters only when the school has them', () => {
    const values = { ...filled(), type: 'online', filter_years: ['2012'] };
    const input = toEventInput(values, { draft: true, filters: false });
    expect(input.address).toBe('');
    expect(input.filter_years).toEqual([]);
    expect(toEventInput(values, { draft: true, filters: true }).filter_years).toEqual([2012]);
    const parsed = eventSchema({ now }).safeParse(input);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['online_link']);
  });

  it("reads the wall times in the school's time zone", () => {
    const input = toEventInput(filled(), {
      draft: false,
      filters: false,
      timeZone: 'Europe/Paris',
    });
    expect(input.start_at).toBe('2026-12-10T17:00:00.000Z');
    const stored = {
      start_at: '2026-12-10T17:00:00Z',
      end_at: '2026-12-10T22:00:00Z',
      tickets: [],
    };
    const back = valuesOf(stored as unknown as EventDetails, 'Europe/Paris');
    expect(back.start_at).toBe('2026-12-10T18:00');
  });

  it('a bad ticket price is an error on the ticket', () => {
    const values = filled();
    values.tickets = [{ ...newTicket(), name: 'VIP', price: 'abc' }];
    const parsed = eventSchema({ now }).safeParse(
      toEventInput(values, { draft: false, filters: false }),
    );
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['tickets.0.price_cents']);
  });
});

// Issue 30 item 18: a member's orders of a ticket count together against its limit.
describe('seats a member holds', () => {
  it('adds their orders of the ticket not cancelled, waiting ones included', () => {
    const mine = [
      { ticket_id: 1, quantity: 2, status: 'confirmed' },
      { ticket_id: 1, quantity: 1, status: 'waiting' },
      { ticket_id: 1, quantity: 4, status: 'cancelled' },
      { ticket_id: 2, quantity: 3, status: 'confirmed' },
    ];
    expect(heldSeats(mine, 1)).toBe(3);
    expect(heldSeats(mine, 2)).toBe(3);
    expect(heldSeats(mine, 3)).toBe(0);
  });
});
