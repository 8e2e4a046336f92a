/**
 * The routes of events, relative to `/api` (../paths.ts); participants, calendars, check-in and
 * documents are `EVENT_PARTICIPANT_PATHS`.
 */
export const EVENT_PATHS = {
  /** GET a page of events; POST: write one with its tickets. */
  list: '/events/',
  /** POST: upload a cover photo. */
  covers: '/events/covers/',
  /** GET, PUT and DELETE one event. */
  event: '/events/{id}/',
  /** GET one event by slug. */
  bySlug: '/events/by-slug/{slug}/',
  /** GET an event's publication history. */
  history: '/events/{id}/history/',
  /** POST: a validator's decision. */
  review: '/events/{id}/review/',
  /** GET the events' map points. */
  map: '/events/map/',
  /** POST: book seats. */
  registrations: '/events/{id}/registrations/',
  /** POST: cancel a registration. */
  cancelRegistration: '/events/{id}/registrations/{registrationId}/cancel/',
} as const;
