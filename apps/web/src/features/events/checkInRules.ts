import type {
  EventTicket,
  Locale,
  PermissionSchool,
  PermissionUser,
  RegistrationStatus,
} from '@alumni/domain';
import { apiPath, EVENT_PARTICIPANT_PATHS, isEventAdmin } from '@alumni/domain';

/**
 * What the organisers' views of an event (participants, check-in) and the member's QR code
 * need, free of React so it is unit-tested on its own (issue 14 items 4, 6, 7). The server
 * decides; these only show what will work.
 */

/**
 * Whether `user` organises the event (server participants.service `organises`): its author
 * or an admin of the school. Only they see the participants and check-in tabs.
 */
export function organisesEvent(
  user: (PermissionUser & { id: number }) | null,
  school: PermissionSchool,
  authorId: number,
): boolean {
  if (!user) return false;
  return user.id === authorId || isEventAdmin(user, school);
}

/** The participants list's filters: a status (all when null) and part of a name. */
export interface ParticipantFilters {
  status: RegistrationStatus | null;
  search: string;
}

/** The `status=&q=` part of a participants query; empty filters are left out. */
export function participantParams(filters: ParticipantFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  const q = filters.search.trim();
  if (q) params.set('q', q);
  return params;
}

/**
 * The CSV download of event `eventId`'s participants with the same filters as the list, in
 * the page's `locale` (a link cannot set Accept-Language; issue 30 item 6).
 */
export function participantsExportUrl(
  eventId: number,
  filters: ParticipantFilters,
  locale: Locale,
): string {
  const params = participantParams(filters);
  params.set('lang', locale);
  return apiPath(EVENT_PARTICIPANT_PATHS.participantsExport, { id: eventId }, params);
}

/** The `.ics` file of event `eventId` ("Add to my calendar"). */
export const eventCalendarUrl = (eventId: number) =>
  apiPath(EVENT_PARTICIPANT_PATHS.calendar, { id: eventId });

// How a typed, read-out or scanned check-in code is read, and shown in groups of four, is the
// server's rule too (domain event-participants.ts).
export { groupCheckInCode, normalizeCheckInCode } from '@alumni/domain';

/** `iso` as hours and minutes in `locale` (and `timeZone`, else the browser's): "19:05". */
export function checkInTime(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** The tickets a registration may move to: every ticket of the event but its own. */
export function moveTargets(tickets: EventTicket[], currentTicketId: number): EventTicket[] {
  return tickets.filter((ticket) => ticket.id !== currentTicketId);
}

/** Tabs of the event page for its organisers; `details` for anything else in the address. */
export const EVENT_TABS = ['details', 'participants', 'checkin'] as const;
export type EventTab = (typeof EVENT_TABS)[number];

/** The tab read from the address (`?tab=`). */
export function parseEventTab(raw: string | null): EventTab {
  return EVENT_TABS.find((tab) => tab === raw) ?? 'details';
}
