import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { isGroupAdmin, seesAllGroups } from './policy.ts';
import {
  admitted,
  findGroup,
  type GroupRecord,
  type GroupRow,
  isActive,
  type MemberRecord,
  membershipOf,
} from './store.ts';

/**
 * What the actor may do with one group (issue 33 design "Visibility rules"), the one answer
 * every reader of a group asks: the groups module's routes, and the feed's (posts of a group,
 * their comments, likes and reports) through `index.ts`.
 */
export interface GroupAccess<G extends GroupRecord = GroupRow> {
  group: G;
  /** The actor's own row in the group (any status), or null. */
  membership: MemberRecord | null;
  /** Sees the group's page: title, description, images, category, member count, managers. */
  canRead: boolean;
  /** Sees its posts, members and events reserved to it: public and active, or a member. */
  canReadPosts: boolean;
  /** Writes in its feed: a member of an active group. */
  canPost: boolean;
  /** Manages it: a manager of the group, a school admin or a super user. */
  isManager: boolean;
}

/** Whether `membership` is a member's (status member), and a manager's. */
const isMember = (membership: MemberRecord | null) => membership?.status === 'member';
const isManagerRow = (membership: MemberRecord | null) =>
  isMember(membership) && membership?.role === 'manager';

/**
 * Whether the actor sees `row` at all: Club validators, admins, its author and its managers
 * whatever its state; anyone else an active group whose audience filters they pass (or one
 * they already belong to, are invited to or asked to join). Never throws.
 */
export function seesGroup(actor: Actor, row: GroupRecord, membership: MemberRecord | null) {
  if (seesAllGroups(actor) || row.authorId === actor.user.id || isManagerRow(membership)) {
    return true;
  }
  if (!isActive(row)) return false;
  const status = membership?.status;
  return (
    admitted(actor, row) || status === 'member' || status === 'invited' || status === 'pending'
  );
}

/** The access of `actor` to a loaded group and their row in it (access.ts groupAccess). */
export function accessOf<G extends GroupRecord>(
  actor: Actor,
  group: G,
  membership: MemberRecord | null,
): GroupAccess<G> | null {
  if (!seesGroup(actor, group, membership)) return null;
  const active = isActive(group);
  const isManager = isManagerRow(membership) || isGroupAdmin(actor);
  const canReadPosts =
    active && (group.visibility === 'public' || isMember(membership) || isManager);
  return {
    group,
    membership,
    canRead: true,
    canReadPosts,
    canPost: active && isMember(membership),
    isManager,
  };
}

/**
 * The actor's access to group `groupId` of their school (issue 33 design): null when it is not
 * the school's, does not exist, or the actor may not see it (callers answer 404); otherwise
 * the group, the actor's row in it and what they may do. Reads two rows; never throws a 4xx.
 */
export async function groupAccess(
  db: Db,
  actor: Actor,
  groupId: number,
): Promise<GroupAccess | null> {
  const group = await findGroup(db, actor.school.id, groupId);
  if (!group) return null;
  return accessOf(actor, group, await membershipOf(db, group.id, actor.user.id));
}
