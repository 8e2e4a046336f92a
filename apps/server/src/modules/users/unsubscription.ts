import {
  apiPath,
  type Locale,
  SUBSCRIPTION_TOKEN_MINUTES,
  UNSUBSCRIBE_LISTS,
  UNSUBSCRIBE_MESSAGES,
  UNSUBSCRIBE_TOKEN_DAYS,
  UNSUBSCRIPTION_PATHS,
  type UnsubscribeList,
} from '@alumni/domain';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userSchoolSettings, users, userTokens } from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';
import { type PublicUrlConfig, schoolOrigin, schoolUrl } from '../../platform/public-url.ts';
import { hashToken, newToken } from '../../platform/sessions.ts';
import type { UserTokenPurpose } from '../../platform/user-tokens.ts';

/**
 * Lists and unsubscribe links (spec 1 §2 subscription and unsubscription pages, spec 2 §8
 * "Invalid unsubscribe token"; issue 15 item 7, issue 34 item 3): one single-use token per
 * mail, bound to the member, the school and the list, stored hashed (as reset links are) and
 * working UNSUBSCRIBE_TOKEN_DAYS days. Each list is one of the member's school settings.
 */

const PURPOSE: Record<UnsubscribeList, UserTokenPurpose> = {
  jobs_weekly: 'unsub_jobs',
  newsletter: 'unsub_news',
  platform_information: 'unsub_platform',
  mass_messages: 'unsub_massmsg',
};
const LIST_OF = new Map<UserTokenPurpose, UnsubscribeList>(
  UNSUBSCRIBE_LISTS.map((list) => [PURPOSE[list], list]),
);
/** The purposes a subscription page may be opened with: any list's, or its own. */
const PAGE_PURPOSES: UserTokenPurpose[] = [...Object.values(PURPOSE), 'subscription'];

/** The school setting of each list (table user_school_settings). */
const SETTING = {
  jobs_weekly: userSchoolSettings.weeklyJobSummary,
  newsletter: userSchoolSettings.newsletter,
  platform_information: userSchoolSettings.platformInformationEmails,
  mass_messages: userSchoolSettings.massChatReception,
} as const;
const SETTING_KEY = {
  jobs_weekly: 'weeklyJobSummary',
  newsletter: 'newsletter',
  platform_information: 'platformInformationEmails',
  mass_messages: 'massChatReception',
} as const satisfies Record<UnsubscribeList, keyof typeof userSchoolSettings.$inferInsert>;

/** A member in a school. */
type Member = { userId: number; schoolId: number };

const invalidToken = (locale: Locale) =>
  badRequest({ detail: UNSUBSCRIBE_MESSAGES[locale].invalidToken });

/**
 * New unsubscribe tokens from `list` for `readers` (one multi-row insert), in their order;
 * the raw tokens go in the mails, only their hashes are kept.
 */
export async function issueUnsubscribeTokens(
  db: Db,
  list: UnsubscribeList,
  readers: Member[],
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
 * The links of one mail's unsubscribe token: the page (`/unsubscription?token=`, in the
 * school's language), the one-click endpoint (RFC 8058) and the headers every bulk mail
 * carries (`List-Unsubscribe` with the endpoint, `List-Unsubscribe-Post`). No `mailto:`: no
 * mailbox receives unsubscribe requests.
 */
export function unsubscribeLinks(
  urls: PublicUrlConfig,
  school: { subdomain: string; preferredLocale: number },
  token: string,
): { page: string; oneClick: string; headers: Record<string, string> } {
  const query = `?token=${encodeURIComponent(token)}`;
  const oneClick = `${schoolOrigin(urls, school.subdomain)}${apiPath(UNSUBSCRIPTION_PATHS.oneClick)}${query}`;
  return {
    page: schoolUrl(urls, school, `/unsubscription${query}`),
    oneClick,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * Marks `token` used at `now` when it is one of `purposes`, issued for `schoolId`, unused and
 * unexpired (one `UPDATE … RETURNING`: of two concurrent uses, one wins). Returns the row or
 * null.
 */
async function spend(
  db: Db,
  token: string,
  schoolId: number,
  purposes: UserTokenPurpose[],
  now: Date,
) {
  const [spent] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(tokenMatches(token, schoolId, purposes, now))
    .returning({ userId: userTokens.userId, purpose: userTokens.purpose });
  return spent ?? null;
}

const tokenMatches = (token: string, schoolId: number, purposes: UserTokenPurpose[], now: Date) =>
  and(
    eq(userTokens.tokenHash, hashToken(token)),
    eq(userTokens.schoolId, schoolId),
    inArray(userTokens.purpose, purposes),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, now),
  );

/** Turns `lists` on or off for a member (their settings row made if they have none). */
async function setLists(
  db: Db,
  member: Member,
  lists: Partial<Record<UnsubscribeList, boolean>>,
  now: Date,
) {
  const changes: Partial<typeof userSchoolSettings.$inferInsert> = {};
  for (const list of UNSUBSCRIBE_LISTS) {
    const value = lists[list];
    if (value !== undefined) changes[SETTING_KEY[list]] = value;
  }
  if (!Object.keys(changes).length) return;
  await db
    .insert(userSchoolSettings)
    .values({ userId: member.userId, schoolId: member.schoolId, ...changes, updatedAt: now })
    .onConflictDoUpdate({
      target: [userSchoolSettings.userId, userSchoolSettings.schoolId],
      set: { ...changes, updatedAt: now },
    });
}

/**
 * Spends `token` on school `schoolId`'s host and turns its list off for that member there,
 * in one transaction; issues them a token for the subscription page (single use, valid
 * SUBSCRIPTION_TOKEN_MINUTES). Returns the list and that token; 400 `{detail: "Error!
 * Invalid token"}` when the token is unknown, expired, already used or another school's.
 */
export async function unsubscribe(
  db: Db,
  input: { token: string; schoolId: number; locale: Locale },
  now = new Date(),
): Promise<{ list: UnsubscribeList; subscriptionToken: string }> {
  return db.transaction(async (tx) => {
    const spent = await spend(tx, input.token, input.schoolId, [...LIST_OF.keys()], now);
    const list = spent ? LIST_OF.get(spent.purpose) : undefined;
    if (!spent || !list) throw invalidToken(input.locale);
    const member = { userId: spent.userId, schoolId: input.schoolId };
    await setLists(tx, member, { [list]: false }, now);
    const subscriptionToken = newToken();
    await tx.insert(userTokens).values({
      ...member,
      purpose: 'subscription',
      tokenHash: hashToken(subscriptionToken),
      expiresAt: new Date(now.getTime() + SUBSCRIPTION_TOKEN_MINUTES * 60_000),
    });
    return { list, subscriptionToken };
  });
}

/** The member a subscription page's `token` opens, without spending it; 400 when invalid. */
export async function tokenHolder(
  db: Db,
  input: { token: string; schoolId: number; locale: Locale },
  now = new Date(),
): Promise<Member> {
  const [row] = await db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(tokenMatches(input.token, input.schoolId, PAGE_PURPOSES, now));
  if (!row) throw invalidToken(input.locale);
  return { userId: row.userId, schoolId: input.schoolId };
}

/** A member's lists in a school (the settings' defaults when they have no row) and first name. */
export async function readSubscription(db: Db, member: Member) {
  const [row] = await db
    .select({ firstName: users.firstName, ...SETTING })
    .from(users)
    .leftJoin(
      userSchoolSettings,
      and(
        eq(userSchoolSettings.userId, users.id),
        eq(userSchoolSettings.schoolId, member.schoolId),
      ),
    )
    .where(eq(users.id, member.userId));
  const defaults = {
    jobs_weekly: false,
    newsletter: true,
    platform_information: true,
    mass_messages: true,
  };
  const lists = Object.fromEntries(
    UNSUBSCRIBE_LISTS.map((list) => [list, row?.[list] ?? defaults[list]]),
  ) as Record<UnsubscribeList, boolean>;
  return { first_name: row?.firstName ?? '', lists };
}

/**
 * Changes a member's lists: signed in (`member`), or by a link's `token`, spent by the change
 * (400 "Error! Invalid token" when it cannot be). Returns the lists as they now are.
 */
export async function updateSubscription(
  db: Db,
  input: {
    member: Member | null;
    token?: string | undefined;
    schoolId: number;
    locale: Locale;
    lists: Partial<Record<UnsubscribeList, boolean>>;
  },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    let member = input.member;
    if (!member || input.token) {
      const spent = input.token
        ? await spend(tx, input.token, input.schoolId, PAGE_PURPOSES, now)
        : null;
      if (!spent) throw invalidToken(input.locale);
      member = { userId: spent.userId, schoolId: input.schoolId };
    }
    await setLists(tx, member, input.lists, now);
    return readSubscription(tx, member);
  });
}

/** RFC 8058 one-click: spends `token` and turns its list off, as the page's button does. */
export async function unsubscribeOneClick(
  db: Db,
  input: { token: string; schoolId: number; locale: Locale },
  now = new Date(),
): Promise<UnsubscribeList> {
  return db.transaction(async (tx) => {
    const spent = await spend(tx, input.token, input.schoolId, [...LIST_OF.keys()], now);
    const list = spent ? LIST_OF.get(spent.purpose) : undefined;
    if (!spent || !list) throw invalidToken(input.locale);
    await setLists(tx, { userId: spent.userId, schoolId: input.schoolId }, { [list]: false }, now);
    return list;
  });
}
