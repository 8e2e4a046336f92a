import type { EventSummary } from '@alumni/domain';
import { EVENT_PATHS, EVENT_REFUSAL_REASON_MAX, PUBLICATION_STATUSES } from '@alumni/domain';
import type { PublicationWebArea } from '../publication/index.ts';
import { PUBLICATION_HISTORY_ACTIONS } from '../publication/index.ts';
import { eventHistoryKey, eventsKey, fetchEvents, pendingEventsKey } from './api.ts';

/**
 * Events as the publication web kit sees them (features/publication): under `EVENT_PATHS`,
 * words `events_*`, pending queue the upcoming ones soonest first, each linked to
 * `/evenements/{slug}`.
 */
export const EVENT_PUBLICATION: PublicationWebArea<EventSummary> = {
  area: 'event',
  counter: 'event',
  paths: { history: EVENT_PATHS.history, review: EVENT_PATHS.review },
  i18nPrefix: 'events',
  queueLabelKey: 'validations_tab_events',
  itemColumnKey: 'events_pending_column_event',
  statuses: PUBLICATION_STATUSES,
  historyActions: PUBLICATION_HISTORY_ACTIONS,
  refusalReasonMax: EVENT_REFUSAL_REASON_MAX,
  queryKeys: {
    all: eventsKey,
    pending: pendingEventsKey,
    history: eventHistoryKey,
  },
  fetchPending: (request, signal) =>
    fetchEvents(
      { period: 'upcoming', status: 'pending', mine: false, search: '' },
      request,
      signal,
    ),
  titleOf: (event) => event.title,
  pathOf: (event) => `/evenements/${event.slug}`,
  testIds: {
    status: 'event-status',
    history: 'event-history',
    pendingRow: 'pending-event',
    pendingCount: 'pending-events-count',
  },
};
