import type { JobAdApplication, JobApplicationMark } from '@alumni/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError } from '../../../../api/notifyError.tsx';
import { adApplicationsKey, patchApplicationMark } from '../api.ts';

/**
 * Marks an application of ad `adId` (issue 15 item 4 "the author … marks them"): the list
 * shows the new mark at once and keeps the server's answer; a failure puts the old one back
 * and is reported in the notifications.
 */
export function useMarkApplication(
  adId: number,
): UseMutationResult<
  JobAdApplication,
  unknown,
  { application: JobAdApplication; mark: JobApplicationMark },
  { previous?: JobAdApplication[] }
> {
  const queryClient = useQueryClient();
  const key = adApplicationsKey(adId);
  const replace = (updated: JobAdApplication) =>
    queryClient.setQueryData<JobAdApplication[]>(key, (list) =>
      list?.map((item) => (item.id === updated.id ? updated : item)),
    );
  return useMutation({
    mutationFn: ({ application, mark }) => patchApplicationMark(application, mark),
    onMutate: async ({ application, mark }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<JobAdApplication[]>(key);
      replace({ ...application, mark });
      return { previous };
    },
    onSuccess: replace,
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notifyError(error);
    },
  });
}
