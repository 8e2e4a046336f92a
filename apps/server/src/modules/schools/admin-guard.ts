import { leavesSchoolWithoutAdmin, ROLE, ROLE_SETTINGS_REFS } from '@alumni/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schoolRoles, userRoles, users } from '../../db/schema/index.ts';
import { conflict } from '../../platform/errors.ts';

/**
 * Locks the school's roles (`SELECT … FOR UPDATE`, by id) for a change of the roles or the
 * grid: changes of one school's roles, and the admin guard below, are decided one after the
 * other. Returns the rows, by code.
 */
export async function lockSchoolRoles(db: Db, schoolId: number) {
  const rows = await db
    .select()
    .from(schoolRoles)
    .where(eq(schoolRoles.schoolId, schoolId))
    .orderBy(asc(schoolRoles.id))
    .for('update');
  return rows.sort((a, b) => a.role - b.role);
}

/**
 * Refuses (409 `{"detail"}`, the reason in the request's language) a change that would leave
 * the school without an active school admin (issue 31: "nobody removes the last active admin
 * of a school"): `removing` are the user roles the change deletes or deactivates. Call it in
 * the change's transaction, before the change: it locks the school's admin role row first, so
 * that of two admins removing each other at once the second waits, then counts what the first
 * left and is refused. A change that removes no active admin passes at once (after the lock).
 * Admins count when their role is active and their account is (super users are global and do
 * not count).
 */
export async function assertKeepsAnAdmin(
  db: Db,
  schoolId: number,
  removing: readonly number[],
): Promise<void> {
  await db
    .select({ id: schoolRoles.id })
    .from(schoolRoles)
    .where(and(eq(schoolRoles.schoolId, schoolId), eq(schoolRoles.role, ROLE.SchoolAdmin)))
    .for('update');
  const admins = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.schoolId, schoolId),
        eq(userRoles.role, ROLE.SchoolAdmin),
        eq(userRoles.isActive, true),
        eq(users.isActive, true),
      ),
    );
  if (!admins.some((admin) => removing.includes(admin.id))) return;
  const remaining = admins.filter((admin) => !removing.includes(admin.id)).length;
  if (leavesSchoolWithoutAdmin(remaining)) throw conflict(ROLE_SETTINGS_REFS.lastAdmin);
}
