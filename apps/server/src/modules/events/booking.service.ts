import {
  decideBooking,
  EVENT_MESSAGES,
  fillPlaceholders,
  holdsSeats,
  isEventAdmin,
  promotable,
  type RegistrationContact,
} from '@alumni/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventRegistrations, events, eventTickets } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { announcePromotions, type Promotion, type PromotionMail } from './promotions.ts';
import { seatedStatus } from './required-documents.ts';
import { accessTo, statusOf } from './store.ts';

/**
 * Booking seats (issue 14 item 3: "capacity holds under concurrency"). Capacity is decided
 * in the database, in one statement (issue 35 item 4: 500 bookings a second on one hot
 * ticket): right after taking the ticket's row lock, the booking's one write adds its seats to
 * the ticket's `confirmed` only while they fit and nobody waits, and inserts the registration
 * seated if they were added, else waiting (`seatAndRegister`). Both statements leave in one
 * round trip, so the lock is held from there to `commit`; everything else (the event, the
 * ticket's rules, the member's seats, the seated status) is read before. Bookings of one ticket
 * take turns on the lock, so none oversells (and the ticket's CHECK would refuse it anyway).
 * A cancellation frees its seats under the same lock and confirms the waiting orders in their
 * order while the first fits (domain promotable), each exactly once.
 */

export type RegistrationRecord = typeof eventRegistrations.$inferSelect;

/** Check-in codes a booking draws at most: one taken in the event is drawn again. */
const CHECK_IN_CODE_DRAWS = 5;

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

/** Starts `query` now (a Drizzle query is sent on its first `then`), in the order called. */
const send = <T>(query: PromiseLike<T>): Promise<T> => Promise.resolve(query.then((rows) => rows));

/**
 * What a booking reads before the ticket's lock, sent together (one round trip on the
 * request's pipelined connection, platform/pooled-transaction.ts): the event; this member's
 * turn for this ticket (a transaction advisory lock: their orders of it take turns, so that
 * their seats read next are final, issue 30 item 18); the ticket with the seats the member
 * holds in orders not cancelled; and the status a seated order gets (pending while the
 * event's required documents are not all accepted).
 */
async function bookingFacts(db: Db, actor: Actor, eventId: number, ticketId: number) {
  const userId = actor.user.id;
  const held = sql<number>`(select coalesce(sum(r.quantity), 0)::int from ${eventRegistrations} r
    where r.event_id = ${eventId} and r.user_id = ${userId} and r.ticket_id = ${ticketId}
    and r.status <> 'cancelled')`;
  const [found, , tickets, seated] = await Promise.all([
    send(
      db
        .select()
        .from(events)
        .where(and(eq(events.id, eventId), eq(events.schoolId, actor.school.id)))
        .limit(1),
    ),
    send(
      db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`booking:${ticketId}:${userId}`}, 0))`,
      ),
    ),
    send(
      db
        .select({ ticket: eventTickets, held })
        .from(eventTickets)
        .where(and(eq(eventTickets.id, ticketId), eq(eventTickets.eventId, eventId))),
    ),
    seatedStatus(db, ticketId, null),
  ]);
  return { event: found[0], ticket: tickets[0]?.ticket, held: tickets[0]?.held ?? 0, seated };
}

type RegistrationValues = Omit<typeof eventRegistrations.$inferInsert, 'status'>;

/**
 * Takes ticket `ticketId`'s row lock and, in the same round trip, decides and writes the
 * booking in one statement (its snapshot taken once the lock is held, so it sees every
 * booking and cancellation before): the seats are added to the ticket's `confirmed` only
 * while they fit and nobody waits, and the registration is inserted `seated` if they were,
 * else `waiting`. Returns the locked ticket's seats before (null: the ticket is gone) and the
 * registration, undefined when its check-in code was one its event already had (nothing
 * inserted; the seats may have been added).
 */
async function seatAndRegister(
  db: Db,
  values: RegistrationValues,
  seated: 'confirmed' | 'pending',
): Promise<{ before: number | null; registration: RegistrationRecord | undefined }> {
  const { ticketId, quantity } = values;
  const seat = db.$with('seat', { id: eventTickets.id }).as(
    sql`update ${eventTickets} set confirmed = confirmed + ${quantity}
      where id = ${ticketId} and confirmed + ${quantity} <= quantity
      and not exists (select 1 from ${eventRegistrations} w
        where w.ticket_id = ${ticketId} and w.status = 'waiting')
      returning id`,
  );
  const locking = send(
    db
      .select({ confirmed: eventTickets.confirmed })
      .from(eventTickets)
      .where(eq(eventTickets.id, ticketId))
      .for('no key update'),
  );
  const writing = send(
    db
      .with(seat)
      .insert(eventRegistrations)
      .values({
        ...values,
        status: sql`case when exists (select 1 from ${seat}) then ${seated} else 'waiting' end`,
      })
      .onConflictDoNothing({ target: [eventRegistrations.eventId, eventRegistrations.checkInCode] })
      .returning(),
  );
  // A ticket deleted meanwhile: the insert fails on its foreign key, answered as unknown.
  const [locked, written] = await Promise.all([locking, writing.catch((error) => error)]);
  if (!locked[0]) return { before: null, registration: undefined };
  if (written instanceof Error) throw written;
  return { before: locked[0].confirmed, registration: written[0] };
}

/**
 * Inserts the registration with `status` again while its check-in code is one its event
 * already has (the unique index decides, issue 30 item 9; at 40 random bits a second draw
 * is already rare). No savepoint: a code taken inserts nothing rather than failing.
 */
async function registerDrawingAgain(
  db: Db,
  values: RegistrationValues & { status: string },
  draws: number,
): Promise<RegistrationRecord> {
  for (let draw = 1; draw <= draws; draw++) {
    const [row] = await db
      .insert(eventRegistrations)
      .values(values)
      .onConflictDoNothing({ target: [eventRegistrations.eventId, eventRegistrations.checkInCode] })
      .returning();
    if (row) return row;
  }
  throw new Error('No free check-in code after every draw.');
}

/**
 * The actor books `quantity` seats of ticket `ticket_id` of event `eventId`: confirmed while
 * the seats fit and nobody waits, else on the waiting list. Paid tickets are recorded "to
 * pay" with their amount (no payment provider yet). The registration keeps the `contact`
 * details given (without them, the member's profile stands for them). 201 with the registration; 400
 * `{"quantity"}` above the per-order limit (the member's orders of the ticket not cancelled
 * counted together), `{"ticket_id"}` unknown ticket or sales closed,
 * `{detail}` for an event without internal registration or already ended; 403 restricted;
 * 404 unseen event. Three round trips before `commit` on PostgreSQL (round-trips.test.ts).
 */
export async function bookSeats(
  db: Db,
  actor: Actor,
  input: { eventId: number; ticket_id: number; quantity: number; contact?: RegistrationContact },
): Promise<RegistrationRecord> {
  const messages = EVENT_MESSAGES[actor.locale];
  // The request's own transaction, no savepoint (issue 35 item 4): nothing is written before a
  // refusal, and a failure after the write answers 5xx, which rolls the request back.
  const { event, ticket, held, seated } = await bookingFacts(
    db,
    actor,
    input.eventId,
    input.ticket_id,
  );
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
  if (!ticket) throw badRequest({ ticket_id: [messages.unknownTicket] });
  // The member's limit and the sales window; whether the seats fit is the statement's.
  const decision = decideBooking(ticket, ticket.quantity, input.quantity, now, held);
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
  const values: RegistrationValues = {
    schoolId: actor.school.id,
    eventId: event.id,
    ticketId: ticket.id,
    userId: actor.user.id,
    quantity: input.quantity,
    amountCents: ticket.priceCents * input.quantity,
    ...(input.contact
      ? {
          contactFirstName: input.contact.first_name,
          contactLastName: input.contact.last_name,
          contactEmail: input.contact.email,
          contactPhone: input.contact.phone || null,
        }
      : {}),
  };
  const { before, registration } = await seatAndRegister(db, values, seated);
  if (before === null) throw badRequest({ ticket_id: [messages.unknownTicket] });
  if (registration) return registration;
  // Its check-in code was taken: the seats, if added, stay; the order is inserted again.
  const [after] = await db
    .select({ confirmed: eventTickets.confirmed })
    .from(eventTickets)
    .where(eq(eventTickets.id, ticket.id));
  const status = (after?.confirmed ?? before) > before ? seated : 'waiting';
  return registerDrawingAgain(db, { ...values, status }, CHECK_IN_CODE_DRAWS - 1);
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
