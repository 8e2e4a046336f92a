import type { PermissionSchool, PermissionUser } from '@alumni/domain';
import type { AuthUser } from './authentication.ts';
import type { EmitDomainEvent } from './domain-events.ts';
import type { SchoolRow } from './tenancy.ts';

/**
 * What every permission decision needs: the school and the viewer, in the engine's shapes;
 * and the request's domain-event emitter, so that whoever holds the context (a route, a
 * service given it) can tell the other modules what it changed.
 */
export interface PolicyContext {
  school: SchoolRow;
  permissionSchool: PermissionSchool;
  authUser: AuthUser | null;
  user: PermissionUser | null;
  /** Emits a domain event after a change made on `db` (platform/domain-events.ts). */
  emit: EmitDomainEvent;
}
export interface SignedInPolicyContext extends PolicyContext {
  authUser: AuthUser;
  user: PermissionUser;
}
