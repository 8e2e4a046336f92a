import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  eventCalendarTokens,
  eventRegistrations,
  eventRequiredDocuments,
  eventTickets,
} from '../src/db/schema/index.ts';
import { hashToken } from '../src/platform/sessions.ts';
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
  /**
   * Another event of the member with two tickets: a registration on the first, moved by
   * the suite to the second (`eventTicketOther`), which has free seats.
   */
  eventMovable: number;
  eventTicketOther: number;
  eventRegistrationMovable: number;
  /** A confirmed registration of the member that stays so: its QR code and check-in. */
  eventRegistrationCheckIn: number;
  /**
   * The other member's calendar feed token (stored hashed): not an actor's, whose feed the
   * suite rotates and revokes.
   */
  calendarToken: string;
  /**
   * An event of the member requiring one document, and the member's pending registration
   * for it: the suite uploads its file, downloads it and decides on it.
   */
  eventDocuments: number;
  eventDocument: number;
  eventRegistrationDocuments: number;
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
  // The check-in's registration: confirmed, never cancelled by the suite.
  const [checkIn] = await db
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
  await db.update(eventTickets).set({ confirmed: 2 }).where(eq(eventTickets.id, event.ticket.id));
  // Moves happen on an event of their own: the suite's PUT replaces the first one's tickets.
  const movable = await buildEvent(
    db,
    w.schoolId,
    w.member,
    { title: `${w.marker} movable event`, slug: `${w.marker.toLowerCase()}-movable-event` },
    { name: `${w.marker} ticket`, confirmed: 1 },
  );
  const [other] = await db
    .insert(eventTickets)
    .values({
      schoolId: w.schoolId,
      eventId: movable.id,
      position: 1,
      name: `${w.marker} other ticket`,
      priceCents: 0,
      quantity: 10,
      perOrderLimit: 2,
    })
    .returning();
  const [toMove] = await db
    .insert(eventRegistrations)
    .values({
      schoolId: w.schoolId,
      eventId: movable.id,
      ticketId: movable.ticket.id,
      userId: w.member,
      quantity: 1,
      status: 'confirmed',
    })
    .returning();
  const calendarToken = `${w.marker.toLowerCase()}-calendar-token`;
  await db
    .insert(eventCalendarTokens)
    .values({ schoolId: w.schoolId, userId: w.other, tokenHash: hashToken(calendarToken) });
  const withDocuments = await buildEvent(
    db,
    w.schoolId,
    w.member,
    { title: `${w.marker} documents event`, slug: `${w.marker.toLowerCase()}-documents-event` },
    { name: `${w.marker} ticket`, confirmed: 1 },
  );
  const [document] = await db
    .insert(eventRequiredDocuments)
    .values({ schoolId: w.schoolId, eventId: withDocuments.id, title: `${w.marker} document` })
    .returning();
  const [awaiting] = await db
    .insert(eventRegistrations)
    .values({
      schoolId: w.schoolId,
      eventId: withDocuments.id,
      ticketId: withDocuments.ticket.id,
      userId: w.member,
      quantity: 1,
      status: 'pending',
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
    eventMovable: movable.id,
    eventTicketOther: other?.id ?? 0,
    eventRegistrationMovable: toMove?.id ?? 0,
    eventRegistrationCheckIn: checkIn?.id ?? 0,
    calendarToken,
    eventDocuments: withDocuments.id,
    eventDocument: document?.id ?? 0,
    eventRegistrationDocuments: awaiting?.id ?? 0,
  };
}
