import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authFailures } from '../db/schema/index.ts';
import { HttpError } from './errors.ts';

export interface ThrottleRule {
  /** Attempts allowed within the window; the next one gets 429. */
  max: number;
  windowMs: number;
}

/** Sign-in failures: 5 per account, 20 per IP, within 15 minutes. */
export const LOGIN_FAILURES_PER_ACCOUNT: ThrottleRule = { max: 5, windowMs: 15 * 60_000 };
export const LOGIN_FAILURES_PER_IP: ThrottleRule = { max: 20, windowMs: 15 * 60_000 };
/** Password-reset requests: 5 per address per hour, whether the address exists or not. */
export const FORGOT_PER_ACCOUNT: ThrottleRule = { max: 5, windowMs: 60 * 60_000 };

/**
 * Throws 429 `{"detail"}` with Retry-After (seconds) when `key` has used up `rule` within
 * its window. Counts live in the database, so every API instance sees the same ones.
 */
export async function assertNotThrottled(
  db: Db,
  key: string,
  rule: ThrottleRule,
  message: (minutes: number) => string,
): Promise<void> {
  const [row] = await db.select().from(authFailures).where(eq(authFailures.key, key)).limit(1);
  if (!row) return;
  const elapsed = Date.now() - row.windowStartedAt.getTime();
  if (elapsed >= rule.windowMs || row.count < rule.max) return;
  const retryAfterS = Math.ceil((rule.windowMs - elapsed) / 1000);
  throw new HttpError(
    429,
    { detail: message(Math.ceil(retryAfterS / 60)) },
    { 'retry-after': String(retryAfterS) },
  );
}

/** Counts one attempt against `key`, starting a new window when the last one expired. */
export async function recordAttempt(db: Db, key: string, rule: ThrottleRule): Promise<void> {
  const windowStart = new Date(Date.now() - rule.windowMs);
  await db
    .insert(authFailures)
    .values({ key, count: 1, windowStartedAt: new Date() })
    .onConflictDoUpdate({
      target: authFailures.key,
      set: {
        count: sql`case when ${authFailures.windowStartedAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${authFailures.count} + 1 end`,
        windowStartedAt: sql`case when ${authFailures.windowStartedAt} < ${windowStart.toISOString()}::timestamptz then now() else ${authFailures.windowStartedAt} end`,
      },
    });
}

/** Forgets the attempts of `key` (after a successful sign-in). */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.key, key));
}
