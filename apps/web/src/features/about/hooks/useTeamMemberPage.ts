import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { fetchTeamMemberPage, teamMemberPageKey } from '../api.ts';

/** Person `id` of the team (none for an id that is not a number), as the viewer may see them. */
export function useTeamMemberPage(id: number | null) {
  const { user } = useViewer();
  return useQuery({
    queryKey: teamMemberPageKey(id ?? 0, user?.id ?? 0),
    queryFn: ({ signal }) => fetchTeamMemberPage(id ?? 0, signal),
    enabled: id !== null,
    retry: retryUnlessClientError,
  });
}
