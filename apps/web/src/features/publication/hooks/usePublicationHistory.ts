import { useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { fetchPublicationHistory } from '../api.ts';
import type { PublicationItem, PublicationWebArea } from '../area.ts';

/**
 * The publication history of `area`'s item `id`, oldest first (its author, the area's
 * validators and admins; others get 403, not retried).
 */
export function usePublicationHistory<Item extends PublicationItem>(
  area: PublicationWebArea<Item>,
  id: number,
) {
  return useQuery({
    queryKey: area.queryKeys.history(id),
    queryFn: ({ signal }) => fetchPublicationHistory(area, id, signal),
    retry: retryUnlessClientError,
  });
}
