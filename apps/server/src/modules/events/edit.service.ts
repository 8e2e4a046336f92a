import { EVENT_MESSAGES, type EventData, fillPlaceholders } from '@alumni/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventRegistrations, eventTickets } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest } from '../../platform/errors.ts';
import { audienceFilters } from '../../platform/publication/filters.ts';
import { editItem, type Tx } from '../../platform/publication/saves.ts';
import type { SchedulePublication } from '../../platform/publication/scheduling.ts';
import { checkStaticOption } from '../static-lists/index.ts';
import { promoteWaiting } from './booking.service.ts';
import { checkStart, coverKeyOf, eventColumns, ticketColumns } from './events.service.ts';
import { eventGroupId } from './groups.ts';
import { announcePromotions, type PromotionMail } from './promotions.ts';
import { eventsArea } from './publication.ts';
import { accessTo, type EventRecord } from './store.ts';

/**
 * The tickets of an edit, under their row locks (taken after the event's, as no booking
 * takes the event's): a ticket with an `id` is updated (its quantity never below its
 * confirmed seats: 400), one without is added, a stored one left out is removed unless
 * someone registered for it (400 `{"tickets"}`). Members seated by more seats are told.
 */
async function saveTickets(
  tx: Tx,
  actor: Actor,
  mail: PromotionMail,
  event: EventRecord,
  input: EventData['tickets'],
) {
  const eventId = event.id;
  const messages = EVENT_MESSAGES[actor.locale];
  const stored = await tx
    .select()
    .from(eventTickets)
    .where(eq(eventTickets.eventId, eventId))
    .orderBy(eventTickets.id)
    .for('update');
  const byId = new Map(stored.map((t) => [t.id, t]));
  const kept = new Set<number>();
  for (const [position, t] of input.entries()) {
    const values = ticketColumns(t, position);
    if (t.id === undefined) {
      await tx.insert(eventTickets).values({ ...values, schoolId: actor.school.id, eventId });
      continue;
    }
    const current = byId.get(t.id);
    if (!current) throw badRequest({ [`tickets.${position}.id`]: [messages.unknownTicket] });
    if (t.quantity < current.confirmed) {
      throw badRequest({
        [`tickets.${position}.quantity`]: [
          fillPlaceholders(messages.quantityBelowBooked, { count: current.confirmed }),
        ],
      });
    }
    kept.add(t.id);
    await tx.update(eventTickets).set(values).where(eq(eventTickets.id, t.id));
    // More seats: the waiting list gets them, in order.
    if (t.quantity > current.quantity) {
      const promoted = await promoteWaiting(tx, t.id, t.quantity, current.confirmed);
      await announcePromotions(tx, actor, mail, event, promoted);
    }
  }
  const removed = stored.filter((t) => !kept.has(t.id)).map((t) => t.id);
  if (!removed.length) return;
  const [booked] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(
      and(
        inArray(eventRegistrations.ticketId, removed),
        ne(eventRegistrations.status, 'cancelled'),
      ),
    );
  if ((booked?.n ?? 0) > 0) throw badRequest({ tickets: [messages.ticketBooked] });
  await tx.delete(eventTickets).where(inArray(eventTickets.id, removed));
}

/**
 * The actor replaces event `id`'s fields and tickets (spec 1 §5 Event, §4 Publication)
 * through the shared workflow (platform/publication saves.ts editItem): drafts, pending and
 * refused events by their author (resubmitted unless `draft`) or an Evenement validator (who
 * validates); a validated event by an admin, once (409 after). Event, tickets and history in
 * one transaction under the event's row lock. Returns the saved row; 404; 403; 400 per field.
 */
export async function editEvent(
  db: Db,
  actor: Actor,
  input: EventData & { id: number },
  schedule: SchedulePublication,
  mediaRoot: string,
  mail: PromotionMail,
): Promise<EventRecord> {
  checkStart(actor, input);
  const filters = await audienceFilters(db, actor, eventsArea, input);
  return editItem(
    db,
    actor,
    eventsArea,
    {
      id: input.id,
      draft: input.draft,
      change: async (tx, current) => {
        // A category the school's list holds; the one it had stays valid (it is in use).
        if (input.category !== current.category) {
          await checkStaticOption(
            tx,
            actor.school.id,
            'event_category',
            input.category,
            'category',
          );
        }
        return {
          ...eventColumns(input),
          slug: input.slug ?? current.slug,
          coverKey: await coverKeyOf(actor, input.cover, { mediaRoot, current: current.coverKey }),
          // Its group stays as it is, else one the editor manages.
          groupId: await eventGroupId(tx, actor, input.group_id, current.groupId),
          ...filters,
        };
      },
      also: (tx, row) => saveTickets(tx, actor, mail, row, input.tickets),
    },
    { schedule, sees: (row) => accessTo(actor, row) !== 'none' },
  );
}
