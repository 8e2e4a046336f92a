import {
  disablesAdminRole,
  enableRefusal,
  grantableCells,
  grantRefusal,
  type PermissionRowInput,
  type PermissionSchool,
  permissionRowOf,
  ROLE_SETTINGS_REFS,
  type RoleSettings,
  type RoleSettingsList,
  type RoleSettingsPatch,
  rolePatchIssues,
  ungrantedCells,
} from '@alumni/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roleViewPermissions, schoolRoles, userRoles } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { lockSchoolRoles } from './admin-guard.ts';
import { toPermissionSchool } from './permissions.ts';
import { presentSchoolRole } from './presenters.ts';

/**
 * School settings → roles and permissions (spec 1 §3 School role, Role view permission; spec
 * 2 §6 "Schools can rename roles, hide them, allow free registration per role, and edit a
 * permission grid per app and view"), with the escalation rules of domain role-settings.ts
 * judged on the school as it is inside the change's transaction, under the roles' row locks.
 */

type SchoolRoleRow = typeof schoolRoles.$inferSelect;

/** Active members per role code in the school. */
async function memberCounts(db: Db, schoolId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ role: userRoles.role, n: count() })
    .from(userRoles)
    .where(and(eq(userRoles.schoolId, schoolId), eq(userRoles.isActive, true)))
    .groupBy(userRoles.role);
  return new Map(rows.map((r) => [r.role, Number(r.n)]));
}

function present(
  row: SchoolRoleRow,
  school: PermissionSchool,
  members: Map<number, number>,
): RoleSettings {
  return {
    ...presentSchoolRole(row),
    member_count: members.get(row.role) ?? 0,
    permissions: permissionRowOf(school, row.role),
  };
}

/** The school as the permission engine reads it, fresh from `db` (not the instance's cache). */
const freshSchool = (db: Db, actor: Actor) => toPermissionSchool(db, actor.school);

/**
 * The school's roles by code with their settings, active members and row of the grid, and
 * what the actor may switch on (domain grantableCells).
 */
export async function listRoleSettings(db: Db, actor: Actor): Promise<RoleSettingsList> {
  const schoolId = actor.school.id;
  const school = await freshSchool(db, actor);
  const rows = await db
    .select()
    .from(schoolRoles)
    .where(eq(schoolRoles.schoolId, schoolId))
    .orderBy(schoolRoles.role);
  const members = await memberCounts(db, schoolId);
  return {
    roles: rows.map((row) => present(row, school, members)),
    grantable: grantableCells(actor.user, school),
  };
}

/** One role as listRoleSettings presents it. */
async function roleSettingsOf(db: Db, actor: Actor, roleId: number): Promise<RoleSettings> {
  const [row] = await db
    .select()
    .from(schoolRoles)
    .where(and(eq(schoolRoles.id, roleId), eq(schoolRoles.schoolId, actor.school.id)));
  if (!row) throw notFound();
  return present(row, await freshSchool(db, actor), await memberCounts(db, actor.school.id));
}

/** The school's roles locked for a change, and `roleId` among them (404 when not the school's). */
async function lockedRole(db: Db, actor: Actor, roleId: number) {
  const rows = await lockSchoolRoles(db, actor.school.id);
  const role = rows.find((r) => r.id === roleId);
  if (!role) throw notFound();
  return role;
}

/**
 * Changes a role's names, switches and colour (the fields `patch` names). 400 `{field}` for a
 * rule of that role (the admin role is never open to free registration); 409 when it would
 * switch the admin role off (the school would have no admin); 403 with the reason when
 * switching it on would grant its members what the actor does not hold. One transaction.
 */
export async function updateRoleSettings(
  db: Db,
  actor: Actor,
  roleId: number,
  patch: RoleSettingsPatch,
): Promise<RoleSettings> {
  await db.transaction(async (tx) => {
    const role = await lockedRole(tx, actor, roleId);
    const issues = rolePatchIssues(role.role, patch);
    if (Object.keys(issues).length) throw badRequest(issues);
    if (disablesAdminRole(role.role, patch)) throw conflict(ROLE_SETTINGS_REFS.adminRoleDisabled);
    const refusal = enableRefusal(actor.user, await freshSchool(tx, actor), role.role, patch);
    if (refusal) throw forbidden(refusal);
    const values = {
      ...(patch.names === undefined ? {} : { names: patch.names }),
      ...(patch.enabled === undefined ? {} : { enabled: patch.enabled }),
      ...(patch.enable_free_reg === undefined ? {} : { enableFreeReg: patch.enable_free_reg }),
      ...(patch.color === undefined ? {} : { color: patch.color }),
      ...(patch.shown_in_directory === undefined
        ? {}
        : { shownInDirectory: patch.shown_in_directory }),
    };
    if (!Object.keys(values).length) return;
    await tx
      .update(schoolRoles)
      .set(values)
      .where(and(eq(schoolRoles.id, roleId), eq(schoolRoles.schoolId, actor.school.id)));
  });
  return roleSettingsOf(db, actor, roleId);
}

/**
 * Replaces a role's row of the grid with `input` (every view once: the contract checked it).
 * 403 with the reason, nothing changed, when it switches on a cell the actor does not hold
 * (domain ungrantedCells, judged on the grid as it is before the change). One transaction.
 */
export async function replaceRolePermissions(
  db: Db,
  actor: Actor,
  roleId: number,
  input: PermissionRowInput,
): Promise<RoleSettings> {
  await db.transaction(async (tx) => {
    const role = await lockedRole(tx, actor, roleId);
    const school = await freshSchool(tx, actor);
    const current = permissionRowOf(school, role.role);
    const refusal = grantRefusal(ungrantedCells(actor.user, school, current, input.permissions));
    if (refusal) throw forbidden(refusal);
    await tx
      .insert(roleViewPermissions)
      .values(
        input.permissions.map((cell) => ({
          schoolRoleId: role.id,
          app: cell.app,
          view: cell.view,
          allowed: cell.allowed,
          superownerAllowed: cell.superowner_allowed,
        })),
      )
      .onConflictDoUpdate({
        target: [
          roleViewPermissions.schoolRoleId,
          roleViewPermissions.app,
          roleViewPermissions.view,
        ],
        set: {
          allowed: sql`excluded.allowed`,
          superownerAllowed: sql`excluded.superowner_allowed`,
        },
      });
  });
  return roleSettingsOf(db, actor, roleId);
}
