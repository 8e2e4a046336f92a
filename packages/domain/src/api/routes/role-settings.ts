/** The routes of School settings → roles and permissions, relative to `/api` (../paths.ts). */
export const ROLE_SETTINGS_PATHS = {
  /** GET the school's roles with their settings and the permission grid. */
  roles: '/schools/{id}/roles/',
  /** PATCH a role's names, switches and colour. */
  role: '/schools/{id}/roles/{roleId}/',
  /** PUT a role's whole row of the permission grid. */
  permissions: '/schools/{id}/roles/{roleId}/permissions/',
} as const;
