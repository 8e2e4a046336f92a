import { describe, expect, it } from 'vitest';
import { EVENT_REFS } from './event-messages.ts';
import {
  bookingSchema,
  decideBooking,
  eventReviewSchema,
  eventSchema,
  passesEventFilters,
  promotable,
  startsAfterToday,
  TICKET_PRICE_MAX_CENTS,
  ticketSchema,
} from './events.ts';
import { EVENT_TITLE_MAX } from './limits.ts';

const now = new Date('2026-11-26T10:00:00Z');
const schema = eventSchema({ now: () => now });
const ticket = { name: 'Standard', price_cents: 0, quantity: 50, per_order_limit: 4 };
const valid = {
  title: 'Afterwork Paris',
  type: 'on_site',
  address: '1 rue de Rivoli',
  city: 'Paris',
  organizer: 'BDE',
  start_at: '2026-12-10T18:00:00Z',
  end_at: '2026-12-10T22:00:00Z',
  publish_at: '2026-11-26T10:00:00Z',
  category: 'afterwork',
  registration_type: 'internal',
  tickets: [ticket],
};

/** The messages of the issues of `input` on `path`. */
function issuesAt(input: unknown, path: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.join('.') === path).map((i) => i.message);
}

describe('event fields (spec 1 §5 Event)', () => {
  it('accepts a valid on-site event with a free ticket', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it('title is required, max 255 (spec 1 §5 Event, spec 2 §9)', () => {
    expect(EVENT_TITLE_MAX).toBe(255);
    expect(issuesAt({ ...valid, title: 'a'.repeat(255) }, 'title')).toEqual([]);
    expect(issuesAt({ ...valid, title: 'a'.repeat(256) }, 'title')).toHaveLength(1);
    expect(issuesAt({ ...valid, title: '  ' }, 'title')).toHaveLength(1);
  });

  it('online link or address required per type; organizer and city required', () => {
    expect(issuesAt({ ...valid, type: 'online' }, 'online_link')).toEqual([
      EVENT_REFS.linkRequired,
    ]);
    expect(issuesAt({ ...valid, address: '' }, 'address')).toEqual([EVENT_REFS.addressRequired]);
    expect(
      issuesAt(
        { ...valid, type: 'online', online_link: 'https://meet.example.org/x' },
        'online_link',
      ),
    ).toEqual([]);
    expect(issuesAt({ ...valid, type: 'online', online_link: 'meet' }, 'online_link')).toHaveLength(
      1,
    );
    expect(issuesAt({ ...valid, organizer: '' }, 'organizer')).toHaveLength(1);
    expect(issuesAt({ ...valid, city: '' }, 'city')).toHaveLength(1);
  });

  it('start date after today; end date after start', () => {
    expect(issuesAt({ ...valid, start_at: '2026-11-26T20:00:00Z' }, 'start_at')).toEqual([
      EVENT_REFS.startAfterToday,
    ]);
    expect(
      issuesAt(
        { ...valid, start_at: '2026-11-27T00:00:00Z', end_at: '2026-11-27T01:00:00Z' },
        'start_at',
      ),
    ).toEqual([]);
    expect(issuesAt({ ...valid, end_at: valid.start_at }, 'end_at')).toEqual([
      EVENT_REFS.endAfterStart,
    ]);
    expect(startsAfterToday(new Date('2026-11-26T23:30:00Z'), now, 'Europe/Paris')).toBe(true);
    expect(startsAfterToday(new Date('2026-11-26T22:30:00Z'), now, 'Europe/Paris')).toBe(false);
  });

  it("start after today is read in the school's zone, around its midnight", () => {
    // 23:30 in Paris on the 26th is already the 27th in Tokyo and still the 26th in New York.
    const lateEvening = new Date('2026-11-26T22:30:00Z');
    const nextMorning = '2026-11-27T08:00:00Z';
    const at = (timeZone: string) =>
      eventSchema({ now: () => lateEvening, timeZone })
        .safeParse({ ...valid, start_at: nextMorning, end_at: '2026-11-27T09:00:00Z' })
        .error?.issues.filter((i) => i.path[0] === 'start_at')
        .map((i) => i.message) ?? [];
    expect(at('Europe/Paris')).toEqual([]);
    expect(at('America/New_York')).toEqual([]);
    expect(at('Asia/Tokyo')).toEqual([EVENT_REFS.startAfterToday]);
    // Just after midnight in Paris, an event later the same Paris day is refused.
    const justAfter = new Date('2026-11-26T23:05:00Z');
    expect(startsAfterToday(new Date('2026-11-27T10:00:00Z'), justAfter, 'Europe/Paris')).toBe(
      false,
    );
    expect(startsAfterToday(new Date('2026-11-27T10:00:00Z'), justAfter, 'UTC')).toBe(true);
    const unchecked = eventSchema({ now: () => lateEvening, checkStart: false });
    expect(unchecked.safeParse({ ...valid, start_at: '2026-11-20T08:00:00Z' }).success).toBe(true);
  });

  it('publication date required unless a draft', () => {
    expect(issuesAt({ ...valid, publish_at: null }, 'publish_at')).toEqual([
      EVENT_REFS.publishAtRequired,
    ]);
    expect(issuesAt({ ...valid, publish_at: null, draft: true }, 'publish_at')).toEqual([]);
  });

  // Issue 30 item 13: the dates' errors showed only once every other field was filled (zod
  // skipped the event's own checks while a field, the category unchosen, had failed).
  it('says the dates’ errors together with the other fields’', () => {
    const early = { ...valid, category: '', end_at: '2026-12-10T17:00:00Z', publish_at: null };
    expect(issuesAt(early, 'category')).toHaveLength(1);
    expect(issuesAt(early, 'end_at')).toEqual([EVENT_REFS.endAfterStart]);
    expect(issuesAt(early, 'publish_at')).toEqual([EVENT_REFS.publishAtRequired]);
    expect(issuesAt({ ...valid, category: '', start_at: '' }, 'end_at')).toEqual([]);
    expect(schema.safeParse(null).success).toBe(false);
  });

  it('external link required when registration is external; tickets only for internal', () => {
    const external = { ...valid, registration_type: 'external', tickets: [] };
    expect(issuesAt(external, 'external_link')).toEqual([EVENT_REFS.externalLinkRequired]);
    expect(
      issuesAt({ ...external, external_link: 'https://tickets.example.org/e' }, 'external_link'),
    ).toEqual([]);
    expect(issuesAt({ ...valid, tickets: [] }, 'tickets')).toEqual([EVENT_REFS.ticketsRequired]);
    expect(issuesAt({ ...valid, registration_type: 'none' }, 'tickets')).toEqual([
      EVENT_REFS.ticketsUnexpected,
    ]);
  });

  it('restriction filters: role codes, years 1950+', () => {
    expect(issuesAt({ ...valid, filter_roles: [999] }, 'filter_roles.0')).toHaveLength(1);
    expect(issuesAt({ ...valid, filter_years: [1949] }, 'filter_years.0')).toHaveLength(1);
    expect(
      issuesAt({ ...valid, filter_years: [2020], filter_campuses: [3] }, 'filter_years'),
    ).toEqual([]);
  });
});

describe('tickets (spec 1 §3 Ticket; issue 14 item 3)', () => {
  it('name required, price ≥ 0 in cents, per-order limit within the total', () => {
    expect(ticketSchema().safeParse(ticket).success).toBe(true);
    expect(ticketSchema().safeParse({ ...ticket, name: '' }).success).toBe(false);
    expect(ticketSchema().safeParse({ ...ticket, price_cents: -1 }).success).toBe(false);
    expect(ticketSchema().safeParse({ ...ticket, price_cents: 12.5 }).success).toBe(false);
    expect(
      ticketSchema().safeParse({ ...ticket, price_cents: TICKET_PRICE_MAX_CENTS + 1 }).success,
    ).toBe(false);
    expect(ticketSchema().safeParse({ ...ticket, quantity: 0 }).success).toBe(false);
    expect(ticketSchema().safeParse({ ...ticket, per_order_limit: 51 }).success).toBe(false);
  });

  it('sales window: end after start', () => {
    const window = { sales_start: '2026-12-01T00:00:00Z', sales_end: '2026-12-01T00:00:00Z' };
    expect(ticketSchema().safeParse({ ...ticket, ...window }).success).toBe(false);
    expect(
      ticketSchema().safeParse({ ...ticket, ...window, sales_end: '2026-12-02T00:00:00Z' }).success,
    ).toBe(true);
  });
});

describe('booking (issue 14 item 3)', () => {
  const t = { perOrderLimit: 4, salesStart: null, salesEnd: null };
  it('confirms while seats remain, else waits', () => {
    expect(decideBooking(t, 5, 2, now)).toEqual({ ok: true, status: 'confirmed' });
    expect(decideBooking(t, 1, 2, now)).toEqual({ ok: true, status: 'waiting' });
    expect(decideBooking(t, 0, 1, now)).toEqual({ ok: true, status: 'waiting' });
  });
  it('refuses above the per-order limit and outside the sales window', () => {
    expect(decideBooking(t, 50, 5, now)).toEqual({ ok: false, refusal: 'perOrderLimit' });
    const later = { ...t, salesStart: new Date('2026-12-01T00:00:00Z') };
    expect(decideBooking(later, 50, 1, now)).toEqual({ ok: false, refusal: 'salesClosed' });
    const over = { ...t, salesEnd: now };
    expect(decideBooking(over, 50, 1, now)).toEqual({ ok: false, refusal: 'salesClosed' });
  });
  it('promotes the waiting list in order, no overtaking', () => {
    const list = [
      { id: 1, quantity: 1 },
      { id: 2, quantity: 3 },
      { id: 3, quantity: 1 },
    ];
    expect(promotable(list, 1).map((r) => r.id)).toEqual([1]);
    expect(promotable(list, 2).map((r) => r.id)).toEqual([1]);
    expect(promotable(list, 5).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(promotable(list, 0)).toEqual([]);
  });
  it('booking body: a ticket and at least one seat', () => {
    expect(bookingSchema().parse({ ticket_id: 3 })).toEqual({ ticket_id: 3, quantity: 1 });
    expect(bookingSchema().safeParse({ ticket_id: 3, quantity: 0 }).success).toBe(false);
    const contact = { first_name: ' Ada ', last_name: 'Abel', email: 'ADA@example.org' };
    expect(bookingSchema().parse({ ticket_id: 3, contact }).contact).toEqual({
      first_name: 'Ada',
      last_name: 'Abel',
      email: 'ada@example.org',
      phone: '',
    });
    const bad = bookingSchema().safeParse({
      ticket_id: 3,
      contact: { ...contact, last_name: '', email: 'nope', phone: 'call me' },
    });
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'contact.email',
      'contact.last_name',
      'contact.phone',
    ]);
  });
});

describe('filters and review', () => {
  const member = { role: 2, degreeId: 7, campusId: 3, graduationYear: 2020 };
  it('each filter kind must be met (degrees, roles, campus, graduation year)', () => {
    const none = { degrees: [], roles: [], campuses: [], years: [] };
    expect(passesEventFilters(none, [])).toBe(true);
    expect(passesEventFilters({ ...none, campuses: [3], years: [2020] }, [member])).toBe(true);
    expect(passesEventFilters({ ...none, campuses: [3], years: [2021] }, [member])).toBe(false);
    expect(passesEventFilters({ ...none, degrees: [7], roles: [1] }, [member])).toBe(false);
  });
  it('a refusal needs a reason', () => {
    expect(eventReviewSchema().safeParse({ decision: 'refuse' }).success).toBe(false);
    expect(eventReviewSchema().safeParse({ decision: 'refuse', reason: 'Date' }).success).toBe(
      true,
    );
  });
});

describe('hostile input', () => {
  it('refuses unreadable dates and tickets per field without throwing', () => {
    for (const value of ['', 'x'.repeat(300), 12, null]) {
      expect(issuesAt({ ...valid, start_at: value }, 'start_at')).toHaveLength(1);
      expect(issuesAt({ ...valid, end_at: value }, 'end_at')).toHaveLength(1);
    }
    expect(schema.safeParse({ ...valid, tickets: 'x' }).success).toBe(false);
    expect(ticketSchema().safeParse({ ...ticket, sales_start: '', quantity: 'x' }).success).toBe(
      false,
    );
  });
});
