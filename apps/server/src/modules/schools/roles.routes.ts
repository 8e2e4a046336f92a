import {
  fastifyPath,
  ROLE_SETTINGS_PATHS,
  RolePermissionsBodySchema,
  RoleSettingsListParamsSchema,
  RoleSettingsListResponses,
  RoleSettingsParamsSchema,
  RoleSettingsPatchBodySchema,
  RoleSettingsUpdateResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { listRoleSettings, replaceRolePermissions, updateRoleSettings } from './roles.service.ts';
import { schoolSettingsActor } from './settings-actor.ts';

/**
 * School settings → roles and permissions (spec 1 §2 Settings, §3 School role and Role view
 * permission; spec 2 §6; issue 31 item 1), for the school's admins, from the school's own
 * host. Every change reaches every instance's permission data and details at once
 * (`school.changed`): the directory, registration and every permission check read them.
 * Nobody grants what they do not hold (403 with the reason), nobody switches the admin role
 * off (409): domain role-settings.ts.
 */
export const schoolRolesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /**
   * GET /api/schools/{id}/roles/: `{roles: [{id, role, names, enabled, enable_free_reg, color,
   * active, shown_in_directory, member_count, permissions: [{app, view, allowed,
   * superowner_allowed}]}], grantable: [{app, view, allowed, superowner_allowed}]}`, roles by
   * code, each with its whole row of the grid; `grantable` says what the caller may switch on.
   * 401; 403 for non-admins; 404 for another school's id.
   */
  app.get(
    fastifyPath(ROLE_SETTINGS_PATHS.roles),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: "The school's roles and permission grid",
        params: RoleSettingsListParamsSchema,
        response: RoleSettingsListResponses,
      },
    },
    async (request) => {
      const actor = await schoolSettingsActor(request, db);
      return listRoleSettings(db, actor);
    },
  );

  /**
   * PATCH /api/schools/{id}/roles/{roleId}/ `{names?: {fr, en}, enabled?, enable_free_reg?,
   * color?, shown_in_directory?}`: changes a role's settings. 200 with the role as listed; 400
   * per field (a name in one language at least, ≤ 50 characters; colour '#rrggbb'; the admin
   * role never open to free registration); 401; 403 for non-admins, or with the reason when
   * switching the role on would grant permissions the caller lacks; 404 for another school's
   * role; 409 when it would switch the admin role off.
   */
  app.patch(
    fastifyPath(ROLE_SETTINGS_PATHS.role),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: "Change a role's names, switches and colour",
        params: RoleSettingsParamsSchema,
        body: RoleSettingsPatchBodySchema,
        response: RoleSettingsUpdateResponses,
      },
    },
    async (request) => {
      const actor = await schoolSettingsActor(request, db);
      const role = await updateRoleSettings(db, actor, request.params.roleId, request.body);
      await actor.emit(db, 'school.changed', { part: 'roles' });
      return role;
    },
  );

  /**
   * PUT /api/schools/{id}/roles/{roleId}/permissions/ `{permissions: [{app, view, allowed,
   * superowner_allowed}]}`: the role's whole row of the grid, every view once (400 on the cell
   * for a view outside the grid or named twice, on `permissions` for one left out). 200 with
   * the role; 401; 403 for non-admins, or with the reason when it switches on a permission the
   * caller does not hold; 404 for another school's role.
   */
  app.put(
    fastifyPath(ROLE_SETTINGS_PATHS.permissions),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: "Replace a role's row of the permission grid",
        params: RoleSettingsParamsSchema,
        body: RolePermissionsBodySchema,
        response: RoleSettingsUpdateResponses,
      },
    },
    async (request) => {
      const actor = await schoolSettingsActor(request, db);
      const role = await replaceRolePermissions(db, actor, request.params.roleId, request.body);
      await actor.emit(db, 'school.changed', { part: 'permissions' });
      return role;
    },
  );
};
