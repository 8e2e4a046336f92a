import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { eventBySlugKey, fetchEventBySlug } from '../api.ts';

/** An event's page by slug, with its tickets and the viewer's registrations. */
export function useEventBySlug(slug: string) {
  return useQuery({
    queryKey: eventBySlugKey(slug),
    queryFn: ({ signal }) => fetchEventBySlug(slug, signal),
    retry: retryUnlessClientError,
  });
}
