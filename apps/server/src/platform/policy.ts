import type { PermissionSchool, PermissionUser } from '@alumni/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { type Actor, actorOf } from './actor.ts';
import { auditWrites } from './audit.ts';
import type { AuthUser } from './authentication.ts';
import { requestEmitter } from './domain-events.ts';
import { forbidden, unauthorized } from './errors.ts';
import type { PolicyContext, SignedInPolicyContext } from './policy-context.ts';
import type { SchoolRow } from './tenancy.ts';

export type { PolicyContext, SignedInPolicyContext } from './policy-context.ts';

/** The engine's view of a user (spec 2 §6): roles with school, id, active state and recruiter flag. */
export function toPermissionUser(user: AuthUser): PermissionUser {
  return {
    id: user.id,
    is_superuser: user.isSuperuser,
    roles: user.roles.map((r) => ({
      id: r.id,
      role: r.role,
      school: r.schoolId,
      is_active: r.isActive,
      is_recruiter: r.isRecruiter,
    })),
  };
}

/**
 * Loads the engine's view of a school (roles, permission grid, validators, flags). The
 * schools module owns that data and app.ts injects its loader here, so that platform code
 * imports no module.
 */
export type PermissionSchoolLoader = (db: Db, school: SchoolRow) => Promise<PermissionSchool>;

declare module 'fastify' {
  interface FastifyInstance {
    /** See PermissionSchoolLoader; its results are cached in schoolCaches.permissions. */
    loadPermissionSchool: PermissionSchoolLoader;
  }
}

const contexts = new WeakMap<FastifyRequest, Promise<PolicyContext>>();

/** Loads (once per request) the school resolved from the Host and the signed-in user. */
export function policyContext(request: FastifyRequest, db: Db): Promise<PolicyContext> {
  let pending = contexts.get(request);
  if (!pending) {
    pending = (async () => {
      const school = await request.school();
      const authUser = await request.currentUser();
      const permissionSchool = await request.server.schoolCaches.permissions.get(school.id, () =>
        request.server.loadPermissionSchool(db, school),
      );
      return {
        school,
        permissionSchool,
        authUser,
        user: authUser ? toPermissionUser(authUser) : null,
        emit: requestEmitter(request, school, permissionSchool),
      };
    })();
    contexts.set(request, pending);
  }
  return pending;
}

/**
 * The one gate every protected route passes (spec 2 §6 through the domain engine):
 * 401 `{"detail"}` when signed out, 403 when `allowed` says no. Returns the request's
 * Actor (platform/actor.ts), built once per request, for the services. A write it lets
 * through by a school admin or a super user is audited from here on (platform/audit.ts).
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
  await auditWrites(request, db, actor);
  return actor;
}
