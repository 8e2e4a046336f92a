import { PERMISSION_GRID_VIEWS, type PermissionCell, ROLE } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { roleViewPermissions, schoolRoles } from '../src/db/schema/index.ts';

/** A school's role settings for the tenant-isolation and fuzz suites (issue 31 item 1). */
export interface RoleWorld {
  /** The school's Prospect role (its school role id): its settings and row are changed. */
  schoolRole: number;
  /** That role's row of the grid as it is: `PUT …/permissions/` sends it back unchanged. */
  schoolRoleRow: PermissionCell[];
}

/**
 * Reads the roles part of a school's world: the Prospect role, whose settings the sanity run
 * sets to what they are (nothing another operation reads changes), and its row of the grid.
 */
export async function buildRoleWorld(db: Db, schoolId: number): Promise<RoleWorld> {
  const [role] = await db
    .select({ id: schoolRoles.id })
    .from(schoolRoles)
    .where(and(eq(schoolRoles.schoolId, schoolId), eq(schoolRoles.role, ROLE.Prospect)));
  if (!role) throw new Error(`school ${schoolId} has no Prospect role`);
  const cells = await db
    .select()
    .from(roleViewPermissions)
    .where(eq(roleViewPermissions.schoolRoleId, role.id));
  const schoolRoleRow = PERMISSION_GRID_VIEWS.map((view) => {
    const cell = cells.find((c) => c.app === view.app && c.view === view.view);
    return {
      ...view,
      allowed: cell?.allowed ?? false,
      superowner_allowed: cell?.superownerAllowed ?? false,
    };
  });
  return { schoolRole: role.id, schoolRoleRow };
}
