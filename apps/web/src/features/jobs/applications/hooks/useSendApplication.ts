import type { JobApplication, JobApplicationInput } from '@alumni/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobsKey } from '../../api.ts';
import { postApplication, putApplication } from '../api.ts';

/**
 * Sends an application to ad `id`: the first time (`again` false, POST) or once more after
 * the "already applied" warning (PUT). Once it settled, every jobs query is read again (the
 * ad's `applied` flag, the member's list, the ad's applications); errors are the caller's.
 */
export function useSendApplication(
  id: number,
): UseMutationResult<JobApplication, unknown, { again: boolean; body: JobApplicationInput }> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ again, body }) => (again ? putApplication(id, body) : postApplication(id, body)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}
