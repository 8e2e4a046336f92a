import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { buildMember, buildSchool } from '../../test/factories.ts';
import type { Database } from '../db/client.ts';
import { userTokens } from '../db/schema/index.ts';
import { hashToken, newToken } from './sessions.ts';
import { spendUserToken } from './user-tokens.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A fresh member of a fresh school with one token of `purpose`, valid for `ttlMs` from now. */
async function issued(purpose: 'reset' | 'activation' | 'unsub_jobs', ttlMs = 60_000) {
  const school = await buildSchool(database.db);
  const user = await buildMember(database.db, school.id);
  const token = newToken();
  await database.db.insert(userTokens).values({
    userId: user.id,
    schoolId: school.id,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return { school, user, token };
}

const spend = (input: Parameters<typeof spendUserToken>[1]) =>
  database.db.transaction((tx) => spendUserToken(tx, input));

describe('spendUserToken (single-use links, spec 1 §2)', () => {
  it('spends a live token once, for its school and purpose only', async () => {
    const { school, user, token } = await issued('reset');
    const other = await buildSchool(database.db);
    const now = new Date();
    expect(await spend({ token, schoolId: other.id, purpose: 'reset', now })).toBeNull();
    expect(await spend({ token, schoolId: school.id, purpose: 'activation', now })).toBeNull();
    expect(
      await spend({ token: newToken(), schoolId: school.id, purpose: 'reset', now }),
    ).toBeNull();

    const spent = await spend({ token, schoolId: school.id, purpose: 'reset', now });
    expect(spent?.userId).toBe(user.id);
    expect(spent?.usedAt).toEqual(now);
    // A second use finds it used.
    expect(await spend({ token, schoolId: school.id, purpose: 'reset', now })).toBeNull();
  });

  it('does not spend an expired token, and leaves it unused', async () => {
    const { school, token } = await issued('unsub_jobs', 1_000);
    const later = new Date(Date.now() + 2_000);
    expect(
      await spend({ token, schoolId: school.id, purpose: 'unsub_jobs', now: later }),
    ).toBeNull();
    const [row] = await database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.tokenHash, hashToken(token)));
    expect(row?.usedAt).toBeNull();
  });

  it('gives the token to exactly one of ten concurrent uses', async () => {
    const { school, token } = await issued('activation');
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        spend({ token, schoolId: school.id, purpose: 'activation', now }),
      ),
    );
    expect(results.filter((row) => row !== null)).toHaveLength(1);
  });

  it('is left unspent when the transaction it runs in fails after it', async () => {
    const { school, token } = await issued('reset');
    const now = new Date();
    await expect(
      database.db.transaction(async (tx) => {
        expect(
          await spendUserToken(tx, { token, schoolId: school.id, purpose: 'reset', now }),
        ).not.toBeNull();
        throw new Error('what the token unlocks failed');
      }),
    ).rejects.toThrow('what the token unlocks failed');
    expect(await spend({ token, schoolId: school.id, purpose: 'reset', now })).not.toBeNull();
  });
});
