import { describe, expect, it } from 'vitest';
import { decideBooking, seatsLeftToMember } from './event-booking.ts';

const now = new Date('2026-11-01T10:00:00Z');
const ticket = { perOrderLimit: 2, salesStart: null, salesEnd: null };

// Issue 30 item 18: six orders of 2 took the 10 seats of a ticket limited to 2 per order.
// The limit counts the seats a member already holds in orders not cancelled.
describe('the per-order limit binds each member (issue 30 item 18)', () => {
  it('refuses an order that, with the seats already held, passes the limit', () => {
    expect(decideBooking(ticket, 10, 2, now, 0)).toEqual({ ok: true, status: 'confirmed' });
    expect(decideBooking(ticket, 8, 2, now, 2)).toEqual({ ok: false, refusal: 'memberLimit' });
    expect(decideBooking(ticket, 8, 1, now, 1)).toEqual({ ok: true, status: 'confirmed' });
    // Seats on the waiting list count too: they will be confirmed one day.
    expect(decideBooking(ticket, 0, 1, now, 1)).toEqual({ ok: true, status: 'waiting' });
    expect(decideBooking(ticket, 0, 1, now, 2)).toEqual({ ok: false, refusal: 'memberLimit' });
  });

  it('says the per-order limit first for an order too large on its own', () => {
    expect(decideBooking(ticket, 10, 3, now, 1)).toEqual({ ok: false, refusal: 'perOrderLimit' });
  });

  it('the form offers what is left to the member', () => {
    expect(seatsLeftToMember(2, 0)).toBe(2);
    expect(seatsLeftToMember(2, 1)).toBe(1);
    expect(seatsLeftToMember(2, 3)).toBe(0);
  });
});
