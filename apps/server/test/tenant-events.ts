import type { Db } from '../src/db/client.ts';
import { eventRegistrations } from '../src/db/schema/index.ts';
import { buildEvent } from './factories.ts';

/** A school's event identifiers for the tenant-isolation and fuzz suites (issue 14). */
export interface EventWorld {
  /** A published event of the member, its slug and texts carrying the marker. */
  event: number;
  eventSlug: string;
  /** Its ticket, and a confirmed registration of the member for it. */
  eventTicket: number;
  eventRegistration: number;
  /** A pending event of the other member, for the validators' decision. */
  eventPending: number;
}

/**
 * Builds the events part of a school's world: a published event of the member with a
 * ticket and the member's confirmed registration, and a pending event of `other`, every
 * text carrying the school's marker.
 */
export async function buildEventWorld(
  db: Db,
  w: { schoolId: number; marker: string; member: number; other: number },
): Promise<EventWorld> {
  const slug = `${w.marker.toLowerCase()}-event`;
  const event = await buildEvent(
    db,
    w.schoolId,
    w.member,
    { title: `${w.marker} event`, slug, description: `${w.marker} event text` },
    { name: `${w.marker} ticket`, confirmed: 1 },
  );
  const [registration] = await db
    .insert(eventRegistrations)
    .values({
      schoolId: w.schoolId,
      eventId: event.id,
      ticketId: event.ticket.id,
      userId: w.member,
      quantity: 1,
      status: 'confirmed',
    })
    .returning();
  const pending = await buildEvent(db, w.schoolId, w.other, {
    title: `${w.marker} pending event`,
    slug: `${w.marker.toLowerCase()}-pending-event`,
    state: 2,
    announcedAt: null,
  });
  return {
    event: event.id,
    eventSlug: slug,
    eventTicket: event.ticket.id,
    eventRegistration: registration?.id ?? 0,
    eventPending: pending.id,
  };
}
