import { EVENT_MESSAGES } from '@alumni/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventCalendarTokens, eventRegistrations, events } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { type PublicUrlConfig, schoolOrigin, schoolUrl } from '../../platform/public-url.ts';
import { hashToken, newToken } from '../../platform/sessions.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { type CalendarEntry, calendarText } from './calendar.ts';
import { accessTo, type EventRecord, statusCondition } from './store.ts';

/**
 * Calendars of events (issue 14 item 6): the `.ics` of one event for whoever may open it,
 * and each member's private feed of their confirmed registrations in a school, reached with
 * a random token (stored as its SHA-256, shown once when made; rotating replaces it,
 * revoking deletes it). Times are written in the school's time zone (`schools.time_zone`).
 */

/** Events in a member's feed at most (the latest by start). */
const FEED_EVENTS_MAX = 500;

/** The time zone of a school's calendars. */
export const schoolTimeZone = (school: SchoolRow) => school.timeZone;

/** An event as a calendar entry, linked to its page. */
function entryOf(urls: PublicUrlConfig, school: SchoolRow, event: EventRecord): CalendarEntry {
  const place = event.type === 'online' ? event.onlineLink : `${event.address}, ${event.city}`;
  const host = new URL(schoolOrigin(urls, school.subdomain)).hostname;
  return {
    uid: `event-${event.id}@${host}`,
    title: event.title,
    start: event.startAt,
    end: event.endAt,
    location: place,
    url: schoolUrl(urls, school, `/evenements/${event.slug}`),
    updatedAt: event.updatedAt,
  };
}

/**
 * The calendar file of event `eventId` for the actor: one VEVENT with TZID and VTIMEZONE.
 * 404 when the actor may not see it; 403 restricted (the event's filters).
 */
export async function eventCalendar(
  db: Db,
  actor: Actor,
  urls: PublicUrlConfig,
  eventId: number,
): Promise<{ fileName: string; text: string }> {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.schoolId, actor.school.id)))
    .limit(1);
  if (!event) throw notFound();
  const access = accessTo(actor, event);
  if (access === 'none') throw notFound();
  if (access === 'restricted') throw forbidden(EVENT_MESSAGES[actor.locale].restricted);
  const text = calendarText({
    name: event.title,
    timeZone: schoolTimeZone(actor.school),
    entries: [entryOf(urls, actor.school, event)],
  });
  return { fileName: `${event.slug}.ics`, text };
}

/** The actor's feed in this school: whether one is active and since when. */
export async function feedStatus(db: Db, actor: Actor) {
  const [row] = await db
    .select({ createdAt: eventCalendarTokens.createdAt })
    .from(eventCalendarTokens)
    .where(
      and(
        eq(eventCalendarTokens.schoolId, actor.school.id),
        eq(eventCalendarTokens.userId, actor.user.id),
      ),
    );
  return { active: Boolean(row), created_at: row?.createdAt.toISOString() ?? null, url: null };
}

/**
 * Makes the actor's feed token in this school, replacing (revoking) any former one, and
 * returns the feed's URL: the only time the token is shown.
 */
export async function rotateFeed(db: Db, actor: Actor, urls: PublicUrlConfig) {
  const token = newToken();
  const [row] = await db
    .insert(eventCalendarTokens)
    .values({ schoolId: actor.school.id, userId: actor.user.id, tokenHash: hashToken(token) })
    .onConflictDoUpdate({
      target: [eventCalendarTokens.schoolId, eventCalendarTokens.userId],
      set: { tokenHash: hashToken(token), createdAt: sql`now()` },
    })
    .returning({ createdAt: eventCalendarTokens.createdAt });
  const origin = schoolOrigin(urls, actor.school.subdomain);
  return {
    active: true,
    created_at: row?.createdAt.toISOString() ?? null,
    url: `${origin}/api/events/calendar-feed/${token}/`,
  };
}

/** Revokes the actor's feed in this school (nothing to revoke is fine). */
export async function revokeFeed(db: Db, actor: Actor): Promise<void> {
  await db
    .delete(eventCalendarTokens)
    .where(
      and(
        eq(eventCalendarTokens.schoolId, actor.school.id),
        eq(eventCalendarTokens.userId, actor.user.id),
      ),
    );
}

/**
 * The feed of token `token` in `school`: the published events its member holds a confirmed
 * registration of (the latest FEED_EVENTS_MAX by start). 404 for an unknown or revoked token.
 */
export async function feedCalendar(
  db: Db,
  school: SchoolRow,
  urls: PublicUrlConfig,
  token: string,
): Promise<string> {
  const [owner] = await db
    .select({ userId: eventCalendarTokens.userId })
    .from(eventCalendarTokens)
    .where(
      and(
        eq(eventCalendarTokens.schoolId, school.id),
        eq(eventCalendarTokens.tokenHash, hashToken(token)),
      ),
    );
  if (!owner) throw notFound();
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.schoolId, school.id),
        statusCondition('published'),
        sql`exists (select 1 from ${eventRegistrations} r where r.event_id = ${events.id}
          and r.user_id = ${owner.userId} and r.status = 'confirmed')`,
      ),
    )
    .orderBy(sql`${events.startAt} desc`, asc(events.id))
    .limit(FEED_EVENTS_MAX);
  return calendarText({
    name: school.name,
    timeZone: schoolTimeZone(school),
    entries: rows.map((event) => entryOf(urls, school, event)),
  });
}
