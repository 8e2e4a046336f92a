import type {
  EventCategory,
  EventRegistrationType,
  EventType,
  PublicationStatus,
  RegistrationStatus,
} from '@alumni/domain';
import type { EventListFilter } from './eventRules.ts';

/** Catalogue keys of the event categories (domain EVENT_CATEGORIES). */
export const CATEGORY_KEYS: Record<EventCategory, string> = {
  networking: 'events_category_networking',
  conference: 'events_category_conference',
  workshop: 'events_category_workshop',
  afterwork: 'events_category_afterwork',
  sport: 'events_category_sport',
  career: 'events_category_career',
  other: 'events_category_other',
};

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

/** Catalogue keys of the publication statuses (domain PUBLICATION_STATUSES). */
export const STATUS_KEYS: Record<PublicationStatus, string> = {
  draft: 'events_status_draft',
  pending: 'events_status_pending',
  scheduled: 'events_status_scheduled',
  published: 'events_status_published',
  refused: 'events_status_refused',
};

/** The badge colours of the statuses (filled, with automatic contrast), as the blog's. */
export const STATUS_COLORS: Record<PublicationStatus, string> = {
  draft: 'gray.7',
  pending: 'yellow.4',
  scheduled: 'blue.8',
  published: 'green.9',
  refused: 'red.8',
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

/** Catalogue keys of the history's actions (api/events.ts EventHistoryEntry.action). */
export const HISTORY_ACTION_KEYS: Record<string, string> = {
  create: 'events_history_create',
  save: 'events_history_save',
  submit: 'events_history_submit',
  publish: 'events_history_publish',
  validate: 'events_history_validate',
  refuse: 'events_history_refuse',
  admin_edit: 'events_history_admin_edit',
};
