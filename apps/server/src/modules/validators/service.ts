import {
  type PermissionSchool,
  type PermissionUser,
  ROLE,
  scopeGrantRefusal,
  unheldValidatorScopes,
  type ValidatorScope,
} from '@alumni/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userRoles, userroleValidators, users } from '../../db/schema/index.ts';
import { forbidden } from '../../platform/errors.ts';

/**
 * Validator assignments of a school (spec 2 §6 Validator scopes "A user may be validator for
 * certain scopes, per school, via userrole_validators"): scopes hang on one of the member's
 * roles in the school; the list and the changes speak in members.
 */

export interface ValidatorEntry {
  user: { id: number; firstName: string; lastName: string; picture: string | null };
  userRole: { id: number; role: number };
  scopes: ValidatorScope[];
}

/** Every member holding validator scopes in the school, by name, with their scopes ascending. */
export async function listValidators(db: Db, schoolId: number): Promise<ValidatorEntry[]> {
  const rows = await db
    .select({
      scope: userroleValidators.scope,
      roleId: userRoles.id,
      role: userRoles.role,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      picture: users.picture,
    })
    .from(userroleValidators)
    .innerJoin(userRoles, eq(userRoles.id, userroleValidators.userRoleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userroleValidators.schoolId, schoolId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(userroleValidators.scope));
  const byRole = new Map<number, ValidatorEntry>();
  for (const row of rows) {
    const entry = byRole.get(row.roleId) ?? {
      user: { id: row.id, firstName: row.firstName, lastName: row.lastName, picture: row.picture },
      userRole: { id: row.roleId, role: row.role },
      scopes: [],
    };
    entry.scopes.push(row.scope as ValidatorScope);
    byRole.set(row.roleId, entry);
  }
  return [...byRole.values()];
}

/**
 * Gives the member exactly `scopes` in the school (none removes them), on their active role
 * there, the admin role first (it outlives the others). A super validator who is not an admin
 * adds only scopes they hold (domain unheldValidatorScopes, issue 31): 403 with the reason
 * otherwise, nothing changed. Returns the entry, or null when the member has no active role in
 * the school.
 */
export async function setValidatorScopes(
  db: Db,
  opts: {
    schoolId: number;
    userId: number;
    scopes: ValidatorScope[];
    /** Who assigns, as the permission engine sees them in the school. */
    by: { user: PermissionUser; school: PermissionSchool };
  },
): Promise<ValidatorEntry | null> {
  return db.transaction(async (tx) => {
    const roles = await tx
      .select({ id: userRoles.id, role: userRoles.role })
      .from(userRoles)
      .where(
        and(
          eq(userRoles.userId, opts.userId),
          eq(userRoles.schoolId, opts.schoolId),
          eq(userRoles.isActive, true),
        ),
      )
      .orderBy(asc(userRoles.role));
    const holder = roles.find((r) => r.role === ROLE.SchoolAdmin) ?? roles[0];
    if (!holder) return null;
    const [user] = await tx
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        picture: users.picture,
      })
      .from(users)
      .where(eq(users.id, opts.userId));
    if (!user) return null;
    const allRoles = await tx
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.userId, opts.userId), eq(userRoles.schoolId, opts.schoolId)));
    const held = await tx
      .select({ scope: userroleValidators.scope })
      .from(userroleValidators)
      .where(
        and(
          eq(userroleValidators.schoolId, opts.schoolId),
          inArray(
            userroleValidators.userRoleId,
            allRoles.map((r) => r.id),
          ),
        ),
      );
    const current = held.map((row) => row.scope as ValidatorScope);
    const refused = unheldValidatorScopes(opts.by.user, opts.by.school, current, opts.scopes);
    const refusal = scopeGrantRefusal(refused);
    if (refusal) throw forbidden(refusal);
    await tx.delete(userroleValidators).where(
      and(
        eq(userroleValidators.schoolId, opts.schoolId),
        inArray(
          userroleValidators.userRoleId,
          allRoles.map((r) => r.id),
        ),
      ),
    );
    const scopes = [...new Set(opts.scopes)].sort((a, b) => a - b);
    if (scopes.length) {
      await tx
        .insert(userroleValidators)
        .values(scopes.map((scope) => ({ userRoleId: holder.id, schoolId: opts.schoolId, scope })));
    }
    return { user, userRole: holder, scopes };
  });
}
