import type {
  EventSummary,
  GroupCategory,
  GroupDetails,
  GroupImageKind,
  GroupInput,
  GroupListFilter,
  GroupListQueryInput,
  GroupMember,
  GroupMembershipHistoryEntry,
  GroupMembersQueryInput,
  GroupSummary,
  InvitationResults,
  MemberPatchInput,
  MembershipStatus,
  Page,
  PostImage,
  UserSummary,
} from '@alumni/domain';
import { apiPath, GROUP_PATHS, queryString } from '@alumni/domain';
import { api } from '../../api/client.ts';
import type { PageRequest } from '../../ui/pagination/paging.ts';
import { pagingQuery } from '../../ui/pagination/paging.ts';

/**
 * The groups API (issue 33; apps/server/src/modules/groups): the list (all, mine, pending), one
 * group by id (the form) or slug (the page), writing, deleting, the images' upload, and
 * membership: join or request, a manager's decisions, invitations, leaving, removal and the
 * membership history (publication history and review: the publication kit,
 * groups/publicationArea.ts). Types come from the contract (`@alumni/domain` api/groups.ts).
 */

/** Query keys: everything of groups, lists, the pending queue, one group and its parts. */
export const groupsKey = ['groups'] as const;
export const groupListKey = ['groups', 'list'] as const;
export const pendingGroupsKey = ['groups', 'pending'] as const;
export const groupBySlugKey = (slug: string) => ['groups', 'slug', slug] as const;
export const groupByIdKey = (id: number) => ['groups', 'id', id] as const;
export const groupHistoryKey = (id: number) => ['groups', 'history', id] as const;
/** A group's members, every status and page under it. */
export const groupMembersKey = (id: number) => ['groups', 'members', id] as const;
export const membershipHistoryKey = (id: number) => ['groups', 'membership-history', id] as const;
export const invitableKey = (id: number, q: string) => ['groups', 'invitable', id, q] as const;
export const groupEventsKey = (id: number) => ['groups', 'events', id] as const;

/** What the list asks for: the filter, words of the title, a category ('' for any). */
export interface GroupListQuery {
  filter: GroupListFilter;
  q: string;
  category: GroupCategory | '';
}

const group = (id: number) => apiPath(GROUP_PATHS.group, { id });
const member = (id: number, userId: number) => apiPath(GROUP_PATHS.member, { id, userId });

/** A page of groups for `query`. */
export function fetchGroups(query: GroupListQuery, request: PageRequest, signal?: AbortSignal) {
  const params = new URLSearchParams(
    queryString({
      filter: query.filter,
      q: query.q || undefined,
      category: query.category || undefined,
    } satisfies GroupListQueryInput),
  );
  return api.get<Page<GroupSummary>>(
    apiPath(GROUP_PATHS.list, undefined, pagingQuery(request, params)),
    signal,
  );
}

/** A group's page by slug (an old slug is followed to the current one). */
export const fetchGroupBySlug = (slug: string, signal?: AbortSignal) =>
  api.get<GroupDetails>(apiPath(GROUP_PATHS.bySlug, { slug }), signal);
/** A group by id (the edit form). */
export const fetchGroup = (id: number, signal?: AbortSignal) =>
  api.get<GroupDetails>(group(id), signal);
/** Writes a new group; the creator is its first manager; its state follows the publication rules. */
export const createGroup = (body: GroupInput) =>
  api.post<GroupDetails>(apiPath(GROUP_PATHS.list), body);
/** Replaces a group's fields. */
export const updateGroup = (id: number, body: GroupInput) => api.put<GroupDetails>(group(id), body);
/** Deletes a group with its posts and memberships. */
export const deleteGroup = (id: number) => api.delete<undefined>(group(id));
/** Uploads a thumbnail (cropped to 300×300) or a header (800×480): its key goes in the group. */
export const uploadGroupImage = (kind: GroupImageKind) => (file: File) =>
  api.upload<PostImage>(apiPath(GROUP_PATHS.images, undefined, { kind }), file);

/** A page of a group's people in `status` (member: managers first), searched by name. */
export function fetchGroupMembers(
  id: number,
  query: { status: MembershipStatus; q?: string },
  request: PageRequest,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams(
    queryString({ status: query.status, q: query.q || undefined } satisfies Pick<
      GroupMembersQueryInput,
      'status' | 'q'
    >),
  );
  return api.get<Page<GroupMember>>(
    apiPath(GROUP_PATHS.members, { id }, pagingQuery(request, params)),
    signal,
  );
}

/** Joins a public group, or asks to join a private one with an optional `message`. */
export const joinGroup = (id: number, message: string) =>
  api.post<GroupMember>(apiPath(GROUP_PATHS.members, { id }), { message });
/** A manager's decision on someone, the invitee's answer, or the member's own settings. */
export const patchMember = (id: number, userId: number, body: MemberPatchInput) =>
  api.patch<GroupMember>(member(id, userId), body);
/**
 * Leaves the group (withdraws a request) as `userId` oneself, the last manager naming
 * `successorId`; or, for a manager, removes `userId`.
 */
export const removeMember = (id: number, userId: number, successorId?: number) =>
  api.delete<undefined>(
    apiPath(GROUP_PATHS.member, { id, userId }, { successor_id: successorId ?? undefined }),
  );
/** Invites members of the school: each one invited, or not and why. */
export const inviteMembers = (id: number, userIds: number[]) =>
  api.post<InvitationResults>(apiPath(GROUP_PATHS.invitations, { id }), { user_ids: userIds });
/** Members of the school a manager may invite, found by name. */
export const fetchInvitable = (id: number, q: string, signal?: AbortSignal) =>
  api.get<UserSummary[]>(apiPath(GROUP_PATHS.invitable, { id }, { q }), signal);
/** Every request and decision of the group (managers), or the viewer's own. */
export const fetchMembershipHistory = (id: number, signal?: AbortSignal) =>
  api.get<GroupMembershipHistoryEntry[]>(apiPath(GROUP_PATHS.membershipHistory, { id }), signal);
/** The group's upcoming events. */
export const fetchGroupEvents = (id: number, request: PageRequest, signal?: AbortSignal) =>
  api.get<Page<EventSummary>>(apiPath(GROUP_PATHS.events, { id }, pagingQuery(request)), signal);
