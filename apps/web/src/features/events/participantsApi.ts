import type {
  CheckInResult,
  EventRegistration,
  Page,
  Participant,
  ParticipantMessageBody,
  ParticipantMessageResult,
  RegistrationQr,
} from '@alumni/domain';
import { apiPath, EVENT_PARTICIPANT_PATHS } from '@alumni/domain';
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

/** The member's own confirmed registration's check-in code and QR code. */
export const fetchRegistrationQr = (
  eventId: number,
  registrationId: number,
  signal?: AbortSignal,
) =>
  api.get<RegistrationQr>(
    apiPath(EVENT_PARTICIPANT_PATHS.registrationQr, { id: eventId, registrationId }),
    signal,
  );

/** A page of the event's registrations by status and name (organisers). */
export function fetchParticipants(
  eventId: number,
  filters: ParticipantFilters,
  request: PageRequest,
  signal?: AbortSignal,
) {
  const query = pagingQuery(request, participantParams(filters));
  return api.get<Page<Participant>>(
    apiPath(EVENT_PARTICIPANT_PATHS.participants, { id: eventId }, query),
    signal,
  );
}

/** Checks a registration in by its code or its id; the second time says since when. */
export const checkIn = (eventId: number, body: { code: string } | { registration_id: number }) =>
  api.post<CheckInResult>(apiPath(EVENT_PARTICIPANT_PATHS.checkIn, { id: eventId }), body);

/** Moves a registration to another ticket of the event (409 when it has not the seats). */
export const moveRegistration = (eventId: number, registrationId: number, ticketId: number) =>
  api.post<EventRegistration>(
    apiPath(EVENT_PARTICIPANT_PATHS.moveRegistration, { id: eventId, registrationId }),
    { ticket_id: ticketId },
  );

/** Writes to the participants (confirmed by default): one e-mail each, queued. */
export const messageParticipants = (eventId: number, body: ParticipantMessageBody) =>
  api.post<ParticipantMessageResult>(
    apiPath(EVENT_PARTICIPANT_PATHS.participantsMessage, { id: eventId }),
    body,
  );
