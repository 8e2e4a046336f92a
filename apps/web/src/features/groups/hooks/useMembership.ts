import type { MemberPatchInput } from '@alumni/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupsKey, inviteMembers, joinGroup, patchMember, removeMember } from '../api.ts';

/**
 * The membership moves on group `groupId` (issue 33 item 3): `join` (or request with a
 * message), `patch` (a manager's approve, refuse, promote, demote; the invitee's accept or
 * decline; the member's settings), `remove` (leave with a successor, or a manager's removal)
 * and `invite`. Each reads every group query again after it (the header's membership and
 * count, the members, the requests, the history).
 */
export function useMembership(groupId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: groupsKey });
  return {
    join: useMutation({ mutationFn: (message: string) => joinGroup(groupId, message), onSuccess }),
    patch: useMutation({
      mutationFn: ({ userId, body }: { userId: number; body: MemberPatchInput }) =>
        patchMember(groupId, userId, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: ({ userId, successorId }: { userId: number; successorId?: number }) =>
        removeMember(groupId, userId, successorId),
      onSuccess,
    }),
    invite: useMutation({
      mutationFn: (userIds: number[]) => inviteMembers(groupId, userIds),
      onSuccess,
    }),
  };
}
