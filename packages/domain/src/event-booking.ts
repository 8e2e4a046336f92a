/**
 * The booking decisions of events (issue 14 item 3; issue 30 item 18): whether an order of
 * seats is taken, confirmed or put on the waiting list, and which waiting orders a freed seat
 * confirms. Pure: the server calls them holding the ticket's row lock, so that what they read
 * (remaining seats, the member's seats) cannot change before the order is written.
 */

/** The outcome of a booking request against a ticket's remaining seats. */
export type BookingDecision =
  | { ok: true; status: 'confirmed' | 'waiting' }
  | { ok: false; refusal: 'perOrderLimit' | 'memberLimit' | 'salesClosed' };

/**
 * A booking of `quantity` seats of a ticket with `remaining` free seats by a member who
 * already holds `held` seats of it in orders not cancelled (confirmed, pending or waiting):
 * refused above the per-order limit, or when with those it would pass that limit (issue 30
 * item 18: six orders of 2 took a ticket's 10 seats; the limit binds each member, not each
 * order), or outside the sales window; confirmed while the seats fit, else the whole order
 * waits on the waiting list (first come, first served). Never throws.
 */
export function decideBooking(
  ticket: { perOrderLimit: number; salesStart: Date | null; salesEnd: Date | null },
  remaining: number,
  quantity: number,
  now: Date,
  held = 0,
): BookingDecision {
  if (quantity > ticket.perOrderLimit) return { ok: false, refusal: 'perOrderLimit' };
  if (held + quantity > ticket.perOrderLimit) return { ok: false, refusal: 'memberLimit' };
  if (ticket.salesStart && now < ticket.salesStart) return { ok: false, refusal: 'salesClosed' };
  if (ticket.salesEnd && now >= ticket.salesEnd) return { ok: false, refusal: 'salesClosed' };
  return { ok: true, status: quantity <= remaining ? 'confirmed' : 'waiting' };
}

/**
 * Seats a member may still book of a ticket whose per-order limit is `perOrderLimit` while
 * holding `held` seats of it (0 when none): what the booking form offers at most.
 */
export const seatsLeftToMember = (perOrderLimit: number, held: number): number =>
  Math.max(0, perOrderLimit - held);

/**
 * Which waiting registrations a freed seat confirms (issue 14 "first come first served when
 * a seat frees"): in their order, while the head of the list fits in `remaining`; the list
 * stops at the first that does not fit, so no later order overtakes it. Never throws.
 */
export function promotable<T extends { quantity: number }>(
  waiting: readonly T[],
  remaining: number,
): T[] {
  const promoted: T[] = [];
  let left = remaining;
  for (const registration of waiting) {
    if (registration.quantity > left) break;
    promoted.push(registration);
    left -= registration.quantity;
  }
  return promoted;
}
