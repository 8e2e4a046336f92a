import type { GroupMember, MembershipStatus } from '@alumni/domain';
import { GROUP_MEMBERS_PAGE_SIZE } from '@alumni/domain';
import type { PagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { usePagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { fetchGroupMembers, groupMembersKey } from '../api.ts';

/**
 * One page of a group's people in `status` (members: managers first), searched by name `q`;
 * the page in the address under `param` when given, else in the component.
 */
export function useGroupMembers(
  groupId: number,
  status: MembershipStatus,
  opts: { q?: string; param?: string } = {},
): PagedQuery<GroupMember> {
  const q = opts.q ?? '';
  return usePagedQuery({
    queryKey: [...groupMembersKey(groupId), status, q],
    fetchPage: (request, signal) => fetchGroupMembers(groupId, { status, q }, request, signal),
    pageSize: GROUP_MEMBERS_PAGE_SIZE,
    ...(opts.param ? { param: opts.param } : {}),
  });
}
