import type { PermissionSchool, PermissionUser } from '@alumni/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { getSchoolParts, groupValidators } from '../modules/schools/service.ts';
import { type Actor, actorOf } from './actor.ts';
import type { AuthUser } from './authentication.ts';
import { forbidden, unauthorized } from './errors.ts';
import type { SchoolRow } from './tenancy.ts';

/** What every permission decision needs: the school and the viewer, in the engine's shapes. */
export interface PolicyContext {
  school: SchoolRow;
  permissionSchool: PermissionSchool;
  authUser: AuthUser | null;
  user: PermissionUser | null;
}
export interface SignedInPolicyContext extends PolicyContext {
  authUser: AuthUser;
  user: PermissionUser;
}

/** The engine's view of a user (spec 2 §6): roles with school, id and active state. */
export function toPermissionUser(user: AuthUser): PermissionUser {
  return {
    id: user.id,
    is_superuser: user.isSuperuser,
    roles: user.roles.map((r) => ({
      id: r.id,
      role: r.role,
      school: r.schoolId,
      is_active: r.isActive,
    })),
  };
}

/** The engine's view of a school: roles, permission grid, validators and flags. */
export async function toPermissionSchool(db: Db, school: SchoolRow): Promise<PermissionSchool> {
  const parts = await getSchoolParts(db, school, { only: ['roles', 'permissions', 'validators'] });
  return {
    id: school.id,
    roles: parts.roles.map((r) => ({
      id: r.id,
      role: r.role,
      enabled: r.enabled,
      enable_free_reg: r.enableFreeReg,
      color: r.color,
      names: r.names,
      active: r.active,
      shown_in_directory: r.shownInDirectory,
    })),
    school_role_view_permission: parts.permissions.map((p) => ({
      app: p.app,
      view: p.view,
      school_role: p.role,
      allowed: p.allowed,
      superowner_allowed: p.superownerAllowed,
    })),
    userrole_validators: groupValidators(parts.validators),
    flags: { show_inactive: school.showInactive, has_public_pages: school.hasPublicPages },
  };
}

const contexts = new WeakMap<FastifyRequest, Promise<PolicyContext>>();

/** Loads (once per request) the school resolved from the Host and the signed-in user. */
export function policyContext(request: FastifyRequest, db: Db): Promise<PolicyContext> {
  let pending = contexts.get(request);
  if (!pending) {
    pending = (async () => {
      const school = await request.school();
      const authUser = await request.currentUser();
      return {
        school,
        permissionSchool: await request.server.schoolCaches.permissions.get(school.id, () =>
          toPermissionSchool(db, school),
        ),
        authUser,
        user: authUser ? toPermissionUser(authUser) : null,
      };
    })();
    contexts.set(request, pending);
  }
  return pending;
}

/**
 * The one gate every protected route passes (spec 2 §6 through the domain engine):
 * 401 `{"detail"}` when signed out, 403 when `allowed` says no. Returns the request's
 * Actor (platform/actor.ts), built once per request, for the services.
 */
export async function authorize(
  request: FastifyRequest,
  db: Db,
  allowed: (actor: Actor) => boolean,
): Promise<Actor> {
  const ctx = await policyContext(request, db);
  if (!ctx.authUser || !ctx.user) throw unauthorized();
  const actor = actorOf(request, ctx as SignedInPolicyContext);
  if (!allowed(actor)) throw forbidden();
  return actor;
}
