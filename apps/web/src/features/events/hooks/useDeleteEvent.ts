import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteEvent, eventsKey } from '../api.ts';

/** Deletes an event; every events list is read again after. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteEvent(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventsKey }),
  });
}
