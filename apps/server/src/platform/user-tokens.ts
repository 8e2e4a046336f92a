import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userTokens } from '../db/schema/index.ts';
import { hashToken } from './sessions.ts';

/** A transaction of the app's database. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a single-use link token is for (`user_tokens.purpose`). */
export type UserTokenPurpose = (typeof userTokens.$inferSelect)['purpose'];

/**
 * Spends a single-use link token (activation, password reset, unsubscribe; spec 1 §2): marks
 * it used at `now` when it is of `purpose`, issued for `schoolId` (a link works on its own
 * school's host only), unused and unexpired, in one `UPDATE … RETURNING`, so that of two
 * concurrent uses exactly one gets the row. Takes the clear token (only its SHA-256 is
 * stored). Returns the spent row, or null when the token cannot be spent; the caller raises
 * its own error (each flow words it as the spec says) and runs it in the transaction of what
 * the token unlocks, so that a failure after it leaves the token unspent.
 */
export async function spendUserToken(
  tx: Tx,
  input: { token: string; schoolId: number; purpose: UserTokenPurpose; now: Date },
): Promise<typeof userTokens.$inferSelect | null> {
  const [spent] = await tx
    .update(userTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(input.token)),
        eq(userTokens.schoolId, input.schoolId),
        eq(userTokens.purpose, input.purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, input.now),
      ),
    )
    .returning();
  return spent ?? null;
}

/**
 * Revokes every unspent token of `purpose` that user `userId` holds for school `schoolId`
 * (marks them used at `now`), so that links already sent stop working (issue 34 item 1, the
 * bulk "regenerate tokens"). Run it in the transaction that issues the new ones. Returns how
 * many were revoked.
 */
export async function revokeUserTokens(
  tx: Tx | Db,
  input: { userId: number; schoolId: number; purpose: UserTokenPurpose; now: Date },
): Promise<number> {
  const revoked = await tx
    .update(userTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(userTokens.userId, input.userId),
        eq(userTokens.schoolId, input.schoolId),
        eq(userTokens.purpose, input.purpose),
        isNull(userTokens.usedAt),
      ),
    )
    .returning({ id: userTokens.id });
  return revoked.length;
}
