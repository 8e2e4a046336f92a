import type { EventRegistrationType, EventType, RegistrationStatus } from '@alumni/domain';
import type { EventListFilter } from './eventRules.ts';

/** Catalogue keys of the event types (domain EVENT_TYPES). */
export const TYPE_KEYS: Record<EventType, string> = {
  online: 'events_type_online',
  on_site: 'events_type_on_site',
};

/** Catalogue keys of the registration types (domain EVENT_REGISTRATION_TYPES). */
export const REGISTRATION_TYPE_KEYS: Record<EventRegistrationType, string> = {
  internal: 'events_registration_internal',
  external: 'events_registration_external',
  none: 'events_registration_none',
};

/** Catalogue keys of a registration's status (domain REGISTRATION_STATUSES). */
export const REGISTRATION_STATUS_KEYS: Record<RegistrationStatus, string> = {
  confirmed: 'events_booking_status_confirmed',
  waiting: 'events_booking_status_waiting',
  pending: 'events_booking_status_pending',
  cancelled: 'events_booking_status_cancelled',
};

/** Catalogue keys of the list's filters (eventRules LIST_FILTERS). */
export const FILTER_KEYS: Record<EventListFilter, string> = {
  upcoming: 'events_filter_upcoming',
  past: 'events_filter_past',
  mine: 'events_filter_mine',
  draft: 'events_filter_draft',
  pending: 'events_filter_pending',
  refused: 'events_filter_refused',
};
