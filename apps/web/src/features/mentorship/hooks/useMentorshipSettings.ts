import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { fetchMentorshipSettings, mentorshipSettingsKey } from '../api.ts';

/** The school's mentorship settings (school admins): cap of mentees, match validation. */
export function useMentorshipSettings() {
  return useQuery({
    queryKey: mentorshipSettingsKey,
    queryFn: ({ signal }) => fetchMentorshipSettings(signal),
    retry: retryUnlessClientError,
  });
}
