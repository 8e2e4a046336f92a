import {
  COVER_SIZE,
  canDeletePublication,
  decideSave,
  EVENT_MESSAGES,
  type EventData,
  type PublicationRefusal,
  type PublicationState,
  slugify,
  startsAfterToday,
  uniqueSlug,
} from '@alumni/domain';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campuses, degrees, eventSlugs, events, eventTickets } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { coverOf } from '../../platform/covers.ts';
import { badRequest, forbidden, type HttpError, notFound } from '../../platform/errors.ts';
import { claimSlug } from '../../platform/publication/old-slugs.ts';
import { afterPublish, type SchedulePublication } from '../../platform/publication/scheduling.ts';
import {
  refusalError as publicationRefusalError,
  recordSave,
} from '../../platform/publication/transitions.ts';
import { publicationActor } from './policy.ts';
import { eventsArea } from './publication.ts';
import { accessTo, type EventRow, findEvent, statusOf } from './store.ts';

/**
 * Writing events (spec 1 §5 Event, §4 Publication; issue 14 item 1): create with its tickets
 * and delete, under the publication state machine of the domain. An event, its tickets and
 * its history row are written in one transaction.
 */

/** The HTTP answer of a refused publication move (403, or 409 for a move someone raced). */
export const refusalError = (actor: Actor, refusal: PublicationRefusal): HttpError =>
  publicationRefusalError(eventsArea, actor, refusal);

/**
 * The restriction filters as saved: empty unless the school has `has_filter_event` (400
 * `{"filter_…"}` when some are sent anyway); degrees and campuses must be the school's (400).
 */
export async function filtersFor(db: Db, actor: Actor, input: EventData) {
  const messages = EVENT_MESSAGES[actor.locale];
  const values = {
    filter_degrees: [...new Set(input.filter_degrees)],
    filter_roles: [...new Set(input.filter_roles)],
    filter_campuses: [...new Set(input.filter_campuses)],
    filter_years: [...new Set(input.filter_years)],
  };
  if (!actor.school.hasFilterEvent) {
    for (const [field, list] of Object.entries(values)) {
      if (list.length) throw badRequest({ [field]: [messages.filtersOff] });
    }
  }
  for (const [field, table] of [
    ['filter_degrees', degrees],
    ['filter_campuses', campuses],
  ] as const) {
    const ids = values[field];
    if (!ids.length) continue;
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.schoolId, actor.school.id), inArray(table.id, ids)));
    if (found.length !== ids.length) throw badRequest({ [field]: [messages.unknownFilter] });
  }
  return {
    filterDegrees: values.filter_degrees,
    filterRoles: values.filter_roles,
    filterCampuses: values.filter_campuses,
    filterYears: values.filter_years,
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

/** Runs `write`, answering a slug taken meanwhile (the unique index) with 400 `{"slug"}`. */
export async function slugSafe<T>(actor: Actor, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if (e.code === '23505' || e.cause?.code === '23505') {
      throw badRequest({ slug: [EVENT_MESSAGES[actor.locale].slugTaken] });
    }
    throw error;
  }
}

/** A free slug for `title` (or the one asked for, 400 `{"slug"}` when taken). */
async function slugFor(db: Db, actor: Actor, input: EventData): Promise<string> {
  const base = input.slug ?? slugify(input.title);
  const rows = await db
    .select({ slug: events.slug })
    .from(events)
    .where(and(eq(events.schoolId, actor.school.id), like(events.slug, `${base}%`)));
  const taken = new Set(rows.map((r) => r.slug));
  if (input.slug && taken.has(input.slug)) {
    throw badRequest({ slug: [EVENT_MESSAGES[actor.locale].slugTaken] });
  }
  return uniqueSlug(base, taken);
}

/**
 * The actor writes a new event with its tickets (spec 1 §5 Event; issue 14 items 1 and 3).
 * Its state follows the domain's decideSave with the school's `validate_event`: draft,
 * pending (the actor is no Evenement validator) or published (scheduled at a future date).
 * Event, tickets and history row in one transaction. Returns the event; 400 per field.
 */
export async function createEvent(
  db: Db,
  actor: Actor,
  input: EventData,
  schedule: SchedulePublication,
  mediaRoot: string,
): Promise<EventRow> {
  const outcome = decideSave(null, publicationActor(actor, null), {
    draft: input.draft,
    requiresValidation: actor.school.validateEvent,
  });
  if (!outcome.ok) throw refusalError(actor, outcome.refusal);
  checkStart(actor, input);
  const filters = await filtersFor(db, actor, input);
  const coverKey = await coverKeyOf(actor, input.cover, { mediaRoot });
  const slug = await slugFor(db, actor, input);
  const schoolId = actor.school.id;
  const created = await slugSafe(actor, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(events)
        .values({
          schoolId,
          authorId: actor.user.id,
          title: input.title,
          slug,
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
          state: outcome.state,
          publishAt: input.publish_at,
          validated: outcome.validated,
          ...filters,
        })
        .returning();
      if (!row) throw new Error('Event insert returned nothing.');
      // A slug that led elsewhere as an old one is now this event's.
      await claimSlug(tx, eventSlugs, schoolId, slug);
      if (input.tickets.length) {
        await tx.insert(eventTickets).values(
          input.tickets.map((t, position) => ({
            schoolId,
            eventId: row.id,
            position,
            name: t.name,
            description: t.description,
            priceCents: t.price_cents,
            quantity: t.quantity,
            perOrderLimit: t.per_order_limit,
            salesStart: t.sales_start,
            salesEnd: t.sales_end,
          })),
        );
      }
      await recordSave(tx, eventsArea, actor, { current: null, row, outcome });
      return row;
    }),
  );
  await afterPublish(db, eventsArea, { row: created, schedule, emit: actor.emit });
  const event = await findEvent(db, schoolId, created.id);
  if (!event) throw notFound();
  return event;
}

/**
 * Deletes event `id` with its tickets, registrations and history (its author unless
 * validated and published; school admins always: domain canDeletePublication). 404; 403.
 */
export async function removeEvent(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(events)
      .where(and(eq(events.id, id), eq(events.schoolId, actor.school.id)))
      .for('update');
    if (!current || accessTo(actor, current) === 'none') throw notFound();
    const item = { state: current.state as PublicationState, validated: current.validated };
    if (!canDeletePublication(item, publicationActor(actor, current.authorId))) throw forbidden();
    await tx.delete(events).where(eq(events.id, current.id));
    await actor.emit(tx, 'event.deleted', {
      eventId: current.id,
      authorId: current.authorId,
      status: statusOf(current),
    });
  });
}
