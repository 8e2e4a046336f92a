import { COVER_SIZE, EVENT_MESSAGES, type EventData, startsAfterToday } from '@alumni/domain';
import type { Db } from '../../db/client.ts';
import { eventTickets } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { coverOf } from '../../platform/covers.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { audienceFilters } from '../../platform/publication/filters.ts';
import { createItem, removeItem, type Tx } from '../../platform/publication/saves.ts';
import type { SchedulePublication } from '../../platform/publication/scheduling.ts';
import { newItemSlug } from '../../platform/publication/slugs.ts';
import { checkStaticOption } from '../static-lists/index.ts';
import { eventGroupId } from './groups.ts';
import { eventsArea } from './publication.ts';
import { accessTo, type EventRow, findEvent } from './store.ts';

/**
 * Writing events (spec 1 §5 Event, §4 Publication; issue 14 item 1): create with its tickets
 * and delete, under the publication state machine of the domain, through the shared
 * workflow (platform/publication saves.ts, `eventsArea`). An event, its tickets and its
 * history row are written in one transaction.
 */

/** The columns an event's body sets as it is (create and edit alike). */
export function eventColumns(input: EventData) {
  return {
    title: input.title,
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
    publishAt: input.publish_at,
  };
}

/** The columns of a ticket of an event's body at `position`. */
export function ticketColumns(ticket: EventData['tickets'][number], position: number) {
  return {
    position,
    name: ticket.name,
    description: ticket.description,
    priceCents: ticket.price_cents,
    quantity: ticket.quantity,
    perOrderLimit: ticket.per_order_limit,
    salesStart: ticket.sales_start,
    salesEnd: ticket.sales_end,
  };
}

/**
 * "Start date after today" (spec 1 §5 Event), today being the school's day in its
 * `time_zone` rather than the server's: 400 `{"start_at"}` otherwise.
 */
export function checkStart(actor: Actor, input: EventData, now: Date = new Date()): void {
  if (!startsAfterToday(input.start_at, now, actor.school.timeZone)) {
    throw badRequest({ start_at: [EVENT_MESSAGES[actor.locale].startAfterToday] });
  }
}

/** Covers of events: `events/{school}/{user}/{32 hex}.webp` (platform covers). */
export const EVENT_COVER_FOLDER = 'events';

/**
 * The cover key an event is saved with: null for none, its `current` one, or one this member
 * uploaded here (platform coverOf); 400 `{"cover"}` otherwise.
 */
export async function coverKeyOf(
  actor: Actor,
  key: string | null,
  opts: { mediaRoot: string; current?: string | null },
): Promise<string | null> {
  if (key === null) return null;
  const cover = await coverOf(actor, key, {
    folder: EVENT_COVER_FOLDER,
    mediaRoot: opts.mediaRoot,
    unknown: EVENT_MESSAGES[actor.locale].unknownCover,
    ...(opts.current ? { current: { key: opts.current, ...COVER_SIZE } } : {}),
  });
  return cover.key;
}

/**
 * The actor writes a new event with its tickets (spec 1 §5 Event; issue 14 items 1 and 3).
 * Its state follows the domain's decideSave with the school's `validate_event`: draft,
 * pending (the actor is no Evenement validator) or published (scheduled at a future date).
 * Its category is an option of the school's event_category list; its group, if any, one the
 * actor manages (groups.ts). Event, tickets and history row in one transaction. Returns the
 * event; 400 per field.
 */
export async function createEvent(
  db: Db,
  actor: Actor,
  input: EventData,
  schedule: SchedulePublication,
  mediaRoot: string,
): Promise<EventRow> {
  const created = await createItem(
    db,
    actor,
    eventsArea,
    {
      draft: input.draft,
      values: async () => {
        checkStart(actor, input);
        await checkStaticOption(db, actor.school.id, 'event_category', input.category, 'category');
        const filters = await audienceFilters(db, actor, eventsArea, input);
        const coverKey = await coverKeyOf(actor, input.cover, { mediaRoot });
        const slug = await newItemSlug(db, eventsArea, actor, input);
        const groupId = await eventGroupId(db, actor, input.group_id);
        return { ...eventColumns(input), slug, coverKey, groupId, ...filters };
      },
      also: (tx, row) => addTickets(tx, row, input.tickets),
    },
    { schedule },
  );
  const event = await findEvent(db, actor.school.id, created.id);
  if (!event) throw notFound();
  return event;
}

/** Adds the tickets of a new event, in their order. */
async function addTickets(
  tx: Tx,
  event: { id: number; schoolId: number },
  tickets: EventData['tickets'],
): Promise<void> {
  if (!tickets.length) return;
  await tx.insert(eventTickets).values(
    tickets.map((t, position) => ({
      ...ticketColumns(t, position),
      schoolId: event.schoolId,
      eventId: event.id,
    })),
  );
}

/**
 * Deletes event `id` with its tickets, registrations and history (its author unless
 * validated and published; school admins always: domain canDeletePublication). 404; 403.
 */
export async function removeEvent(db: Db, actor: Actor, id: number): Promise<void> {
  await removeItem(db, actor, eventsArea, id, {
    sees: (row) => accessTo(actor, row) !== 'none',
  });
}
