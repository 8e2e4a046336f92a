import {
  type Locale,
  UNSUBSCRIBE_MESSAGES,
  UNSUBSCRIBE_TOKEN_DAYS,
  type UnsubscribeList,
} from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userSchoolSettings, userTokens } from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';
import { hashToken, newToken } from '../../platform/sessions.ts';
import { spendUserToken } from '../../platform/user-tokens.ts';

/**
 * Unsubscribe links (spec 1 §2 unsubscription page, spec 2 §8 "Invalid unsubscribe token";
 * issue 15 item 7 "with an unsubscribe link"): one single-use token per mail, bound to the
 * member, the school and the list, stored hashed (as reset links are) and working
 * UNSUBSCRIBE_TOKEN_DAYS days.
 */

const PURPOSE: Record<UnsubscribeList, 'unsub_jobs'> = { jobs_weekly: 'unsub_jobs' };
const LIST_OF: Record<string, UnsubscribeList> = { unsub_jobs: 'jobs_weekly' };

/**
 * New unsubscribe tokens from `list` for `readers` (one multi-row insert), in their order;
 * the raw tokens go in the mails, only their hashes are kept.
 */
export async function issueUnsubscribeTokens(
  db: Db,
  list: UnsubscribeList,
  readers: { userId: number; schoolId: number }[],
  now = new Date(),
): Promise<string[]> {
  if (!readers.length) return [];
  const tokens = readers.map(() => newToken());
  const expiresAt = new Date(now.getTime() + UNSUBSCRIBE_TOKEN_DAYS * 86_400_000);
  await db.insert(userTokens).values(
    readers.map((reader, i) => ({
      userId: reader.userId,
      schoolId: reader.schoolId,
      purpose: PURPOSE[list],
      tokenHash: hashToken(tokens[i] ?? ''),
      expiresAt,
    })),
  );
  return tokens;
}

/**
 * Spends `token` on school `schoolId`'s host and turns its list off for that member there,
 * in one transaction. Returns the list; 400 `{detail: "Error! Invalid token"}` when the token
 * is unknown, expired, already used or another school's.
 */
export async function unsubscribe(
  db: Db,
  input: { token: string; schoolId: number; locale: Locale },
  now = new Date(),
): Promise<UnsubscribeList> {
  return db.transaction(async (tx) => {
    const spent = await spendUserToken(tx, {
      token: input.token,
      schoolId: input.schoolId,
      purpose: 'unsub_jobs',
      now,
    });
    const list = spent ? LIST_OF[spent.purpose] : undefined;
    if (!spent || !list)
      throw badRequest({ detail: UNSUBSCRIBE_MESSAGES[input.locale].invalidToken });
    await tx
      .update(userSchoolSettings)
      .set({ weeklyJobSummary: false, updatedAt: now })
      .where(
        and(
          eq(userSchoolSettings.userId, spent.userId),
          eq(userSchoolSettings.schoolId, spent.schoolId),
        ),
      );
    return list;
  });
}
