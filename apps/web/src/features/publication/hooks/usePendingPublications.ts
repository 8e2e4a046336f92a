import type { PagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { usePagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import type { PublicationItem, PublicationWebArea } from '../area.ts';

/** Items waiting for validation per page of the validations centre. */
export const PENDING_PUBLICATIONS_PAGE_SIZE = 20;

/**
 * One page of `area`'s items waiting for validation (its validators), in the order
 * `area.fetchPending` reads them; never stale, as decisions move the queue.
 */
export function usePendingPublications<Item extends PublicationItem>(
  area: PublicationWebArea<Item>,
): PagedQuery<Item> {
  return usePagedQuery({
    queryKey: area.queryKeys.pending,
    fetchPage: (request, signal) => area.fetchPending(request, signal),
    pageSize: PENDING_PUBLICATIONS_PAGE_SIZE,
    staleTime: 0,
  });
}
