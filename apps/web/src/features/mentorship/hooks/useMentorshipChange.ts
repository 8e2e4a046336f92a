import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mentorshipKey } from '../api.ts';

/**
 * A change to mentorship (a request, an answer, a meeting, a rating): on success or failure,
 * every mentorship read is refreshed (the search's seats, my matches, the follow-up, the
 * pairs), since one move changes several of them.
 */
export function useMentorshipChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorshipKey }),
  });
}
