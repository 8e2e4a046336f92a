import {
  countsForScopes,
  isSuperUser,
  type PermissionSchool,
  type PermissionUser,
  VALIDATOR_SCOPES,
  type ValidationCounts,
  validatorScopes,
} from '@alumni/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  educations,
  roleChangeRequests,
  userRoles,
  userroleValidators,
  users,
} from '../../db/schema/index.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { policyContext } from '../../platform/policy.ts';
import { afterCommit } from '../../platform/school-scope.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { pendingReportCount } from '../reports/service.ts';

/**
 * What waits for validation in `school`, per type (spec 1 §3 counters): `userrole` counts
 * registrations and new-role requests (e-mail confirmed), role change requests and
 * educations declared for the school; `report` counts pending post reports. Types whose feature is not built yet have no
 * items, hence 0.
 */
export async function validationCounts(db: Db, school: SchoolRow): Promise<ValidationCounts> {
  const count = sql<number>`count(*)::int`;
  const [registrations] = await db
    .select({ n: count })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.schoolId, school.id),
        eq(userRoles.requiresValidation, true),
        eq(userRoles.isActive, false),
        isNull(userRoles.refusedAt),
        eq(users.isActive, true),
      ),
    );
  const [changes] = await db
    .select({ n: count })
    .from(roleChangeRequests)
    .where(
      and(eq(roleChangeRequests.schoolId, school.id), eq(roleChangeRequests.status, 'pending')),
    );
  const [claims] = await db
    .select({ n: count })
    .from(educations)
    .where(and(eq(educations.schoolId, school.id), eq(educations.pendingValidation, true)));
  return {
    jobad: 0,
    article: 0,
    userrole: (registrations?.n ?? 0) + (changes?.n ?? 0) + (claims?.n ?? 0),
    mentorship: 0,
    report: await pendingReportCount(db, school.id),
    event: 0,
    club: 0,
  };
}

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
 * Tells every validator of `school` its new counts on its live stream (event
 * `validations`), on whichever API instance holds the stream. Call after any change to
 * what waits for validation.
 */
export async function notifyValidators(
  db: Db,
  bus: EventBus,
  school: SchoolRow,
  permissionSchool: PermissionSchool,
): Promise<void> {
  const counts = await validationCounts(db, school);
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
 * After a request changed what waits for validation in its school: tells the validators
 * once the request's transaction has committed (they must see the change), without
 * delaying the answer (a failure is logged, never raised to the user).
 */
export function notifyValidatorsAfter(request: FastifyRequest, db: Db): void {
  const onError = (error: unknown) =>
    request.log.error({ err: error }, 'validation notification failed');
  void policyContext(request, db)
    .then(({ school, permissionSchool }) =>
      afterCommit(
        db,
        school.id,
        (tx) => notifyValidators(tx, request.server.bus, school, permissionSchool),
        onError,
      ),
    )
    .catch(onError);
}
