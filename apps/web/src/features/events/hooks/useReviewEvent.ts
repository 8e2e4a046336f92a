import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLiveCounts } from '../../validations/hooks/useLiveCounts.ts';
import { eventsKey, reviewEvent } from '../api.ts';

type Decision = { decision: 'validate' } | { decision: 'refuse'; reason: string };

/**
 * An Evenement validator's decision on a pending event; afterwards every events list and page
 * is read again and the validators' counters refreshed. Errors are the caller's to show.
 */
export function useReviewEvent() {
  const queryClient = useQueryClient();
  const { refresh } = useLiveCounts();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Decision }) => reviewEvent(id, body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: eventsKey });
      void refresh();
    },
  });
}
