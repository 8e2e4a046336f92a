import type { PublicationReviewInput } from '@alumni/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLiveCounts } from '../../../shared/liveCounts/useLiveCounts.ts';
import { reviewPublication } from '../api.ts';
import type { PublicationItem, PublicationWebArea } from '../area.ts';

/** A decision as the review mutation takes it: the item's id and the review body. */
export interface PublicationDecision {
  id: number;
  body: PublicationReviewInput;
}

/**
 * A validator's decision on one of `area`'s pending items (spec 1 §4); afterwards everything
 * of the area (`queryKeys.all`) is read again and the validators' counters refreshed. Errors
 * are the caller's to show.
 */
export function useReviewPublication<Item extends PublicationItem>(area: PublicationWebArea<Item>) {
  const queryClient = useQueryClient();
  const { refresh } = useLiveCounts();
  return useMutation({
    mutationFn: ({ id, body }: PublicationDecision) => reviewPublication(area, id, body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: area.queryKeys.all });
      void refresh();
    },
  });
}
