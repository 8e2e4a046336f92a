import type { GroupSummary } from '@alumni/domain';
import { GROUPS_PAGE_SIZE } from '@alumni/domain';
import type { PagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { usePagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import type { GroupListQuery } from '../api.ts';
import { fetchGroups, groupListKey } from '../api.ts';

/** One page of the school's groups for `query` (filter, title, category); the page in `?page=`. */
export function useGroups(query: GroupListQuery): PagedQuery<GroupSummary> {
  return usePagedQuery({
    queryKey: [...groupListKey, query],
    fetchPage: (request, signal) => fetchGroups(query, request, signal),
    pageSize: GROUPS_PAGE_SIZE,
    param: 'page',
  });
}
