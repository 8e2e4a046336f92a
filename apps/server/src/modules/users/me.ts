import type { PermissionSchool } from '@alumni/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../platform/authentication.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { pendingErasure } from '../personal-data/index.ts';
import { termsAcceptanceDue } from '../terms/index.ts';
import { presentMe } from './presenters.ts';
import { schoolNamesOf } from './service.ts';

/**
 * The school's validator assignments (`{scope: [user role ids]}`) kept to `user`'s own roles,
 * scopes they hold none of left out. Never throws.
 */
export function ownValidatorAssignments(
  user: AuthUser,
  school: Pick<PermissionSchool, 'userrole_validators'>,
): Record<string, number[]> {
  const own = new Set(user.roles.map((role) => role.id));
  const entries = Object.entries(school.userrole_validators)
    .map(([scope, ids]): [string, number[]] => [scope, ids.filter((id) => own.has(id))])
    .filter(([, ids]) => ids.length > 0);
  return Object.fromEntries(entries);
}

/**
 * `user` as `/api/users/me/`, the session check, sign-in and activation answer it (presentMe):
 * with the names of their schools and their own validator assignments in the request's
 * school, both from the instance's caches (issue 30 item 22: the public school details no
 * longer carry the assignments), and the school's new terms they must accept first (issue 31
 * item 5, the terms module), and the erasure waiting for its date (issue 34 item 6, personal
 * data); on a read both come from the instance's session cache when it holds them (issue 35
 * item 4). Throws 404 when the host names no school.
 */
export async function presentCurrentUser(
  request: FastifyRequest,
  db: Db,
  user: AuthUser,
  mediaUrl: MediaUrl,
) {
  const { schoolCaches, loadPermissionSchool } = request.server;
  const names = await schoolNamesOf(db, user, schoolCaches.names);
  // The school's cached permission data, not the policy context: that would look the session
  // up, on the pool, after sign-in's queries began the request's transaction.
  const school = await request.school();
  const permissions = await schoolCaches.permissions.get(school.id, () =>
    loadPermissionSchool(db, school),
  );
  // Kept with the user's cached session until their terms or erasure rows change (issue 35
  // item 4: no query on `/me`); only by a read, which cannot see its own uncommitted writes.
  const cache = request.method === 'GET' ? request.server.sessionCache : null;
  const remember = <T>(name: string, load: () => Promise<T>) =>
    cache ? cache.remember(user.id, name, load) : load();
  const termsDue = await remember(`terms:${school.id}`, () =>
    termsAcceptanceDue(db, user, school.id),
  );
  const erasure = await remember('erasure', () => pendingErasure(db, user.id));
  return {
    ...presentMe(user, names, mediaUrl, ownValidatorAssignments(user, permissions), termsDue),
    erasure_due_at: erasure?.dueAt.toISOString() ?? null,
  };
}
