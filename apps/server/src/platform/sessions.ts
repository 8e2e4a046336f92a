import { createHash, randomBytes } from 'node:crypto';
import { eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessions, userRoles, users } from '../db/schema/index.ts';
import { outsideTransaction, setScopeUser } from './school-scope.ts';
import type { FoundSession, SessionCache } from './session-cache.ts';

/** Name of the session cookie (httpOnly, SameSite=Lax, Secure behind HTTPS). */
export const SESSION_COOKIE = 'sessionid';
/** Sessions last 14 days from the last request that touched them. */
export const SESSION_TTL_MS = 14 * 24 * 3600 * 1000;
// Refresh last_seen/expiry at most every 10 minutes, not on every request.
const TOUCH_INTERVAL_MS = 10 * 60 * 1000;

/** SHA-256 hex of a token: the database never holds a usable session id or link token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 32 random bytes (256 bits) as base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Opens a session for `userId`, ending the one the request came with (session id
 * rotation at login), and sets the cookie. Returns nothing; the cookie carries the id.
 */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  schoolId: number,
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await db.delete(sessions).where(eq(sessions.idHash, hashToken(previous)));
  const id = newToken();
  await db.insert(sessions).values({
    idHash: hashToken(id),
    userId,
    schoolId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  });
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: SESSION_TTL_MS / 1000,
  });
}

/** Ends the request's session (if any) and clears the cookie. */
export async function endSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const id = request.cookies[SESSION_COOKIE];
  if (id) await db.delete(sessions).where(eq(sessions.idHash, hashToken(id)));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Ends every session of a user (password reset, deactivation). */
export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * The user of a live session cookie opened in school `schoolSubdomain`, with their roles in
 * every school (oldest first), or null (a session replayed on another school's host
 * authenticates nobody). From `cache` when it holds the session (no round trip), else one
 * round trip (`app_session`, migration 0013) outside the request's transaction, which then
 * begins only if the request queries anything; the user is recorded for it (`app.user_id`:
 * the user's roles in other schools stay readable). Slides the expiry forward when the
 * session was last touched more than 10 minutes ago.
 */
export async function sessionUser(
  db: Db,
  cookieValue: string | undefined,
  schoolSubdomain: string | null,
  cache?: SessionCache,
): Promise<(typeof users.$inferSelect & { roles: UserRoleRow[] }) | null> {
  if (!cookieValue || cookieValue.length > 100 || !schoolSubdomain) return null;
  // Kept in this process's memory under the id itself, as the request already holds it: a
  // hit hashes nothing (a tenth of a cached `/me`, issue 16); the database only sees hashes.
  const key = `${schoolSubdomain}\n${cookieValue}`;
  let found = cache?.get(key);
  if (!found) {
    const generation = cache?.generation ?? 0;
    found = (await lookUpSession(db, hashToken(cookieValue), schoolSubdomain)) ?? undefined;
    if (!found) return null;
    cache?.set(key, found, generation);
  }
  await setScopeUser(db, found.user.id);
  const now = new Date();
  if (now.getTime() - found.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt })
      .where(eq(sessions.idHash, hashToken(cookieValue)));
    found.lastSeenAt = now;
    found.expiresAt = expiresAt;
  }
  return { ...found.user, roles: found.roles };
}

/**
 * The user of a session that this instance's cache holds, `{id, isActive}`, with no
 * database round trip; undefined when the cache holds none (or there is no cache): the caller
 * then looks it up with `sessionUser`. For checks that repeat on a long-lived connection (the
 * chat socket's heartbeat), where one lookup per connection and beat would reach PostgreSQL
 * for every open socket.
 */
export function cachedSessionUser(
  cache: SessionCache | undefined,
  cookieValue: string | undefined,
  schoolSubdomain: string,
): { id: number; isActive: boolean } | undefined {
  if (!cache || !cookieValue || cookieValue.length > 100) return undefined;
  const found = cache.get(`${schoolSubdomain}\n${cookieValue}`);
  return found && { id: found.user.id, isActive: found.user.isActive };
}

async function lookUpSession(
  db: Db,
  idHash: string,
  subdomain: string,
): Promise<FoundSession | null> {
  const result = await outsideTransaction(db).execute(
    sql`select app_session(${idHash}, ${subdomain}) as session`,
  );
  const found = (result as { rows: { session: SessionJson | null }[] }).rows[0]?.session;
  if (!found) return null;
  return {
    user: fromJson<typeof users.$inferSelect>(userColumns, found.user),
    roles: found.roles.map((role) => fromJson<UserRoleRow>(roleColumns, role)),
    lastSeenAt: new Date(found.last_seen_at),
    expiresAt: new Date(found.expires_at),
  };
}

export type UserRoleRow = typeof userRoles.$inferSelect;

/** What `app_session` returns: rows as JSON keyed by column names. */
interface SessionJson {
  last_seen_at: string;
  expires_at: string;
  user: Record<string, unknown>;
  roles: Record<string, unknown>[];
}

type ColumnMap = { key: string; name: string; timestamp: boolean }[];

// JSON rows are keyed by column names; they take the schema's property names, and their
// timestamps, arriving as strings, become Dates again (as Drizzle's own reads give them).
const columnsOf = (table: typeof users | typeof userRoles): ColumnMap =>
  Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
    timestamp: column.columnType === 'PgTimestamp',
  }));
const userColumns = columnsOf(users);
const roleColumns = columnsOf(userRoles);

/**
 * A user row and their role rows as a definer function answers them (JSON keyed by column
 * names: `app_session`, `app_api_key`), in the schema's shapes. Never throws.
 */
export function userFromJson(
  user: Record<string, unknown>,
  roles: Record<string, unknown>[],
): { user: typeof users.$inferSelect; roles: UserRoleRow[] } {
  return {
    user: fromJson<typeof users.$inferSelect>(userColumns, user),
    roles: roles.map((role) => fromJson<UserRoleRow>(roleColumns, role)),
  };
}

function fromJson<T>(columns: ColumnMap, json: Record<string, unknown>): T {
  const row: Record<string, unknown> = {};
  for (const { key, name, timestamp } of columns) {
    const value = json[name];
    row[key] = timestamp && typeof value === 'string' ? new Date(value) : value;
  }
  return row as T;
}

/** Deletes expired sessions; returns how many. */
export async function purgeExpiredSessions(db: Db): Promise<number> {
  const rows = await db.delete(sessions).where(lt(sessions.expiresAt, new Date())).returning();
  return rows.length;
}
