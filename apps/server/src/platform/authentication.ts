import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { userRoles, users } from '../db/schema/index.ts';
import { apiKeyUser, bearerKeyOf } from './api-keys.ts';
import { unauthorized } from './errors.ts';
import { noteLogIdentity } from './logging.ts';
import { onScope, setScopeUser } from './school-scope.ts';
import type { SessionCache } from './session-cache.ts';
import { SESSION_COOKIE, sessionUser, type UserRoleRow } from './sessions.ts';

export type UserRow = typeof users.$inferSelect;
export type { UserRoleRow } from './sessions.ts';
/** The signed-in user with their roles in every school. */
export interface AuthUser extends UserRow {
  roles: UserRoleRow[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's session cache (PostgreSQL), or null: nothing is kept then. */
    sessionCache: SessionCache | null;
  }
  interface FastifyRequest {
    /** The signed-in user (loaded once per request), or null. */
    currentUser(): Promise<AuthUser | null>;
  }
}

/** Loads a user and all their roles, or null. */
export async function loadAuthUser(db: Db, userId: number): Promise<AuthUser | null> {
  // The loaded user is the scope's user: their roles in other schools become readable.
  await setScopeUser(db, userId);
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  return { ...user, roles: await rolesOf(db, userId) };
}

/** A user's roles in every school, oldest first (a prepared statement per database). */
function rolesOf(db: Db, userId: number): Promise<UserRoleRow[]> {
  let query = preparedRoles.get(db);
  if (!query) {
    query = db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, sql.placeholder('userId')))
      .orderBy(asc(userRoles.id))
      .prepare('user_roles_of');
    preparedRoles.set(db, query);
  }
  return onScope(query).execute({ userId });
}
const preparedRoles = new WeakMap<Db, PgPreparedRoles>();
type PgPreparedRoles = { execute(values: { userId: number }): Promise<UserRoleRow[]> };

/**
 * Resolves the session cookie to the current user, lazily and once per request, through the
 * instance's session cache when given; or, for a request carrying an API key
 * (`Authorization: Bearer`), the key's owner in the key's school (platform/api-keys.ts).
 */
export const authenticationPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; sessions?: SessionCache }) => {
    const cache = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();
    app.decorate('sessionCache', opts.sessions ?? null);
    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      let pending = cache.get(this);
      if (!pending) {
        pending = (async () => {
          // A request carrying an API key is its owner's, in the key's school (api-keys.ts).
          const key = bearerKeyOf(this);
          if (key !== null) return apiKeyUser(opts.db, key, this.schoolSubdomain);
          const user = await sessionUser(
            opts.db,
            this.cookies[SESSION_COOKIE],
            this.schoolSubdomain,
            opts.sessions,
          );
          // The roles come with the user, in the session's one query.
          if (!user?.isActive) return null;
          // Its log lines name the user from now on (platform/logging.ts).
          noteLogIdentity(this, { userId: user.id });
          return user;
        })();
        cache.set(this, pending);
      }
      return pending;
    });
  },
  { name: 'authentication', dependencies: ['@fastify/cookie', 'tenancy'] },
);

/** The signed-in user, or 401 `{"detail"}` (spec 2 §7: any failure resets the client's user). */
export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  return user;
}

/**
 * Route `preValidation` hook for routes only signed-in users may call: an anonymous request
 * gets 401 `{"detail"}` before its input is checked (as it would without a body), not a 400.
 */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}
