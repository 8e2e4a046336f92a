import {
  countsForScopes,
  isSuperUser,
  type PermissionSchool,
  type PermissionUser,
  VALIDATOR_SCOPES,
  type ValidationCounts,
  validatorScopes,
} from '@alumni/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userRoles, userroleValidators, users } from '../../db/schema/index.ts';
import type { DomainEventContext, DomainEvents } from '../../platform/domain-events.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import type { ValidationQueues } from '../../platform/validation-queues.ts';

/** The counts one viewer sees: all types for a super user, else those of their scopes. */
export function countsFor(
  user: PermissionUser,
  school: PermissionSchool,
  counts: ValidationCounts,
): ValidationCounts {
  return countsForScopes(
    counts,
    isSuperUser(user) ? VALIDATOR_SCOPES : validatorScopes(user, school),
  );
}

/**
 * Tells every validator of `school` (and every super user) its counts, from the registered
 * queues, on its live stream (event `validations`), on whichever API instance holds it.
 */
export async function notifyValidators(
  db: Db,
  bus: EventBus,
  queues: ValidationQueues,
  school: SchoolRow,
  permissionSchool: PermissionSchool,
): Promise<void> {
  const counts = await queues.counts(db, school);
  const validators = await db
    .selectDistinct({
      userId: userRoles.userId,
      roleId: userRoles.id,
      role: userRoles.role,
      isActive: userRoles.isActive,
    })
    .from(userroleValidators)
    .innerJoin(userRoles, eq(userRoles.id, userroleValidators.userRoleId))
    .where(eq(userroleValidators.schoolId, school.id));
  const byUser = new Map<number, PermissionUser>();
  for (const v of validators) {
    const user = byUser.get(v.userId) ?? { id: v.userId, is_superuser: false, roles: [] };
    user.roles.push({ id: v.roleId, role: v.role, school: school.id, is_active: v.isActive });
    byUser.set(v.userId, user);
  }
  const supers = await db.select({ id: users.id }).from(users).where(eq(users.isSuperuser, true));
  for (const s of supers) byUser.set(s.id, { id: s.id, is_superuser: true, roles: [] });
  await Promise.all(
    [...byUser.values()].map((user) =>
      bus.publish(user.id, {
        schoolId: school.id,
        event: 'validations',
        data: countsFor(user, permissionSchool, counts),
      }),
    ),
  );
}

/**
 * Subscribes the live counters to every domain event that a registered queue says may change
 * them; the counts are taken and pushed after the change commits. A failure is logged,
 * never raised to the member whose change it followed.
 */
export function subscribeValidationCounters(
  events: DomainEvents,
  queues: ValidationQueues,
  bus: EventBus,
): void {
  events.onAny(async (event, ctx: DomainEventContext) => {
    if (!queues.changedBy(event)) return;
    const logFailure = (error: unknown) =>
      ctx.log.error({ err: error }, 'validation notification failed');
    // After the commit: a validator who follows the push must find the item.
    await ctx.afterCommit((db) =>
      notifyValidators(db, bus, queues, ctx.school, ctx.permissionSchool).catch(logFailure),
    );
  });
}
