import {
  decideMembership,
  GROUP_MESSAGES,
  type InvitationResults,
  isEventRestricted,
  type MembershipStatus,
  passesEventFilters,
} from '@alumni/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupMembers, userRoles, userSchoolSettings, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { forbidden } from '../../platform/errors.ts';
import type { Tx } from '../../platform/publication/saves.ts';
import { lockGroup, managerCount, membershipError, writeMove } from './membership.service.ts';
import { filtersOf, type GroupRecord, isActive } from './store.ts';

/**
 * Invitations by a group's managers (issue 33 item 3 "invitation by a manager (members whose
 * 'interest-group invitations' setting allows it)"): each person is invited unless already
 * in the group, their setting says no, or the group's audience filters leave them out;
 * the answer says, per person, invited or why not.
 */

/** What an invitation needs to know of a person of the school. */
interface Invitee {
  userId: number;
  accepts: boolean;
  roles: {
    role: number;
    degreeId: number | null;
    campusId: number | null;
    graduationYear: number | null;
  }[];
}

/** The school's active members among `userIds`, with their setting and counted roles. */
async function inviteesOf(tx: Tx, schoolId: number, userIds: number[]) {
  const rows = await tx
    .select({
      userId: userRoles.userId,
      role: userRoles.role,
      degreeId: userRoles.degreeId,
      campusId: userRoles.campusId,
      graduationYear: userRoles.graduationYear,
      accepts: sql<boolean>`coalesce(${userSchoolSettings.interestGroupInvitations}, true)`,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .leftJoin(
      userSchoolSettings,
      and(
        eq(userSchoolSettings.userId, userRoles.userId),
        eq(userSchoolSettings.schoolId, schoolId),
      ),
    )
    .where(
      and(
        eq(userRoles.schoolId, schoolId),
        inArray(userRoles.userId, userIds),
        eq(userRoles.isActive, true),
        isNull(userRoles.refusedAt),
        eq(users.isActive, true),
      ),
    );
  const byUser = new Map<number, Invitee>();
  for (const { userId, accepts, ...role } of rows) {
    const invitee = byUser.get(userId) ?? { userId, accepts, roles: [] };
    invitee.roles.push(role);
    byUser.set(userId, invitee);
  }
  return byUser;
}

/** Whether `invitee` passes the group's audience filters (where the school has them). */
function admits(actor: Actor, group: GroupRecord, invitee: Invitee): boolean {
  if (!actor.school.hasFilterClub || !isEventRestricted(filtersOf(group))) return true;
  return passesEventFilters(filtersOf(group), invitee.roles);
}

/**
 * A manager of group `groupId` (or an admin) invites `userIds` (issue 33 item 3), in one
 * transaction under the group's lock. Returns, per person in the order given (each once),
 * invited, or not with the refusal's code and words (`unknown`: not an active member of the
 * school). 404 when the actor may not see the group; 403 for a non-manager; 409 when the
 * group is not active.
 */
export async function inviteMembers(
  db: Db,
  actor: Actor,
  input: { groupId: number; userIds: number[] },
): Promise<InvitationResults> {
  const messages = GROUP_MESSAGES[actor.locale];
  return db.transaction(async (tx) => {
    const access = await lockGroup(tx, actor, input.groupId);
    const { group } = access;
    if (!access.isManager) throw forbidden(messages.forbidden);
    if (!isActive(group)) throw membershipError(actor, 'groupNotActive');
    const ids = [...new Set(input.userIds)];
    const invitees = await inviteesOf(tx, actor.school.id, ids);
    const rows = await tx
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), inArray(groupMembers.userId, ids)));
    const current = new Map(rows.map((r) => [r.userId, r]));
    const managers = await managerCount(tx, group.id);
    const results: InvitationResults['results'] = [];
    for (const userId of ids) {
      const invitee = invitees.get(userId);
      if (!invitee) {
        results.push({
          user_id: userId,
          invited: false,
          reason: 'unknown',
          detail: messages.unknownPerson,
        });
        continue;
      }
      const from = current.get(userId) ?? null;
      const decision = decideMembership(
        from
          ? { status: from.status as MembershipStatus, role: from.role as 'member' | 'manager' }
          : null,
        { type: 'invite' },
        {
          active: true,
          visibility: group.visibility as 'public' | 'private',
          self: userId === actor.user.id,
          manager: true,
          managers,
          admitted: admits(actor, group, invitee),
          acceptsInvitations: invitee.accepts,
        },
      );
      if (!decision.ok) {
        results.push({
          user_id: userId,
          invited: false,
          reason: decision.refusal,
          detail: messages[decision.refusal],
        });
        continue;
      }
      await writeMove(tx, actor, group, {
        userId,
        from,
        status: decision.status,
        role: decision.role,
        action: decision.action,
      });
      results.push({ user_id: userId, invited: true, reason: null, detail: null });
    }
    return { results };
  });
}
