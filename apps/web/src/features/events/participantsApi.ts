import type {
  CheckInResult,
  EventRegistration,
  Page,
  Participant,
  ParticipantMessageResult,
  RegistrationQr,
} from '@alumni/domain';
import { api } from '../../api/client.ts';
import type { PageRequest } from '../../ui/pagination/paging.ts';
import { pagingQuery } from '../../ui/pagination/paging.ts';
import type { ParticipantFilters } from './checkInRules.ts';
import { participantParams } from './checkInRules.ts';

/**
 * The API of an event's participants, check-in and QR codes (issue 14 items 4, 7;
 * contract `@alumni/domain` api/event-participants.ts).
 */

/** Query keys: an event's participants (every filter and page), a registration's QR code. */
export const participantsKey = (eventId: number) => ['events', 'participants', eventId] as const;
export const registrationQrKey = (eventId: number, registrationId: number) =>
  ['events', 'qr', eventId, registrationId] as const;

const event = (id: number) => `/api/events/${id}/`;

/** The member's own confirmed registration's check-in code and QR code. */
export const fetchRegistrationQr = (
  eventId: number,
  registrationId: number,
  signal?: AbortSignal,
) => api.get<RegistrationQr>(`${event(eventId)}registrations/${registrationId}/qr/`, signal);

/** A page of the event's registrations by status and name (organisers). */
export function fetchParticipants(
  eventId: number,
  filters: ParticipantFilters,
  request: PageRequest,
  signal?: AbortSignal,
) {
  const query = pagingQuery(request, participantParams(filters));
  return api.get<Page<Participant>>(`${event(eventId)}participants/?${query}`, signal);
}

/** Checks a registration in by its code or its id; the second time says since when. */
export const checkIn = (eventId: number, body: { code: string } | { registration_id: number }) =>
  api.post<CheckInResult>(`${event(eventId)}check-in/`, body);

/** Moves a registration to another ticket of the event (409 when it has not the seats). */
export const moveRegistration = (eventId: number, registrationId: number, ticketId: number) =>
  api.post<EventRegistration>(`${event(eventId)}registrations/${registrationId}/move/`, {
    ticket_id: ticketId,
  });

/** Writes to the participants (confirmed by default): one e-mail each, queued. */
export const messageParticipants = (eventId: number, body: { subject: string; body: string }) =>
  api.post<ParticipantMessageResult>(`${event(eventId)}participants/message/`, body);
