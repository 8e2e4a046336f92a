import {
  decideMembership,
  GROUP_MESSAGES,
  MEMBERSHIP_REFUSAL_STATUS,
  type MembershipMove,
  type MembershipRefusal,
  type MembershipRow,
  type MembershipStatus,
} from '@alumni/domain';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupMembers, groupMembershipHistory, groups } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import {
  badRequest,
  conflict,
  forbidden,
  type HttpError,
  notFound,
} from '../../platform/errors.ts';
import type { Tx } from '../../platform/publication/saves.ts';
import { accessOf, type GroupAccess } from './access.ts';
import { admitted, type GroupRecord, isActive, type MemberRecord, membershipOf } from './store.ts';

/**
 * Membership moves (issue 33 item 3; domain group-membership.ts decideMembership): joining or
 * asking to join, a manager's approval, refusal, promotion and demotion, removal, leaving
 * (the last manager naming a successor), accepting or declining an invitation, and a member's
 * notification setting. Each move runs in one transaction under the group's row lock
 * (`SELECT … FOR UPDATE`): the person's one row (primary key group and person) is written with
 * INSERT … ON CONFLICT, the member count moves with it, one history row is added and
 * `group.membership_changed` is emitted (the notifications module tells who it concerns). Requests
 * sent at once are thus decided one after the other: the first leaves a pending row, the
 * others find it and get 409.
 */

/** The HTTP answer of a refused move, in the actor's language. */
export function membershipError(actor: Actor, refusal: MembershipRefusal): HttpError {
  const message = GROUP_MESSAGES[actor.locale][refusal];
  const status = MEMBERSHIP_REFUSAL_STATUS[refusal];
  if (status === 403) return forbidden(message);
  if (status === 409) return conflict(message);
  return badRequest({ [refusal === 'successorNotMember' ? 'successor_id' : 'reason']: [message] });
}

/** Group `groupId` of the actor's school under its row lock, with the actor's access; 404. */
export async function lockGroup(
  tx: Tx,
  actor: Actor,
  groupId: number,
): Promise<GroupAccess<GroupRecord>> {
  const [group] = await tx
    .select()
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.schoolId, actor.school.id)))
    .for('update');
  if (!group) throw notFound();
  const access = accessOf(actor, group, await membershipOf(tx, group.id, actor.user.id));
  if (!access) throw notFound();
  return access;
}

/** How many managers the group has (members with role manager). */
export async function managerCount(tx: Tx, groupId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.status, 'member'),
        eq(groupMembers.role, 'manager'),
      ),
    );
  return row?.n ?? 0;
}

const asRow = (row: MemberRecord | null): MembershipRow | null =>
  row ? { status: row.status as MembershipStatus, role: row.role as 'member' | 'manager' } : null;

/**
 * Writes a decided move on `userId`'s row (created when missing), its history row and the
 * member count, in the caller's transaction under the group's lock. Returns the row.
 */
export async function writeMove(
  tx: Tx,
  actor: Actor,
  group: GroupRecord,
  change: {
    userId: number;
    from: MemberRecord | null;
    status: MembershipStatus;
    role: 'member' | 'manager';
    action: string;
    /** A request's message (kept on the row) or a refusal's reason. */
    message?: string | undefined;
    reason?: string | undefined;
  },
): Promise<MemberRecord> {
  const now = new Date();
  const decided =
    change.userId !== actor.user.id ? actor.user.id : (change.from?.decidedBy ?? null);
  const values = {
    status: change.status,
    role: change.role,
    ...(change.message !== undefined ? { message: change.message } : {}),
    refusalReason: change.reason ?? null,
    decidedBy: decided,
    updatedAt: now,
  };
  const [row] = await tx
    .insert(groupMembers)
    .values({ groupId: group.id, userId: change.userId, schoolId: group.schoolId, ...values })
    .onConflictDoUpdate({ target: [groupMembers.groupId, groupMembers.userId], set: values })
    .returning();
  if (!row) throw new Error('groups: the membership upsert returned nothing.');
  const wasMember = change.from?.status === 'member';
  const isMember = change.status === 'member';
  if (wasMember !== isMember) {
    await tx
      .update(groups)
      .set({ memberCount: sql`${groups.memberCount} + ${isMember ? 1 : -1}` })
      .where(eq(groups.id, group.id));
  }
  await tx.insert(groupMembershipHistory).values({
    schoolId: group.schoolId,
    groupId: group.id,
    userId: change.userId,
    actorId: actor.user.id,
    action: change.action,
    fromStatus: change.from?.status ?? null,
    toStatus: change.status,
    message: change.reason ?? (change.message || null),
  });
  await actor.emit(tx, 'group.membership_changed', {
    groupId: group.id,
    title: group.title,
    slug: group.slug,
    userId: change.userId,
    actorId: actor.user.id,
    action: change.action,
    reason: change.reason ?? null,
    // A request is told to the group's managers (the notifications module's group_request).
    managerIds: change.action === 'request' ? await managerIds(tx, group.id, change.userId) : [],
  });
  return row;
}

/** The ids of the managers of group `groupId`, but `except`. */
async function managerIds(tx: Tx, groupId: number, except: number): Promise<number[]> {
  const rows = await tx
    .select({ id: groupMembers.userId })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.status, 'member'),
        eq(groupMembers.role, 'manager'),
        ne(groupMembers.userId, except),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * One membership move of the actor on `userId`'s row in group `groupId` (issue 33 item 3),
 * decided by the domain's decideMembership under the group's lock. `successorId`: the member
 * a leaving last manager names (promoted in the same transaction). Returns the person's row;
 * 404 when the actor may not see the group; the refusal's 400, 403 or 409.
 */
export async function moveMembership(
  db: Db,
  actor: Actor,
  input: {
    groupId: number;
    userId: number;
    move: Exclude<MembershipMove, { type: 'leave' | 'invite' }> | { type: 'leave' };
    message?: string;
    successorId?: number | undefined;
  },
): Promise<MemberRecord> {
  return db.transaction(async (tx) => {
    const access = await lockGroup(tx, actor, input.groupId);
    const { group } = access;
    const self = input.userId === actor.user.id;
    const current = self ? access.membership : await membershipOf(tx, group.id, input.userId);
    const successor =
      input.successorId !== undefined && input.successorId !== input.userId
        ? await membershipOf(tx, group.id, input.successorId)
        : null;
    if (input.successorId !== undefined && !successor) {
      throw membershipError(actor, 'successorNotMember');
    }
    const move: MembershipMove =
      input.move.type === 'leave' ? { type: 'leave', successor: asRow(successor) } : input.move;
    const decision = decideMembership(asRow(current), move, {
      active: isActive(group),
      visibility: group.visibility as 'public' | 'private',
      self,
      manager: access.isManager,
      managers: await managerCount(tx, group.id),
      admitted: self ? admitted(actor, group) : true,
      acceptsInvitations: true,
    });
    if (!decision.ok) throw membershipError(actor, decision.refusal);
    const row = await writeMove(tx, actor, group, {
      userId: input.userId,
      from: current,
      status: decision.status,
      role: decision.role,
      action: decision.action,
      ...(decision.action === 'request' ? { message: input.message ?? '' } : {}),
      ...(move.type === 'refuse' ? { reason: move.reason } : {}),
    });
    if (decision.promoteSuccessor && successor) {
      await writeMove(tx, actor, group, {
        userId: successor.userId,
        from: successor,
        status: 'member',
        role: 'manager',
        action: 'promote',
      });
    }
    return row;
  });
}

/**
 * A member turns the notification of the group's new posts on or off (issue 33 item 4, "per
 * their settings"): their own row only (403 for someone else's), a member's (409 otherwise).
 * Returns the row.
 */
export async function setNotifyPosts(
  db: Db,
  actor: Actor,
  input: { groupId: number; userId: number; notifyPosts: boolean },
): Promise<MemberRecord> {
  return db.transaction(async (tx) => {
    const access = await lockGroup(tx, actor, input.groupId);
    const messages = GROUP_MESSAGES[actor.locale];
    if (input.userId !== actor.user.id) throw forbidden(messages.forbidden);
    if (access.membership?.status !== 'member') throw conflict(messages.notifyMembersOnly);
    const [row] = await tx
      .update(groupMembers)
      .set({ notifyPosts: input.notifyPosts, updatedAt: new Date() })
      .where(and(eq(groupMembers.groupId, access.group.id), eq(groupMembers.userId, actor.user.id)))
      .returning();
    if (!row) throw notFound();
    return row;
  });
}
