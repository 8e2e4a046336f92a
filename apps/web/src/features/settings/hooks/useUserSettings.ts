import type { UserSchoolSettings } from '@alumni/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { fetchUserSettings, userSettingsKey } from '../api.ts';

/** The signed-in user's settings in this school. */
export function useUserSettings(): UseQueryResult<UserSchoolSettings> {
  return useQuery({
    queryKey: userSettingsKey,
    queryFn: ({ signal }) => fetchUserSettings(signal),
  });
}
