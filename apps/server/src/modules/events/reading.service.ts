import { EVENT_MESSAGES, type PublicationStatus } from '@alumni/domain';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventRegistrations, eventSlugs, events } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { pagedQuery } from '../../platform/paged-query.ts';
import { oldSlugItem } from '../../platform/publication/old-slugs.ts';
import { type EventGroupLabel, eventGroupOf } from './groups.ts';
import { seesAllEvents } from './policy.ts';
import {
  accessTo,
  type EventRow,
  readableCondition,
  selectEvents,
  statusCondition,
  ticketsOf,
} from './store.ts';

/**
 * Reading events (spec 1 §2 Events "past, current, upcoming and My participations";
 * §4 "event list filters add Past, Coming, MyEvent, Refused"; issue 14 items 1 and 2): lists
 * by period, status and participation, one event by id or slug with its tickets and the
 * actor's registrations, the validators' counter.
 */

/** A list query as the routes parse it. */
export interface EventListQuery {
  period: 'upcoming' | 'past';
  status: PublicationStatus;
  mine?: boolean | undefined;
  search?: string | undefined;
  page: number;
  page_size: number;
}

/**
 * A page of the school's events, with the total. Published: what the actor may open.
 * Other statuses: the actor's own, or everyone's for validators and admins. `mine`: events
 * the actor holds a registration (not cancelled) for. `search`: every word is in the title
 * (case and accents ignored). Upcoming (not ended): soonest first; past: latest first.
 */
export async function listEvents(
  db: Db,
  actor: Actor,
  query: EventListQuery,
): Promise<{ rows: EventRow[]; count: number }> {
  let visible: SQL | undefined;
  if (query.status === 'published') visible = readableCondition(actor);
  else if (seesAllEvents(actor)) visible = statusCondition(query.status);
  else visible = and(statusCondition(query.status), eq(events.authorId, actor.user.id));
  const mine = query.mine
    ? sql`exists (select 1 from ${eventRegistrations} r where r.event_id = ${events.id} and r.user_id = ${actor.user.id} and r.status <> 'cancelled')`
    : undefined;
  const period =
    query.period === 'past' ? sql`${events.endAt} <= now()` : sql`${events.endAt} > now()`;
  const where = and(
    eq(events.schoolId, actor.school.id),
    visible,
    mine,
    period,
    titleSearch(query.search),
  ) as SQL;
  const order =
    query.period === 'past'
      ? [desc(events.startAt), desc(events.id)]
      : [asc(events.startAt), asc(events.id)];
  return pagedQuery(
    query,
    selectEvents(db)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    db.select({ count: count() }).from(events).where(where),
  );
}

/** Every word of `search` in the title, case and accents ignored; undefined when blank. */
function titleSearch(search: string | undefined): SQL | undefined {
  const words = (search ?? '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const like = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;
  return and(
    ...words.map((word) => sql`f_unaccent(${events.title}) ilike f_unaccent(${like(word)})`),
  );
}

/** An event with what its page shows: tickets, the actor's registrations, its group. */
export interface EventDetailsRow {
  row: EventRow;
  group: EventGroupLabel | null;
  tickets: Awaited<ReturnType<typeof ticketsOf>>;
  registrations: (typeof eventRegistrations.$inferSelect)[];
}

/** 403 "restricted access" (spec 2 §8) or 404 when the actor may not open `row`. */
function checkAccess(actor: Actor, row: EventRow) {
  const access = accessTo(actor, row);
  if (access === 'restricted') throw forbidden(EVENT_MESSAGES[actor.locale].restricted);
  if (access === 'none') throw notFound();
}

async function detailsOf(db: Db, actor: Actor, row: EventRow): Promise<EventDetailsRow> {
  checkAccess(actor, row);
  const registrations = await db
    .select()
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.eventId, row.id), eq(eventRegistrations.userId, actor.user.id)),
    )
    .orderBy(asc(eventRegistrations.id));
  return {
    row,
    group: await eventGroupOf(db, actor, row),
    tickets: await ticketsOf(db, row.id),
    registrations,
  };
}

/** One event by id or by slug, as the actor may see it. 403 restricted; 404. */
export async function getEvent(
  db: Db,
  actor: Actor,
  by: { id: number } | { slug: string },
): Promise<EventDetailsRow> {
  const condition = 'id' in by ? eq(events.id, by.id) : eq(events.slug, by.slug);
  const [row] = await selectEvents(db)
    .where(and(eq(events.schoolId, actor.school.id), condition))
    .limit(1);
  if (!row) throw notFound();
  return detailsOf(db, actor, row);
}

/**
 * The event at `slug` for its page, or `{movedTo}` its current slug when `slug` is an old
 * one (the route answers 301), only to an actor who may see the event: an old slug tells
 * nothing of an event one cannot see (404). 403 restricted; 404.
 */
export async function eventBySlug(
  db: Db,
  actor: Actor,
  slug: string,
): Promise<EventDetailsRow | { movedTo: string }> {
  const [row] = await selectEvents(db)
    .where(and(eq(events.schoolId, actor.school.id), eq(events.slug, slug)))
    .limit(1);
  if (row) return detailsOf(db, actor, row);
  const oldId = await oldSlugItem(db, eventSlugs, actor.school.id, slug);
  if (oldId === null) throw notFound();
  const [moved] = await db
    .select()
    .from(events)
    .where(and(eq(events.schoolId, actor.school.id), eq(events.id, oldId)))
    .limit(1);
  if (!moved || accessTo(actor, moved) === 'none') throw notFound();
  return { movedTo: moved.slug };
}
