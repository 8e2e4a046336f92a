import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { fetchGroupBySlug, groupBySlugKey } from '../api.ts';

/** A group's page by slug, with the viewer's membership and abilities. */
export function useGroupBySlug(slug: string) {
  return useQuery({
    queryKey: groupBySlugKey(slug),
    queryFn: ({ signal }) => fetchGroupBySlug(slug, signal),
    retry: retryUnlessClientError,
  });
}
