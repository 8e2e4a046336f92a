import { API_KEY_METHODS, API_KEY_PATTERN, API_KEY_REFS } from '@alumni/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { users } from '../db/schema/index.ts';
import { badRequest, forbidden, unauthorized } from './errors.ts';
import { outsideTransaction } from './school-scope.ts';
import { hashToken, SESSION_COOKIE, type UserRoleRow, userFromJson } from './sessions.ts';

/**
 * Authentication by a school's API key (issue 31 item 9; spec 1 §3 "API key with owner";
 * docs/areas/api-keys.md): a request carrying `Authorization: Bearer <key>` on a school's host
 * is its owner's, in that school only, with the owner's current roles there (read on every
 * request: a role or permission the owner loses, the key loses at once), never as a super
 * user. It may only read: any method but GET and HEAD is refused 403 before routing, and a
 * request carrying both a key and the session cookie is refused 400 (one request, one
 * identity). An unknown, revoked or other school's key, or one whose owner was deactivated or
 * left the school, is refused 401. Keys are not cached: a revoked key stops at once on every
 * instance.
 */

/**
 * The key a request carries (`Authorization: Bearer <key>`, the scheme's name in any case),
 * '' for a Bearer header with nothing after it, or null when it carries none (no header, or
 * another scheme). Never throws.
 */
export function bearerKeyOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^\s*bearer(?:\s+(.*))?$/i.exec(header);
  return match ? (match[1] ?? '').trim() : null;
}

/** The owner a key authenticates: the user row with their roles in the key's school only. */
export type ApiKeyUser = typeof users.$inferSelect & { roles: UserRoleRow[] };

/** What `app_api_key` answers (migration 0039): rows as JSON keyed by column names. */
interface ApiKeyJson {
  key_id: number;
  user: Record<string, unknown>;
  roles: Record<string, unknown>[];
}

/**
 * The owner a key authenticates on the host of school `subdomain`, or null: a key of the
 * wrong shape is refused without a lookup; otherwise one round trip (`app_api_key`, migration
 * 0039) outside the request's transaction, which also records the key's use at most once a
 * minute. The owner is no super user through a key (`isSuperuser` false): the key acts in
 * its school with the owner's roles there.
 */
export async function apiKeyUser(
  db: Db,
  key: string,
  subdomain: string | null,
): Promise<ApiKeyUser | null> {
  if (!subdomain || !API_KEY_PATTERN.test(key)) return null;
  const result = await outsideTransaction(db).execute(
    sql`select app_api_key(${hashToken(key)}, ${subdomain}) as found`,
  );
  const found = (result as { rows: { found: ApiKeyJson | null }[] }).rows[0]?.found;
  if (!found) return null;
  const { user, roles } = userFromJson(found.user, found.roles);
  return { ...user, isSuperuser: false, roles };
}

/**
 * The gate of requests carrying a key, before anything else looks at them (registered after
 * the cookies, the tenancy and the authentication, before the CSRF check): under `/api/`, a
 * Bearer header with the session cookie is refused 400, with a method other than GET or HEAD
 * 403 ("An API key can only read", so that no handler runs and nothing is written), and a key
 * that authenticates nobody 401, whatever the route (an open one too). A request without a
 * Bearer header passes at once, without a promise.
 */
export function registerApiKeyGate(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) {
      done();
      return;
    }
    const key = bearerKeyOf(request);
    if (key === null) {
      done();
      return;
    }
    if (request.cookies[SESSION_COOKIE]) {
      done(badRequest({ detail: API_KEY_REFS.keyAndSession }));
      return;
    }
    if (!API_KEY_METHODS.has(request.method)) {
      done(forbidden(API_KEY_REFS.readOnly));
      return;
    }
    request.currentUser().then(
      (user) => done(user ? undefined : unauthorized(API_KEY_REFS.invalidKey)),
      (error: Error) => done(error),
    );
  });
}
