import type {
  BookingInput,
  EventDetails,
  EventInput,
  EventListQueryInput,
  EventMap,
  EventRegistration,
  EventSummary,
  GroupListQueryInput,
  GroupSummary,
  Page,
  PostImage,
} from '@alumni/domain';
import {
  apiPath,
  EVENT_PATHS,
  GROUP_PATHS,
  GROUPS_PAGE_SIZE_MAX,
  queryString,
} from '@alumni/domain';
import { api } from '../../api/client.ts';
import type { PageRequest } from '../../ui/pagination/paging.ts';
import { pagingQuery } from '../../ui/pagination/paging.ts';
import type { EventListQuery } from './eventRules.ts';

/**
 * The events API (issue 14, apps/server/src/modules/events): the list by period, status,
 * participation and title, one event by id (the form) or slug (the page), writing, deleting,
 * booking and cancelling (history and decisions: the publication kit, events/publicationArea.ts). Types come from the contract
 * (`@alumni/domain` api/events.ts).
 */

/** Query keys: everything of events, lists, the pending queue, one event, its history. */
export const eventsKey = ['events'] as const;
export const eventListKey = ['events', 'list'] as const;
export const pendingEventsKey = ['events', 'pending'] as const;
export const eventBySlugKey = (slug: string) => ['events', 'slug', slug] as const;
export const eventByIdKey = (id: number) => ['events', 'id', id] as const;
export const eventHistoryKey = (id: number) => ['events', 'history', id] as const;
export const managedGroupsKey = (filter: 'all' | 'mine') => ['events', 'groups', filter] as const;

const event = (id: number) => apiPath(EVENT_PATHS.event, { id });

/** A page of events for `query` (EventListQuery: period, status, mine, search). */
export function fetchEvents(query: EventListQuery, request: PageRequest, signal?: AbortSignal) {
  const params = new URLSearchParams(
    queryString({
      period: query.period,
      status: query.status,
      mine: query.mine ? 'true' : undefined,
      search: query.search || undefined,
    } satisfies EventListQueryInput),
  );
  return api.get<Page<EventSummary>>(
    apiPath(EVENT_PATHS.list, undefined, pagingQuery(request, params)),
    signal,
  );
}

/** An event's page by slug: details, tickets with seats left, the viewer's registrations. */
export const fetchEventBySlug = (slug: string, signal?: AbortSignal) =>
  api.get<EventDetails>(apiPath(EVENT_PATHS.bySlug, { slug }), signal);

/** An event by id (the edit form). */
export const fetchEvent = (id: number, signal?: AbortSignal) =>
  api.get<EventDetails>(event(id), signal);

/** Writes a new event with its tickets; its state follows the publication rules. */
export const createEvent = (body: EventInput) =>
  api.post<EventDetails>(apiPath(EVENT_PATHS.list), body);
/** Replaces an event's fields and tickets (tickets with an id are kept). */
export const updateEvent = (id: number, body: EventInput) => api.put<EventDetails>(event(id), body);
/** Upcoming on-site events the member may open, by geocoded city (the map view). */
export const fetchEventsMap = (signal?: AbortSignal) =>
  api.get<EventMap>(apiPath(EVENT_PATHS.map), signal);
/** Uploads an event's cover photo (cropped to 806×474): its key goes in the event's `cover`. */
export const uploadEventCover = (file: File) =>
  api.upload<PostImage>(apiPath(EVENT_PATHS.covers), file);
/**
 * The groups the member may organise an event for (issue 33 item 4), from the groups' list:
 * `mine` (the groups they belong to) or, for school admins who manage every group, `all`;
 * the caller keeps the active ones they manage (`can_manage`). The first 50, by the list's order.
 */
export const fetchGroupChoices = (filter: 'all' | 'mine', signal?: AbortSignal) =>
  api.get<Page<GroupSummary>>(
    apiPath(GROUP_PATHS.list, undefined, {
      filter,
      page_size: GROUPS_PAGE_SIZE_MAX,
    } satisfies GroupListQueryInput),
    signal,
  );

/** Deletes an event with its tickets and registrations. */
export const deleteEvent = (id: number) => api.delete<undefined>(event(id));

/** Books `quantity` seats of a ticket: confirmed, or on the waiting list when sold out. */
export const bookSeats = (id: number, body: BookingInput) =>
  api.post<EventRegistration>(apiPath(EVENT_PATHS.registrations, { id }), body);

/** Cancels one of the member's registrations; freed seats go to the waiting list. */
export const cancelRegistration = (id: number, registrationId: number) =>
  api.post<EventRegistration>(apiPath(EVENT_PATHS.cancelRegistration, { id, registrationId }));
