import type { EventDetails } from '@alumni/domain';
import { isFeatureOn, managesEveryGroup } from '@alumni/domain';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { fetchGroupChoices, managedGroupsKey } from '../api.ts';

/** A choice of the event form's "Organised by a group" select. */
export interface GroupChoice {
  value: string;
  label: string;
}

/**
 * The groups the member may name as an event's organiser (issue 33 item 4): the active groups
 * they manage (school admins: every active group, as they manage them all), and the group the
 * event already has (a validator editing it keeps it). Empty while the groups feature is off.
 */
export function useGroupChoices(event: EventDetails | null): GroupChoice[] {
  const school = useSchool();
  const { user } = useViewer();
  const enabled = isFeatureOn(school.features, 'groups') && user !== null;
  const filter = user && managesEveryGroup(user, school) ? 'all' : 'mine';
  const groups = useQuery({
    queryKey: managedGroupsKey(filter),
    queryFn: ({ signal }) => fetchGroupChoices(filter, signal),
    enabled,
    staleTime: 60_000,
    retry: retryUnlessClientError,
  });
  const choices = (groups.data?.results ?? [])
    .filter((group) => group.can_manage && group.status === 'published')
    .map((group) => ({ value: String(group.id), label: group.title }));
  const current = event?.group;
  if (current && !choices.some((choice) => choice.value === String(current.id))) {
    choices.unshift({ value: String(current.id), label: current.title });
  }
  return choices;
}
