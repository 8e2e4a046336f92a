import { type Locale, localeFromId } from '@alumni/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, userTokens } from '../../db/schema/index.ts';
import { type AuthUser, loadAuthUser } from '../../platform/authentication.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { schoolEmail } from '../../platform/mail-layout.ts';
import { messagesFor } from '../../platform/messages.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { type PublicUrlConfig, schoolOrigin, schoolUrl } from '../../platform/public-url.ts';
import { endAllSessions, hashToken, newToken } from '../../platform/sessions.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import {
  clearAttempts,
  countOf,
  FORGOT_PER_ADDRESS_AND_ACCOUNT,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS_AND_ACCOUNT,
  LOGIN_SLOWDOWN_PER_ACCOUNT,
  loginSlowdownMs,
  recordAttempt,
  takeCounter,
  throttleKey,
} from '../../platform/throttle.ts';
import { spendUserToken } from '../../platform/user-tokens.ts';
import { sendActivationOnForgot } from '../imports/index.ts';
import { resetEmailContent } from './emails.ts';

/** A password reset link stays valid for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

// Verified when the e-mail is unknown, so that both answers take the same time.
let dummyHash: Promise<string> | null = null;

/** Finds a user by e-mail, whatever its case. */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** The counter of an account's failed sign-ins from every address (the slow-down's). */
const accountKey = (email: string) => throttleKey('login:account', email.toLowerCase());

/** The throttling counters of a sign-in from `ip` on the account `email` (platform/throttle.ts). */
const loginKeys = (email: string, ip: string) => ({
  addressAndAccount: throttleKey('login:address-account', ip, email.toLowerCase()),
  address: throttleKey('login:address', ip),
  account: accountKey(email),
});

/**
 * How long (ms) to hold the answer to a sign-in on `email`: the per-account slow-down
 * (LOGIN_SLOWDOWN_PER_ACCOUNT), from the account's recent failures from every address and
 * `baseMs` (config LOGIN_SLOWDOWN_MS). Known before the password is checked, so the wait says
 * nothing about it; the caller waits once its transaction is over, holding no connection.
 */
export async function loginSlowdown(db: Db, email: string, baseMs: number): Promise<number> {
  const failures = await countOf(db, accountKey(email), LOGIN_SLOWDOWN_PER_ACCOUNT);
  return loginSlowdownMs(failures, baseMs);
}

/**
 * Checks credentials for signing in to `school` (issue "Accounts and access"; throttling per
 * issue 12, item 4, after the OWASP Authentication Cheat Sheet): 429 once `context.ip` has
 * failed 5 times on this account, or 20 times on any, within 15 minutes (the right password
 * included, from that address only); the same 400 `non_field_errors` for an unknown e-mail,
 * a wrong password or an account not activated, each counted against the address, the
 * address and account, and the account (whose count only slows answers down: loginSlowdown).
 * The right password forgives the address its failures on this account. A user whose roles
 * in this school all wait for validation, or who has none, cannot sign in here. Returns the
 * user.
 */
export async function authenticate(
  db: Db,
  school: SchoolRow,
  input: { email: string; password: string },
  context: { ip: string; locale: Locale },
): Promise<AuthUser> {
  const messages = messagesFor(context.locale);
  const keys = loginKeys(input.email, context.ip);
  // Always in this order (address and account, then address), so that waits never cross.
  await takeCounter(
    db,
    keys.addressAndAccount,
    LOGIN_FAILURES_PER_ADDRESS_AND_ACCOUNT,
    messages.tooManyAttempts,
  );
  await takeCounter(db, keys.address, LOGIN_FAILURES_PER_ADDRESS, messages.tooManyAttempts);

  const row = await findUserByEmail(db, input.email);
  dummyHash ??= hashPassword(newToken());
  const valid = await verifyPassword(row?.passwordHash ?? (await dummyHash), input.password);
  if (!row || !valid || !row.isActive) {
    await recordAttempt(db, keys.addressAndAccount, LOGIN_FAILURES_PER_ADDRESS_AND_ACCOUNT);
    await recordAttempt(db, keys.address, LOGIN_FAILURES_PER_ADDRESS);
    await recordAttempt(db, keys.account, LOGIN_SLOWDOWN_PER_ACCOUNT);
    throw badRequest({ non_field_errors: [messages.invalidCredentials] });
  }
  await clearAttempts(db, keys.addressAndAccount);
  const user = await loadAuthUser(db, row.id);
  if (!user) throw badRequest({ non_field_errors: [messages.invalidCredentials] });
  if (!user.isSuperuser) {
    const here = user.roles.filter((r) => r.schoolId === school.id);
    if (!here.some((r) => r.isActive)) {
      const waiting = here.some((r) => r.requiresValidation);
      throw badRequest({
        non_field_errors: [waiting ? messages.awaitingValidation : messages.noRoleInSchool],
      });
    }
  }
  return user;
}

/**
 * Sends a password-reset link to `email` when an active account has it; an account never
 * activated (an invited member) gets a fresh activation link instead when it is a member of
 * `school` (issue 12 item 3); nothing visible otherwise (the caller answers the same either
 * way). Throttled per (client address, account): FORGOT_PER_ADDRESS_AND_ACCOUNT, 429 past it.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  school: SchoolRow,
  email: string,
  context: { urls: PublicUrlConfig; locale: Locale; ip: string },
): Promise<void> {
  const key = throttleKey('forgot:address-account', context.ip, email.toLowerCase());
  const rule = FORGOT_PER_ADDRESS_AND_ACCOUNT;
  await takeCounter(db, key, rule, messagesFor(context.locale).tooManyAttempts);
  await recordAttempt(db, key, rule);
  const user = await findUserByEmail(db, email);
  if (!user?.isActive) {
    // An invited member who never activated has no password to reset: a new activation link.
    if (user) {
      const origin = schoolOrigin(context.urls, school.subdomain);
      await sendActivationOnForgot(db, mailer, school, user, origin);
    }
    return;
  }
  const token = newToken();
  await db.insert(userTokens).values({
    userId: user.id,
    schoolId: school.id,
    purpose: 'reset',
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  // Messages go out in the school's language (issue "Accounts and access", Mail).
  const mailLocale = localeFromId(school.preferredLocale);
  const link = schoolUrl(context.urls, school, `/reset?token=${encodeURIComponent(token)}`);
  await mailer.send({
    school,
    to: user.email,
    ...schoolEmail(
      school,
      resetEmailContent(mailLocale, school.name, user.firstName, link),
      mailLocale,
    ),
  });
}

/**
 * Sets a new password from a reset token: the token must be unused, of purpose reset, not
 * expired and issued for `school` (the request's); it is spent atomically (a second use
 * fails) and every session of the user ends. 400 `non_field_errors` for a bad token.
 */
export async function resetPassword(
  db: Db,
  school: SchoolRow,
  input: { token: string; password: string },
  locale: Locale,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  // The token is spent, the password set and the sessions ended together, or none of it.
  await db.transaction(async (tx) => {
    const spent = await spendUserToken(tx, {
      token: input.token,
      schoolId: school.id,
      purpose: 'reset',
      now,
    });
    if (!spent) throw badRequest({ non_field_errors: [messagesFor(locale).invalidToken] });
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, spent.userId));
    await endAllSessions(tx, spent.userId);
  });
}
