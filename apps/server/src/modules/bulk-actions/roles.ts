import {
  type BulkRoleAction,
  type BulkRoles,
  grantRefusal,
  permissionRowOf,
  ROLE,
  roleGrantRefusal,
  ungrantedCells,
  VALIDATION_REFS,
} from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { educations, userRoles } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import type {
  BulkMemberContext,
  BulkMemberResult,
  BulkOperations,
} from '../../platform/bulk-operations.ts';
import { badRequest, forbidden, HttpError } from '../../platform/errors.ts';
import { resolveBulkTarget } from '../bulk-operations/index.ts';
import { assertKeepsAnAdmin } from '../schools/index.ts';
import { bulkMember, isActiveMember, skipped } from './members.ts';

/**
 * Changing roles in bulk (issue 34 item 1; spec 2 §6 "change roles in bulk"; spec 1 §5 "role
 * action only for active users"), kind `change_roles`: each active member is given role
 * `role` (`add`) or has it taken away (`remove`). What the role grid refuses is refused for
 * the whole request (403); per member, the school keeps an active admin (issue 31, schools'
 * assertKeepsAnAdmin under the admin role's row lock) and a member keeps a role here.
 */

/** What a role change keeps (its `params`). */
export interface BulkRolesParams {
  role: number;
  action: BulkRoleAction;
}

/** The tables a role change writes (analysed after a large one, planner-statistics.ts). */
export const ROLE_CHANGE_TABLES = ['user_roles', 'educations'] as const;

/**
 * Refuses a role change the actor may not make, before any member: 403 `{"detail"}` when
 * they may not give role `role` (domain roleGrantRefusal) or, for `add`, when its row of the
 * grid grants views they do not hold (ungrantedCells); 400 `{"role"}` when the school has not
 * switched the role on (giving it would grant nothing, and the grid hides it).
 */
export function assertRoleChangeAllowed(actor: Actor, input: BulkRolesParams): void {
  const school = actor.permissionSchool;
  const refusal = roleGrantRefusal(actor.user, school, input.role);
  if (refusal) throw forbidden(refusal);
  if (input.action !== 'add') return;
  const role = school.roles.find((r) => r.role === input.role);
  if (!role?.enabled) throw badRequest({ role: [VALIDATION_REFS.invalidRole] });
  const none = permissionRowOf({ school_role_view_permission: [] }, input.role);
  const grid = grantRefusal(
    ungrantedCells(actor.user, school, none, permissionRowOf(school, input.role)),
  );
  if (grid) throw forbidden(grid);
}

/** Starts a role change: checks it, resolves the members and queues the operation. Returns its id. */
export async function startRoleChange(
  db: Db,
  actor: Actor,
  bulk: BulkOperations,
  input: BulkRoles,
): Promise<number> {
  assertRoleChangeAllowed(actor, input);
  const { target, ids } = await resolveBulkTarget(db, actor, input);
  const op = await bulk.create(db, {
    schoolId: actor.school.id,
    kind: 'change_roles',
    createdBy: actor.authUser.id,
    params: { role: input.role, action: input.action, target },
    targetIds: ids,
  });
  return op.id;
}

/**
 * One member's role change, in the runner's savepoint: `not_member`, `inactive` (account or
 * every role here inactive), `has_role` (add: held already, or refused once), `lacks_role`
 * (remove: not held), `last_role` (remove: their only role here), `last_admin` (remove: the
 * school's last active admin); otherwise the role row inserted (active from now) or deleted,
 * the education it carried detached (as the profile's role removal does).
 */
export async function changeRolesMember(
  ctx: BulkMemberContext<BulkRolesParams>,
): Promise<BulkMemberResult> {
  const { db, schoolId, userId, params } = ctx;
  const member = await bulkMember(db, schoolId, userId);
  if (!member) return skipped('not_member');
  if (!isActiveMember(member)) return skipped('inactive');
  const held = member.roles.find((r) => r.role === params.role);
  if (params.action === 'add') {
    if (held) return skipped('has_role');
    const [added] = await db
      .insert(userRoles)
      .values({ userId, schoolId, role: params.role, isActive: true, activationDate: new Date() })
      .onConflictDoNothing()
      .returning({ id: userRoles.id });
    return added ? { outcome: 'done' } : skipped('has_role');
  }
  if (!held) return skipped('lacks_role');
  if (member.roles.length <= 1) return skipped('last_role');
  if (params.role === ROLE.SchoolAdmin) {
    try {
      await assertKeepsAnAdmin(db, schoolId, [held.id]);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409) return skipped('last_admin');
      throw error;
    }
  }
  await db
    .update(educations)
    .set({ isImmutable: false, userRoleId: null, updatedAt: new Date() })
    .where(eq(educations.userRoleId, held.id));
  await db
    .delete(userRoles)
    .where(and(eq(userRoles.id, held.id), eq(userRoles.schoolId, schoolId)));
  return { outcome: 'done' };
}

/** Registers the `change_roles` kind with the runner. */
export function registerRoleChanges(bulk: BulkOperations): void {
  bulk.register<BulkRolesParams>('change_roles', changeRolesMember, { tables: ROLE_CHANGE_TABLES });
}
