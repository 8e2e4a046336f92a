import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authFailures } from '../db/schema/index.ts';
import { HttpError } from './errors.ts';

export interface ThrottleRule {
  /** Attempts allowed within the window; the next one gets 429. */
  max: number;
  windowMs: number;
}

/*
 * Sign-in throttling after the OWASP Authentication Cheat Sheet (issue 12, item 4): hard
 * limits per (address, account) and per address, so that an attacker's address is stopped
 * without locking the account itself; per account alone only a slow-down, which the right
 * password from another address passes (a lockout per account let anyone lock anyone out).
 */

/** Failed sign-ins per (IP address, account): 5 within 15 minutes, then 429 from there. */
export const LOGIN_FAILURES_PER_ADDRESS_AND_ACCOUNT: ThrottleRule = {
  max: 5,
  windowMs: 15 * 60_000,
};
/** Failed sign-ins per IP address, whatever the accounts: 20 within 15 minutes, then 429. */
export const LOGIN_FAILURES_PER_ADDRESS: ThrottleRule = { max: 20, windowMs: 15 * 60_000 };
/**
 * The per-account slow-down: from the 5th failure within 15 minutes (from any address), every
 * answer about that account waits LOGIN_SLOWDOWN_MS, doubling with each further failure, up
 * to 8 times that (1, 2, 4, 8, 8… s by default).
 */
export const LOGIN_SLOWDOWN_PER_ACCOUNT = { after: 5, windowMs: 15 * 60_000, maxFactor: 8 };
/**
 * Password-reset requests per (IP address, account): 5 an hour, whether the account exists or
 * not. Issue 30 item 22: counted per account alone, anyone could spend a member's 5 and block
 * their reset mails for an hour; now an address only spends its own (the route's per-address
 * request limit, AUTH_RATE_LIMIT, bounds how many accounts it tries).
 */
export const FORGOT_PER_ADDRESS_AND_ACCOUNT: ThrottleRule = { max: 5, windowMs: 60 * 60_000 };

/**
 * A counter's key from its kind and parts (e-mail, IP): hashed, so that any length fits the
 * column and no address is stored in clear.
 */
export function throttleKey(kind: string, ...parts: string[]): string {
  return `${kind}:${createHash('sha256').update(parts.join('\n')).digest('hex')}`;
}

/**
 * The delay (ms) before answering a sign-in on an account with `failures` failed sign-ins in
 * the slow-down window: 0 below LOGIN_SLOWDOWN_PER_ACCOUNT.after, then `baseMs` doubling with
 * each failure, at most `maxFactor` × `baseMs`.
 */
export function loginSlowdownMs(failures: number, baseMs: number): number {
  const { after, maxFactor } = LOGIN_SLOWDOWN_PER_ACCOUNT;
  if (failures < after || baseMs <= 0) return 0;
  return baseMs * Math.min(2 ** (failures - after), maxFactor);
}

const windowStart = (rule: { windowMs: number }) =>
  new Date(Date.now() - rule.windowMs).toISOString();

/** `key`'s counter within the rule's window, or null when it has none there. */
async function liveCounter(db: Db, key: string, rule: { windowMs: number }) {
  const [row] = await db.select().from(authFailures).where(eq(authFailures.key, key)).limit(1);
  if (!row || Date.now() - row.windowStartedAt.getTime() >= rule.windowMs) return null;
  return row;
}

/**
 * Takes `key`'s counter for the rest of the caller's transaction (an advisory lock on the
 * key, so that parallel attempts queue instead of all passing the check before any is
 * counted) and throws 429 `{"detail"}` with Retry-After (seconds) when it has used up `rule`
 * within its window. Counts live in the database, so every API instance sees the same ones.
 */
export async function takeCounter(
  db: Db,
  key: string,
  rule: ThrottleRule,
  message: (minutes: number) => string,
): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  const row = await liveCounter(db, key, rule);
  if (!row || row.count < rule.max) return;
  const elapsed = Date.now() - row.windowStartedAt.getTime();
  const retryAfterS = Math.max(1, Math.ceil((rule.windowMs - elapsed) / 1000));
  throw new HttpError(
    429,
    { detail: message(Math.ceil(retryAfterS / 60)) },
    { 'retry-after': String(retryAfterS) },
  );
}

/** Failures counted against `key` within the rule's window (0 when none or expired). */
export async function countOf(db: Db, key: string, rule: { windowMs: number }): Promise<number> {
  return (await liveCounter(db, key, rule))?.count ?? 0;
}

/** Counts one failure against `key`, starting a new window when the last one expired. */
export async function recordAttempt(
  db: Db,
  key: string,
  rule: { windowMs: number },
): Promise<void> {
  const restart = sql`${authFailures.windowStartedAt} < ${windowStart(rule)}::timestamptz`;
  await db
    .insert(authFailures)
    .values({ key, count: 1, windowStartedAt: new Date() })
    .onConflictDoUpdate({
      target: authFailures.key,
      set: {
        count: sql`case when ${restart} then 1 else ${authFailures.count} + 1 end`,
        windowStartedAt: sql`case when ${restart} then now() else ${authFailures.windowStartedAt} end`,
      },
    });
}

/** Forgets the attempts of `key` (an address's failures on an account, once it signs in). */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.key, key));
}
