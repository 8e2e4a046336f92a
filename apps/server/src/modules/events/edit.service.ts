import {
  decideSave,
  EVENT_MESSAGES,
  type EventData,
  fillPlaceholders,
  type PublicationState,
} from '@alumni/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventRegistrations, eventSlugs, events, eventTickets } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { keepOldSlug } from '../../platform/publication/old-slugs.ts';
import { afterPublish, type SchedulePublication } from '../../platform/publication/scheduling.ts';
import { recordSave } from '../../platform/publication/transitions.ts';
import { promoteWaiting } from './booking.service.ts';
import { checkStart, coverKeyOf, filtersFor, refusalError, slugSafe } from './events.service.ts';
import { publicationActor } from './policy.ts';
import { eventsArea } from './publication.ts';
import { accessTo, type EventRecord } from './store.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The tickets of an edit, under their row locks (taken after the event's, as no booking
 * takes the event's): a ticket with an `id` is updated (its quantity never below its
 * confirmed seats: 400), one without is added, a stored one left out is removed unless
 * someone registered for it (400 `{"tickets"}`).
 */
async function saveTickets(tx: Tx, actor: Actor, eventId: number, input: EventData['tickets']) {
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
    const values = {
      position,
      name: t.name,
      description: t.description,
      priceCents: t.price_cents,
      quantity: t.quantity,
      perOrderLimit: t.per_order_limit,
      salesStart: t.sales_start,
      salesEnd: t.sales_end,
    };
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
      await promoteWaiting(tx, t.id, t.quantity, current.confirmed);
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
 * The actor replaces event `id`'s fields and tickets (spec 1 §5 Event, §4 Publication):
 * drafts, pending and refused events by their author (resubmitted unless `draft`) or an
 * Evenement validator (who validates); a validated event by an admin, once (409 after).
 * Event, tickets and history in one transaction under the event's row lock. Returns the
 * saved row; 404; 403; 400 per field.
 */
export async function editEvent(
  db: Db,
  actor: Actor,
  input: EventData & { id: number },
  schedule: SchedulePublication,
  mediaRoot: string,
): Promise<EventRecord> {
  const schoolId = actor.school.id;
  checkStart(actor, input);
  const filters = await filtersFor(db, actor, input);
  const saved = await slugSafe(actor, () =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(events)
        .where(and(eq(events.id, input.id), eq(events.schoolId, schoolId)))
        .for('update');
      if (!current || accessTo(actor, current) === 'none') throw notFound();
      const state = current.state as PublicationState;
      const outcome = decideSave(
        { state, validated: current.validated, adminEdits: current.adminEdits },
        publicationActor(actor, current.authorId),
        { draft: input.draft, requiresValidation: actor.school.validateEvent },
      );
      if (!outcome.ok) throw refusalError(actor, outcome.refusal);
      const coverKey = await coverKeyOf(actor, input.cover, {
        mediaRoot,
        current: current.coverKey,
      });
      const [row] = await tx
        .update(events)
        .set({
          title: input.title,
          slug: input.slug ?? current.slug,
          description: input.description,
          type: input.type,
          onlineLink: input.type === 'online' ? input.online_link : '',
          address: input.address,
          city: input.city,
          organizer: input.organizer,
          startAt: input.start_at,
          endAt: input.end_at,
          category: input.category,
          registrationType: input.registration_type,
          externalLink: input.registration_type === 'external' ? input.external_link : '',
          coverKey,
          publishAt: input.publish_at,
          state: outcome.state,
          validated: outcome.validated,
          adminEdits: current.adminEdits + (outcome.adminEdit ? 1 : 0),
          ...filters,
          ...(input.publish_at && input.publish_at > new Date() ? { announcedAt: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(events.id, current.id))
        .returning();
      if (!row) throw notFound();
      await keepOldSlug(tx, eventSlugs, {
        schoolId,
        itemId: row.id,
        from: current.slug,
        to: row.slug,
      });
      await saveTickets(tx, actor, row.id, input.tickets);
      await recordSave(tx, eventsArea, actor, { current, row, outcome });
      return row;
    }),
  );
  await afterPublish(db, eventsArea, { row: saved, schedule, emit: actor.emit });
  return saved;
}
