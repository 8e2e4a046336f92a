import {
  decideBooking,
  EVENT_MESSAGES,
  fillPlaceholders,
  holdsSeats,
  isEventAdmin,
  promotable,
  type RegistrationContact,
} from '@alumni/domain';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventRegistrations, events, eventTickets } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/publication/slugs.ts';
import { announcePromotions, type Promotion, type PromotionMail } from './promotions.ts';
import { seatedStatus } from './required-documents.ts';
import { accessTo, statusOf } from './store.ts';

/**
 * Booking seats (issue 14 item 3: "capacity holds under concurrency"). Capacity is decided
 * in the database: a booking takes the ticket's row lock (`SELECT … FOR UPDATE`) and, in the
 * same transaction, reads its confirmed seats, inserts the registration and adds its seats;
 * bookings of one ticket take turns, so none oversells (and the ticket's CHECK would refuse
 * it anyway). When the seats do not fit, or others already wait, the order waits; a
 * cancellation frees its seats under the same lock and confirms the waiting orders in their
 * order while the first fits (domain promotable), each exactly once.
 */

export type RegistrationRecord = typeof eventRegistrations.$inferSelect;

/** Check-in codes a booking draws at most: one taken in the event is drawn again. */
const CHECK_IN_CODE_DRAWS = 5;
const CHECK_IN_CODE_INDEX = 'event_registrations_event_check_in_code_idx';

/**
 * Runs `insert` (a registration, its check-in code drawn by the column's default) in a
 * savepoint of `tx`, again while the code it drew is already one of the event's: the unique
 * index decides (issue 30 item 9), at 40 random bits a second draw is already rare.
 */
async function withFreshCheckInCode<T>(tx: Db, insert: (sp: Db) => Promise<T>): Promise<T> {
  for (let draw = 1; ; draw++) {
    try {
      return await tx.transaction((sp) => insert(sp));
    } catch (error) {
      if (draw >= CHECK_IN_CODE_DRAWS || !isUniqueViolation(error, CHECK_IN_CODE_INDEX)) {
        throw error;
      }
    }
  }
}

/** Waiting orders read at a time when seats free up. */
const PROMOTION_BATCH = 200;

/** Locks ticket `ticketId` of event `eventId` for the rest of the transaction, or null. */
export async function lockTicket(tx: Db, eventId: number, ticketId: number) {
  const [ticket] = await tx
    .select()
    .from(eventTickets)
    .where(and(eq(eventTickets.id, ticketId), eq(eventTickets.eventId, eventId)))
    .for('update');
  return ticket ?? null;
}

/**
 * Confirms the waiting orders of ticket `ticketId` (whose row lock the caller holds) that
 * fit in `quantity` seats with `confirmed` taken, first come first served (domain
 * promotable), and stores the new confirmed count. Returns the registrations it seated, for
 * the caller to tell their members (promotions.ts `announcePromotions`).
 */
export async function promoteWaiting(
  tx: Db,
  ticketId: number,
  quantity: number,
  confirmed: number,
): Promise<Promotion[]> {
  let taken = confirmed;
  let after = 0;
  const seated: Promotion[] = [];
  // In batches, oldest first, until an order does not fit or nobody is left waiting.
  for (;;) {
    const waiting = await tx
      .select({ id: eventRegistrations.id, quantity: eventRegistrations.quantity })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.ticketId, ticketId),
          eq(eventRegistrations.status, 'waiting'),
          gt(eventRegistrations.id, after),
        ),
      )
      .orderBy(asc(eventRegistrations.id))
      .limit(PROMOTION_BATCH);
    const promoted = promotable(waiting, quantity - taken);
    for (const next of promoted) {
      const status = await seatedStatus(tx, ticketId, next.id);
      await tx
        .update(eventRegistrations)
        .set({ status, updatedAt: new Date() })
        .where(eq(eventRegistrations.id, next.id));
      seated.push({ id: next.id, status });
      taken += next.quantity;
    }
    if (promoted.length < waiting.length || waiting.length < PROMOTION_BATCH) break;
    after = waiting[waiting.length - 1]?.id ?? after;
  }
  await tx.update(eventTickets).set({ confirmed: taken }).where(eq(eventTickets.id, ticketId));
  return seated;
}

/**
 * The actor books `quantity` seats of ticket `ticket_id` of event `eventId`: confirmed while
 * the seats fit and nobody waits, else on the waiting list. Paid tickets are recorded "to
 * pay" with their amount (no payment provider yet). The registration keeps the `contact`
 * details given (without them, the member's profile stands for them). 201 with the registration; 400
 * `{"quantity"}` above the per-order limit (the member's orders of the ticket not cancelled
 * counted together), `{"ticket_id"}` unknown ticket or sales closed,
 * `{detail}` for an event without internal registration or already ended; 403 restricted;
 * 404 unseen event.
 */
export async function bookSeats(
  db: Db,
  actor: Actor,
  input: { eventId: number; ticket_id: number; quantity: number; contact?: RegistrationContact },
): Promise<RegistrationRecord> {
  const messages = EVENT_MESSAGES[actor.locale];
  const schoolId = actor.school.id;
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select()
      .from(events)
      .where(and(eq(events.id, input.eventId), eq(events.schoolId, schoolId)))
      .limit(1);
    if (!event) throw notFound();
    const access = accessTo(actor, event);
    if (access === 'none') throw notFound();
    if (access === 'restricted') throw forbidden(messages.restricted);
    const now = new Date();
    // Only a published event that has not ended takes bookings (not a draft its author sees).
    const open = statusOf(event) === 'published' && event.endAt > now;
    if (event.registrationType !== 'internal' || !open) {
      throw badRequest({ detail: messages.notBookable });
    }
    const ticket = await lockTicket(tx, event.id, input.ticket_id);
    if (!ticket) throw badRequest({ ticket_id: [messages.unknownTicket] });
    // Read under the ticket's lock, which every booking of it takes first: the waiting
    // list, and the seats this member already holds in orders not cancelled (their orders
    // together stay within the per-order limit; issue 30 item 18).
    const [queue] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(eventRegistrations)
      .where(
        and(eq(eventRegistrations.ticketId, ticket.id), eq(eventRegistrations.status, 'waiting')),
      );
    const [mine] = await tx
      .select({ seats: sql<number>`coalesce(sum(${eventRegistrations.quantity}), 0)::int` })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.eventId, event.id),
          eq(eventRegistrations.userId, actor.user.id),
          eq(eventRegistrations.ticketId, ticket.id),
          ne(eventRegistrations.status, 'cancelled'),
        ),
      );
    const held = mine?.seats ?? 0;
    const remaining = (queue?.n ?? 0) > 0 ? 0 : ticket.quantity - ticket.confirmed;
    const decision = decideBooking(ticket, remaining, input.quantity, now, held);
    if (!decision.ok) {
      if (decision.refusal === 'perOrderLimit') {
        const text = fillPlaceholders(messages.perOrderLimit, { max: ticket.perOrderLimit });
        throw badRequest({ quantity: [text] });
      }
      if (decision.refusal === 'memberLimit') {
        const text = fillPlaceholders(messages.memberLimit, { held, max: ticket.perOrderLimit });
        throw badRequest({ quantity: [text] });
      }
      throw badRequest({ ticket_id: [messages.salesClosed] });
    }
    // With seats, pending while the event's required documents are not all accepted.
    const status =
      decision.status === 'confirmed' ? await seatedStatus(tx, ticket.id, null) : decision.status;
    const [registration] = await withFreshCheckInCode(tx, (sp) =>
      sp
        .insert(eventRegistrations)
        .values({
          schoolId,
          eventId: event.id,
          ticketId: ticket.id,
          userId: actor.user.id,
          quantity: input.quantity,
          status,
          amountCents: ticket.priceCents * input.quantity,
          ...(input.contact
            ? {
                contactFirstName: input.contact.first_name,
                contactLastName: input.contact.last_name,
                contactEmail: input.contact.email,
                contactPhone: input.contact.phone || null,
              }
            : {}),
        })
        .returning(),
    );
    if (!registration) throw new Error('Registration insert returned nothing.');
    if (decision.status === 'confirmed') {
      await tx
        .update(eventTickets)
        .set({ confirmed: ticket.confirmed + input.quantity })
        .where(eq(eventTickets.id, ticket.id));
    }
    return registration;
  });
}

/**
 * Cancels registration `registrationId` of event `eventId` (its member until the event
 * starts; the event's author and school admins always): its confirmed seats go back to the
 * ticket and the waiting orders that now fit are confirmed, first come first served, under
 * the ticket's lock (two cancellations take turns; each waiting order is confirmed once),
 * and their members are told (notification and mail, promotions.ts). Returns the cancelled registration; 404 unseen; 403 someone else's; 409 already cancelled
 * or the event has started.
 */
export async function cancelRegistration(
  db: Db,
  actor: Actor,
  mail: PromotionMail,
  input: { eventId: number; registrationId: number },
): Promise<RegistrationRecord> {
  const messages = EVENT_MESSAGES[actor.locale];
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ registration: eventRegistrations, event: events })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(
        and(
          eq(eventRegistrations.id, input.registrationId),
          eq(eventRegistrations.eventId, input.eventId),
          eq(eventRegistrations.schoolId, actor.school.id),
        ),
      )
      .limit(1);
    if (!found) throw notFound();
    const { event } = found;
    const organiser =
      event.authorId === actor.user.id || isEventAdmin(actor.user, actor.permissionSchool);
    if (found.registration.userId !== actor.user.id && !organiser) throw notFound();
    if (!organiser && event.startAt <= new Date()) throw conflict(messages.eventStarted);
    // The ticket's lock first, as bookings take it: then the registration's state is final.
    const ticket = await lockTicket(tx, event.id, found.registration.ticketId);
    if (!ticket) throw notFound();
    // Read again under the lock: a cancellation meanwhile may have confirmed it from the list.
    const [current] = await tx
      .select({ status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, input.registrationId))
      .for('update');
    if (!current || current.status === 'cancelled') throw conflict(messages.alreadyCancelled);
    const [cancelled] = await tx
      .update(eventRegistrations)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(eq(eventRegistrations.id, input.registrationId))
      .returning();
    if (!cancelled) throw notFound();
    if (!holdsSeats(current.status)) return cancelled;
    const left = ticket.confirmed - cancelled.quantity;
    const promoted = await promoteWaiting(tx, ticket.id, ticket.quantity, left);
    await announcePromotions(tx, actor, mail, event, promoted);
    return cancelled;
  });
}
