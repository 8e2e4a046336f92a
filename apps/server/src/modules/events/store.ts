import { isEventRestricted, passesEventFilters } from '@alumni/domain';
import { type AnyColumn, and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, eventTickets, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { areaQueries, type HistoryRow, statusOf } from '../../platform/publication/store.ts';
import { membershipsOf, seesAllEvents } from './policy.ts';
import { eventsArea } from './publication.ts';

/**
 * Events in storage (issue 14): the row every read selects (author, last refusal reason),
 * the SQL of each publication status (platform/publication), who sees which event, the
 * tickets with their seats, and the history.
 */

const queries = areaQueries(eventsArea);

export type EventRecord = typeof events.$inferSelect;
export type TicketRecord = typeof eventTickets.$inferSelect;

export interface EventRow extends EventRecord {
  author: { id: number; firstName: string; lastName: string; picture: string | null };
  refusalReason: string | null;
}

/** Events joined with their authors and last refusal reason. */
export const selectEvents = (db: Db) =>
  db
    .select({
      ...getTableColumns(events),
      author: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        picture: users.picture,
      },
      refusalReason: queries.refusalReason(),
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.authorId));

/** SQL of an event's publication status at the database's `now()` (domain publicationStatus). */
export const statusCondition = queries.statusCondition;

/** The status of a stored event now. */
export { statusOf };

/** The filters of a stored event, as the domain reads them. */
export const filtersOf = (row: EventRecord) => ({
  degrees: row.filterDegrees,
  roles: row.filterRoles,
  campuses: row.filterCampuses,
  years: row.filterYears,
});

/** Whether the actor sees every event whatever its status and filters (author, validator, admin). */
export const bypasses = (actor: Actor, authorId: number) =>
  actor.user.id === authorId || seesAllEvents(actor);

/** What the actor gets of one event: it, a "restricted access" answer, or nothing. */
export function accessTo(actor: Actor, row: EventRecord): 'ok' | 'restricted' | 'none' {
  if (bypasses(actor, row.authorId)) return 'ok';
  if (statusOf(row) !== 'published') return 'none';
  if (!actor.school.hasFilterEvent || !isEventRestricted(filtersOf(row))) return 'ok';
  return passesEventFilters(filtersOf(row), membershipsOf(actor)) ? 'ok' : 'restricted';
}

/** SQL: the published events the actor may open (filters applied as accessTo does). */
export function readableCondition(actor: Actor): SQL {
  const published = statusCondition('published');
  if (seesAllEvents(actor) || !actor.school.hasFilterEvent) return published;
  const ms = membershipsOf(actor);
  const list = (values: (number | null)[]) =>
    sql.raw(`'{${values.filter((v): v is number => v !== null).join(',')}}'::integer[]`);
  const meets = (column: AnyColumn, values: (number | null)[]) =>
    sql`(cardinality(${column}) = 0 or ${column} && ${list(values)})`;
  return sql`(${published} and (${events.authorId} = ${actor.user.id} or (
    ${meets(
      events.filterDegrees,
      ms.map((m) => m.degreeId),
    )}
    and ${meets(
      events.filterRoles,
      ms.map((m) => m.role),
    )}
    and ${meets(
      events.filterCampuses,
      ms.map((m) => m.campusId),
    )}
    and ${meets(
      events.filterYears,
      ms.map((m) => m.graduationYear),
    )})))`;
}

/** One event of the school by id, or null. */
export async function findEvent(db: Db, schoolId: number, id: number): Promise<EventRow | null> {
  const [row] = await selectEvents(db)
    .where(and(eq(events.id, id), eq(events.schoolId, schoolId)))
    .limit(1);
  return row ?? null;
}

/** The tickets of an event in their order. */
export function ticketsOf(db: Db, eventId: number): Promise<TicketRecord[]> {
  return db
    .select()
    .from(eventTickets)
    .where(eq(eventTickets.eventId, eventId))
    .orderBy(asc(eventTickets.position), asc(eventTickets.id));
}

/** An event's history, oldest first, with each actor. */
export const historyOf = queries.historyOf;
export type { HistoryRow };
