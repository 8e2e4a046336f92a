import type { JobAd } from '@alumni/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLiveCounts } from '../../../shared/liveCounts/useLiveCounts.ts';
import { jobsKey } from '../api.ts';

/**
 * A change of one job ad (a decision, a deactivation, a reactivation): afterwards every jobs
 * list, page and history is read again, and the validators' counters refreshed. Errors are
 * the caller's to show.
 */
export function useJobChange<V>(change: (variables: V) => Promise<JobAd>) {
  const queryClient = useQueryClient();
  const { refresh } = useLiveCounts();
  return useMutation({
    mutationFn: change,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: jobsKey });
      void refresh();
    },
  });
}
