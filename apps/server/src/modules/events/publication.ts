import { EVENT_MESSAGES } from '@alumni/domain';
import { eventHistory, events } from '../../db/schema/index.ts';
import { pendingItemsQueue } from '../../platform/publication/scheduling.ts';
import type { PublicationArea } from '../../platform/publication/store.ts';

/**
 * Events as the one publication workflow sees them (platform/publication; issue 14 item 1,
 * as the blog's): their table and history and `event.status_changed` on every move; an event
 * becoming readable (at once, or at its date by the `events.publish` job or `events.sweep`)
 * announces `event.published` once (the feed's card).
 */
export const eventsArea: PublicationArea<typeof events> = {
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
};

/** Events waiting for an Evenement validator: the `event` counter (spec 1 §3 counters). */
export const pendingEventsQueue = pendingItemsQueue(eventsArea, { type: 'event', key: 'events' });
