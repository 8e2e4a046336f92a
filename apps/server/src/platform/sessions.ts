import { createHash, randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { schools, sessions, userRoles, users } from '../db/schema/index.ts';
import { noteScopeUser, onScope } from './school-scope.ts';

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
 * authenticates nobody), in two prepared queries. Slides the
 * expiry forward when the session was last touched more than 10 minutes ago.
 */
export async function sessionUser(
  db: Db,
  cookieValue: string | undefined,
  schoolSubdomain: string | null,
): Promise<(typeof users.$inferSelect & { roles: UserRoleRow[] }) | null> {
  if (!cookieValue || cookieValue.length > 100 || !schoolSubdomain) return null;
  const idHash = hashToken(cookieValue);
  // One round trip: the session, its user and the user's roles in every school. Finding the
  // session also records its user in the school scope (app.user_id), so later queries of the
  // request may read the user's roles in other schools (row-level security).
  const [row] = await onScope(sessionQuery(db)).execute({ idHash, subdomain: schoolSubdomain });
  if (!row) return null;
  noteScopeUser(row.userId);
  const now = new Date();
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.idHash, idHash));
  }
  return { ...row.user, roles: row.roles.map(roleFromJson) };
}

export type UserRoleRow = typeof userRoles.$inferSelect;

// The user's roles come in the same query as JSON rows (migration 0009, app_session_roles)
// keyed by column names; they take the schema's property names, and their timestamps,
// arriving as strings, become Dates again.
const roleColumns = Object.entries(getTableColumns(userRoles)).map(([key, column]) => ({
  key,
  name: column.name,
  timestamp: column.columnType === 'PgTimestamp',
}));

function roleFromJson(json: Record<string, unknown>): UserRoleRow {
  const role: Record<string, unknown> = {};
  for (const { key, name, timestamp } of roleColumns) {
    const value = json[name];
    role[key] = timestamp && typeof value === 'string' ? new Date(value) : value;
  }
  return role as UserRoleRow;
}

// Every authenticated request runs this lookup: built once per database and prepared,
// instead of being rebuilt by Drizzle each time (run on the request's scope).
const prepared = new WeakMap<Db, SessionQuery>();
type SessionQuery = ReturnType<typeof buildSessionQuery>;

function buildSessionQuery(db: Db) {
  return db
    .select({
      userId: sql<number>`set_config('app.user_id', ${sessions.userId}::text, true)::int`.as(
        'user_id',
      ),
      lastSeenAt: sessions.lastSeenAt,
      user: users,
      roles: sql<Record<string, unknown>[]>`app_session_roles(${sessions.idHash})`,
    })
    .from(sessions)
    .innerJoin(schools, eq(schools.id, sessions.schoolId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, sql`now()`),
        eq(schools.subdomain, sql.placeholder('subdomain')),
      ),
    )
    .limit(1)
    .prepare('session_of');
}

function sessionQuery(db: Db): SessionQuery {
  let query = prepared.get(db);
  if (!query) {
    query = buildSessionQuery(db);
    prepared.set(db, query);
  }
  return query;
}

/** Deletes expired sessions; returns how many. */
export async function purgeExpiredSessions(db: Db): Promise<number> {
  const rows = await db.delete(sessions).where(lt(sessions.expiresAt, new Date())).returning();
  return rows.length;
}
