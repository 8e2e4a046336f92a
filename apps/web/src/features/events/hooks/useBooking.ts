import type { BookingInput } from '@alumni/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookSeats, cancelRegistration, eventsKey } from '../api.ts';

/** Books seats of a ticket of event `id`; the event's pages and lists are read again after. */
export function useBookSeats(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingInput) => bookSeats(id, body),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: eventsKey }),
  });
}

/** Cancels one of the member's registrations to event `id` (until it starts). */
export function useCancelRegistration(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationId: number) => cancelRegistration(id, registrationId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: eventsKey }),
  });
}
