import type { BookingInput, EventDetails } from '@alumni/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { bookSeats, cancelRegistration, eventsKey } from '../api.ts';
import { registrationQrKey } from '../participantsApi.ts';

/**
 * Reads the events again after a booking or a cancellation, but not the QR codes: a
 * registration's code never changes, and the one just cancelled answers 409 (issue 30 item
 * 13: the page asked for it again while it still showed it).
 */
const refreshEvents = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    queryKey: eventsKey,
    predicate: (query) => query.queryKey[1] !== registrationQrKey(0, 0)[1],
  });

/** Books seats of a ticket of event `id`; the event's pages and lists are read again after. */
export function useBookSeats(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingInput) => bookSeats(id, body),
    onSettled: () => void refreshEvents(queryClient),
  });
}

/**
 * Cancels one of the member's registrations to event `id` (until it starts): the event's page
 * shows it cancelled at once (its QR code goes), then the events are read again.
 */
export function useCancelRegistration(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationId: number) => cancelRegistration(id, registrationId),
    onSuccess: (cancelled) =>
      queryClient.setQueriesData<EventDetails>({ queryKey: eventsKey }, (event) =>
        event?.id === id && Array.isArray(event.my_registrations)
          ? {
              ...event,
              my_registrations: event.my_registrations.map((r) =>
                r.id === cancelled.id ? cancelled : r,
              ),
            }
          : event,
      ),
    onSettled: () => void refreshEvents(queryClient),
  });
}
