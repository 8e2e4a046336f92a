import { SEATED_STATUSES } from '@alumni/domain';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  eventRegistrationDocuments,
  eventRegistrations,
  eventRequiredDocuments,
  eventTickets,
} from '../../db/schema/index.ts';

/**
 * Which seated status a registration has (issue 14 item 5 "the registration is confirmed
 * only when all are accepted"): `confirmed` when its event requires no document or every
 * required document of it was accepted, else `pending`. Both hold their seats (counted in
 * the ticket's confirmed seats), so moving between them never touches capacity.
 */

/**
 * The seated status of registration `registrationId` (null: one being booked, with no
 * document yet) holding seats of ticket `ticketId`.
 */
export async function seatedStatus(
  db: Db,
  ticketId: number,
  registrationId: number | null,
): Promise<'confirmed' | 'pending'> {
  const [missing] = await db
    .select({ n: count() })
    .from(eventRequiredDocuments)
    .innerJoin(eventTickets, eq(eventTickets.eventId, eventRequiredDocuments.eventId))
    .where(
      and(
        eq(eventTickets.id, ticketId),
        sql`not exists (select 1 from ${eventRegistrationDocuments} u
          where u.document_id = ${eventRequiredDocuments.id}
          and u.registration_id = ${registrationId ?? 0} and u.status = 'accepted')`,
      ),
    );
  return (missing?.n ?? 0) > 0 ? 'pending' : 'confirmed';
}

/**
 * Sets every seated registration of event `eventId` (or only `registrationId`) to the
 * status its documents give, in one UPDATE; call it after the event's required documents
 * or one of the uploads changed, in the same transaction.
 */
export async function refreshSeatedStatuses(
  db: Db,
  eventId: number,
  registrationId?: number,
): Promise<void> {
  const missing: SQL = sql`exists (select 1 from ${eventRequiredDocuments} d
    where d.event_id = ${eventRegistrations.eventId} and not exists (
      select 1 from ${eventRegistrationDocuments} u where u.document_id = d.id
      and u.registration_id = ${eventRegistrations.id} and u.status = 'accepted'))`;
  const status = sql<string>`(case when ${missing} then 'pending' else 'confirmed' end)`;
  await db
    .update(eventRegistrations)
    .set({ status, updatedAt: new Date() })
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        inArray(eventRegistrations.status, [...SEATED_STATUSES]),
        registrationId === undefined ? undefined : eq(eventRegistrations.id, registrationId),
        sql`${eventRegistrations.status} <> ${status}`,
      ),
    );
}
