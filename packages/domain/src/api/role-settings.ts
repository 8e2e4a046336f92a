import { z } from 'zod';
import { permissionRowSchema, roleSettingsPatchSchema } from '../role-settings.ts';
import { SchoolRoleSchema } from '../school.ts';
import {
  DbIdSchema,
  ErrorDetailSchema,
  IdParamsSchema,
  InputErrors,
  SignedInErrors,
} from './shared.ts';

/**
 * Contract of School settings → roles and permissions (domain role-settings.ts): `GET
 * /api/schools/{id}/roles/`, `PATCH /api/schools/{id}/roles/{roleId}/` and `PUT
 * /api/schools/{id}/roles/{roleId}/permissions/`. `{roleId}` is the school role's id (the
 * details' `roles[].id`), not its code.
 */

/** `{id}`: the school's id. */
export const RoleSettingsListParamsSchema = IdParamsSchema;

/** `{id}` and `{roleId}`. */
export const RoleSettingsParamsSchema = z.object({
  id: IdParamsSchema.shape.id,
  roleId: DbIdSchema,
});

/** Body of `PATCH`: the settings to change. */
export const RoleSettingsPatchBodySchema = roleSettingsPatchSchema;

/** Body of `PUT …/permissions/`: `{permissions: [{app, view, allowed, superowner_allowed}]}`. */
export const RolePermissionsBodySchema = permissionRowSchema;

/** One view of the grid for one role: may use it, has owner rights on it. */
export const PermissionCellSchema = z.object({
  app: z.string(),
  view: z.string(),
  allowed: z.boolean(),
  superowner_allowed: z.boolean(),
});

/** A role as its admins edit it: the school role, its members and its row of the grid. */
export const RoleSettingsSchema = SchoolRoleSchema.extend({
  /** Members holding the role in the school now (active roles). */
  member_count: z.number().int(),
  /** Every view of the grid, in the grid's order. */
  permissions: z.array(PermissionCellSchema),
});
export type RoleSettings = z.infer<typeof RoleSettingsSchema>;

/** The school's roles (by code) and what the caller may switch on in the grid. */
export const RoleSettingsListSchema = z.object({
  roles: z.array(RoleSettingsSchema),
  /**
   * Per view, what the caller holds and so may switch on (a cell may always be switched
   * off): nobody grants a permission they do not hold.
   */
  grantable: z.array(PermissionCellSchema),
});
export type RoleSettingsList = z.infer<typeof RoleSettingsListSchema>;

export const RoleSettingsListResponses = { 200: RoleSettingsListSchema, ...SignedInErrors };
/** 403 with the reason for an escalation; 409 when the school would lose its last admin. */
export const RoleSettingsUpdateResponses = {
  200: RoleSettingsSchema,
  ...InputErrors,
  409: ErrorDetailSchema,
};
