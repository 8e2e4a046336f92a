import { EVENT_MESSAGES, fillPlaceholders, holdsSeats, PARTICIPANT_MESSAGES } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventRegistrations } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { lockTicket, promoteWaiting, type RegistrationRecord } from './booking.service.ts';
import { organisedEvent } from './participants.service.ts';
import { announcePromotions, type Promotion, type PromotionMail } from './promotions.ts';
import { seatedStatus } from './required-documents.ts';

/**
 * Moving a registration to another ticket of its event (issue 14 item 4), by its organisers:
 * under both tickets' row locks (taken in id order, so that two moves between the same
 * tickets cannot deadlock), as bookings take them, the target must have the seats free; the
 * registration then holds seats there (confirmed, or pending while required documents are
 * not all accepted), and when it held seats on its former ticket they go to that ticket's
 * waiting list (domain promotable), in one transaction. Whoever leaves a waiting list (the
 * moved registration itself, when it waited) is told (promotions.ts).
 * Per-order limits and sales windows are the members' rules: organisers are not held to them.
 */

/**
 * Moves registration `registrationId` of event `eventId` to ticket `ticketId` of the same
 * event. Returns the moved registration (seated, its amount at the new ticket's price).
 * 400 `{"ticket_id"}` same or unknown ticket; 403/404 organisers only; 404 unknown
 * registration; 409 cancelled, or the target has fewer free seats than it holds.
 */
export async function moveRegistration(
  db: Db,
  actor: Actor,
  mail: PromotionMail,
  input: { eventId: number; registrationId: number; ticketId: number },
): Promise<RegistrationRecord> {
  const messages = PARTICIPANT_MESSAGES[actor.locale];
  return db.transaction(async (tx) => {
    const event = await organisedEvent(tx, actor, input.eventId);
    const [found] = await tx
      .select({ ticketId: eventRegistrations.ticketId })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.id, input.registrationId),
          eq(eventRegistrations.eventId, event.id),
        ),
      )
      .limit(1);
    if (!found) throw notFound();
    if (found.ticketId === input.ticketId) throw badRequest({ ticket_id: [messages.sameTicket] });
    const ids = [found.ticketId, input.ticketId].sort((a, b) => a - b);
    const locked = [];
    for (const id of ids) locked.push(await lockTicket(tx, event.id, id));
    const source = locked.find((t) => t?.id === found.ticketId);
    const target = locked.find((t) => t?.id === input.ticketId);
    if (!target) throw badRequest({ ticket_id: [EVENT_MESSAGES[actor.locale].unknownTicket] });
    if (!source) throw notFound();
    // Read again under the locks: a cancellation or another move may have come first.
    const [current] = await tx
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, input.registrationId))
      .for('update');
    if (!current || current.status === 'cancelled') {
      throw conflict(messages.cancelledNotMovable);
    }
    if (current.ticketId !== source.id) throw conflict(messages.sameTicket);
    const remaining = target.quantity - target.confirmed;
    if (current.quantity > remaining) {
      throw conflict(fillPlaceholders(messages.notEnoughSeats, { remaining }));
    }
    const [moved] = await tx
      .update(eventRegistrations)
      .set({
        ticketId: target.id,
        status: await seatedStatus(tx, target.id, current.id),
        amountCents: target.priceCents * current.quantity,
        updatedAt: new Date(),
      })
      .where(eq(eventRegistrations.id, current.id))
      .returning();
    if (!moved) throw notFound();
    const promoted = await promoteWaiting(
      tx,
      target.id,
      target.quantity,
      target.confirmed + current.quantity,
    );
    if (holdsSeats(current.status)) {
      const left = source.confirmed - current.quantity;
      promoted.push(...(await promoteWaiting(tx, source.id, source.quantity, left)));
    } else {
      // A waiting registration moved to free seats has left the waiting list too.
      promoted.unshift({ id: moved.id, status: moved.status as Promotion['status'] });
    }
    await announcePromotions(tx, actor, mail, event, promoted);
    return moved;
  });
}
