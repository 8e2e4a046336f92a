import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { aboutPageKey, fetchAboutPage } from '../api.ts';

/** The about page of the request's school: presentations, key numbers, team cards. */
export function useAboutPage() {
  return useQuery({
    queryKey: aboutPageKey(),
    queryFn: ({ signal }) => fetchAboutPage(signal),
    retry: retryUnlessClientError,
  });
}
