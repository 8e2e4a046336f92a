import type { Participant } from '@alumni/domain';
import { PARTICIPANTS_PAGE_SIZE } from '@alumni/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import type { PagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { usePagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { eventsKey } from '../api.ts';
import type { ParticipantFilters } from '../checkInRules.ts';
import {
  checkIn,
  fetchParticipants,
  fetchRegistrationQr,
  messageParticipants,
  moveRegistration,
  participantsKey,
  registrationQrKey,
} from '../participantsApi.ts';

/** One page of event `eventId`'s registrations for `filters` (organisers); page in state. */
export function useParticipants(
  eventId: number,
  filters: ParticipantFilters,
  pageSize: number = PARTICIPANTS_PAGE_SIZE,
): PagedQuery<Participant> {
  return usePagedQuery({
    queryKey: [...participantsKey(eventId), filters],
    fetchPage: (request, signal) => fetchParticipants(eventId, filters, request, signal),
    pageSize,
  });
}

/** The QR code and check-in code of the member's confirmed registration `registrationId`. */
export function useRegistrationQr(eventId: number, registrationId: number) {
  return useQuery({
    queryKey: registrationQrKey(eventId, registrationId),
    queryFn: ({ signal }) => fetchRegistrationQr(eventId, registrationId, signal),
    retry: retryUnlessClientError,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Checks a participant of event `eventId` in, by code or registration; the list is read again. */
export function useCheckIn(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string } | { registration_id: number }) => checkIn(eventId, body),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: participantsKey(eventId) }),
  });
}

/** Moves a registration of event `eventId` to another ticket; the event is read again. */
export function useMoveRegistration(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ registrationId, ticketId }: { registrationId: number; ticketId: number }) =>
      moveRegistration(eventId, registrationId, ticketId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: eventsKey }),
  });
}

/** Writes to event `eventId`'s confirmed participants (one queued e-mail each). */
export function useMessageParticipants(eventId: number) {
  return useMutation({
    mutationFn: (body: { subject: string; body: string }) => messageParticipants(eventId, body),
  });
}
