import type { PermissionCell, PermissionField, RoleSettingsList } from '@alumni/domain';

/**
 * What the permission grid of School settings → roles and permissions shows and sends (spec
 * 1 §3 Role view permission; domain role-settings.ts): rows per role as the form holds them,
 * the roles whose row changed, and the switches the viewer may turn on.
 */

/** The grid's values: each role's row, by rowKey (form paths: `rows.r12.3.allowed`). */
export interface GridValues {
  rows: Record<string, PermissionCell[]>;
}

/**
 * A role's key in GridValues: its id after a letter, so that the form never reads the key as
 * an array index.
 */
export const rowKey = (roleId: number) => `r${roleId}`;

/** The grid's values from the API's list. */
export function gridValues(list: Pick<RoleSettingsList, 'roles'>): GridValues {
  return {
    rows: Object.fromEntries(list.roles.map((role) => [rowKey(role.id), role.permissions])),
  };
}

const same = (a: readonly PermissionCell[], b: readonly PermissionCell[]) =>
  a.length === b.length &&
  a.every((cell, i) => {
    const other = b[i];
    return (
      other !== undefined &&
      cell.app === other.app &&
      cell.view === other.view &&
      cell.allowed === other.allowed &&
      cell.superowner_allowed === other.superowner_allowed
    );
  });

/** Ids of the roles whose row differs between `saved` and `values`, in `values`' order. */
export function changedRoles(saved: GridValues, values: GridValues): number[] {
  return Object.entries(values.rows)
    .filter(([key, row]) => !same(saved.rows[key] ?? [], row))
    .map(([key]) => Number(key.slice(1)));
}

/**
 * Whether a switch may be turned on by the viewer (they hold that permission themselves:
 * `grantable`); one already on may always be turned off.
 */
export function mayTurnOn(
  grantable: readonly PermissionCell[],
  cell: Pick<PermissionCell, 'app' | 'view'>,
  field: PermissionField,
): boolean {
  return grantable.some((g) => g.app === cell.app && g.view === cell.view && g[field]);
}

/** The i18n key of a view's name (`schoolsettings_roles_view_users_user_list`). */
export const viewNameKey = (cell: Pick<PermissionCell, 'app' | 'view'>) =>
  `schoolsettings_roles_view_${cell.app}_${cell.view}`;
