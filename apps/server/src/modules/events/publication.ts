import { EVENT_MESSAGES } from '@alumni/domain';
import { eventHistory, eventSlugs, events } from '../../db/schema/index.ts';
import { pendingItemsQueue } from '../../platform/publication/scheduling.ts';
import type { PublicationArea } from '../../platform/publication/store.ts';
import { publicationActor } from './policy.ts';

/**
 * Events as the one publication workflow sees them (platform/publication; issue 14 item 1,
 * as the blog's): their table and history and `event.status_changed` on every move; an event
 * becoming readable (at once, or at its date by the `events.publish` job or `events.sweep`)
 * announces `event.published` once (the feed's card). Saves wait for an Evenement validator
 * where the school has `validate_event`; degree, role, campus and year filters count where it
 * has `has_filter_event`; slugs, old ones in `event_slugs`.
 */
export const eventsArea: PublicationArea<
  typeof events,
  'filter_degrees' | 'filter_roles' | 'filter_campuses' | 'filter_years'
> = {
  area: 'events',
  items: 'events',
  refusalReasons: 'event',
  table: events,
  history: { table: eventHistory, subject: eventHistory.eventId, subjectKey: 'eventId' },
  messages: (locale) => EVENT_MESSAGES[locale],
  events: { statusChanged: 'event.status_changed', deleted: 'event.deleted' },
  announced: (emit, db, row) =>
    emit(db, 'event.published', {
      eventId: row.id,
      authorId: row.authorId,
      title: row.title,
      slug: row.slug,
    }),
  who: publicationActor,
  requiresValidation: (school) => school.validateEvent,
  audience: {
    fields: ['filter_degrees', 'filter_roles', 'filter_campuses', 'filter_years'],
    enabled: (school) => school.hasFilterEvent,
    messages: (locale) => ({
      filtersOff: EVENT_MESSAGES[locale].filtersOff,
      unknown: EVENT_MESSAGES[locale].unknownFilter,
    }),
  },
  slugs: { old: eventSlugs, taken: (locale) => EVENT_MESSAGES[locale].slugTaken },
};

/** Events waiting for an Evenement validator: the `event` counter (spec 1 §3 counters). */
export const pendingEventsQueue = pendingItemsQueue(eventsArea, { type: 'event', key: 'events' });
