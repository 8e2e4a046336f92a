import type {
  PermissionCell,
  RoleSettings,
  RoleSettingsList,
  RoleSettingsPatch,
} from '@alumni/domain';
import { apiPath, ROLE_SETTINGS_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/** Query key of the school's roles as its admins edit them (settings, members, grid). */
export const roleSettingsKey = (schoolId: number) =>
  ['school-settings', 'roles', schoolId] as const;

/** `GET /api/schools/{id}/roles/`: the roles by code with their rows, and what may be granted. */
export const fetchRoleSettings = (schoolId: number, signal?: AbortSignal) =>
  api.get<RoleSettingsList>(apiPath(ROLE_SETTINGS_PATHS.roles, { id: schoolId }), signal);

/** `PATCH /api/schools/{id}/roles/{roleId}/`: 403 with the reason, 409 for the admin role. */
export const patchRoleSettings = (schoolId: number, roleId: number, body: RoleSettingsPatch) =>
  api.patch<RoleSettings>(apiPath(ROLE_SETTINGS_PATHS.role, { id: schoolId, roleId }), body);

/** `PUT /api/schools/{id}/roles/{roleId}/permissions/`: the role's whole row of the grid. */
export const putRolePermissions = (
  schoolId: number,
  roleId: number,
  permissions: PermissionCell[],
) =>
  api.put<RoleSettings>(apiPath(ROLE_SETTINGS_PATHS.permissions, { id: schoolId, roleId }), {
    permissions,
  });
