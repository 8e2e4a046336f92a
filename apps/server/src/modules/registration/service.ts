import {
  type Locale,
  type NewRoleRequestInput,
  type RegistrationInput,
  ROLE,
  VALIDATION_MESSAGES,
} from '@alumni/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  campuses,
  degrees,
  schoolRoles,
  userRoles,
  users,
  userTokens,
} from '../../db/schema/index.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { schoolEmail } from '../../platform/mail-layout.ts';
import { messagesFor } from '../../platform/messages.ts';
import { hashPassword } from '../../platform/passwords.ts';
import {
  localizedUrl,
  type PublicUrlConfig,
  schoolLocale,
  schoolOrigin,
  schoolUrl,
} from '../../platform/public-url.ts';
import { hashToken, newToken } from '../../platform/sessions.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { spendUserToken } from '../../platform/user-tokens.ts';
import { findUserByEmail } from '../auth/index.ts';
import { recordRegistrationAcceptance } from '../terms/index.ts';
import { registrationEmails } from './emails.ts';

/** An activation link stays valid for 7 days. */
export const ACTIVATION_TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * Creates an activation token for `user` in `school` and e-mails the link
 * (`/registration?token=…`). Used by self-registration; see `sendActivations` for `origin`.
 */
export function sendActivation(
  db: Db,
  mailer: Mailer,
  school: SchoolRow,
  user: { id: number; email: string; firstName: string },
  origin: string,
): Promise<void> {
  return sendActivations(db, mailer, school, [user], origin);
}

/**
 * Activation links for many users of `school` at once (invitations of an import): the
 * tokens (bound to `school`) with one insert per 1,000, the messages through
 * `mailer.sendMany`. Each link is valid 7 days. `origin` is the school's public origin,
 * `schoolOrigin(config, school.subdomain)` (platform/public-url.ts), never a request's Host.
 */
export async function sendActivations(
  db: Db,
  mailer: Mailer,
  school: SchoolRow,
  people: { id: number; email: string; firstName: string }[],
  origin: string,
): Promise<void> {
  const expiresAt = new Date(Date.now() + ACTIVATION_TOKEN_TTL_MS);
  const invitations = people.map((user) => ({ user, token: newToken() }));
  const locale = schoolLocale(school);
  for (let i = 0; i < invitations.length; i += 1000) {
    await db.insert(userTokens).values(
      invitations.slice(i, i + 1000).map(({ user, token }) => ({
        userId: user.id,
        schoolId: school.id,
        purpose: 'activation' as const,
        tokenHash: hashToken(token),
        expiresAt,
      })),
    );
  }
  await mailer.sendMany(
    invitations.map(({ user, token }) => {
      const path = `/registration?token=${encodeURIComponent(token)}`;
      const url = localizedUrl(origin, path, locale);
      const content = registrationEmails.activation(locale, school.name, user.firstName, url);
      // One message per token, however often its job is retried.
      const key = `activation:${hashToken(token)}`;
      return { school, to: user.email, key, ...schoolEmail(school, content, locale) };
    }),
  );
}

/**
 * Self-registration (spec 1 §5 Registration, §4 "Registrations wait for validation"):
 * checks the role is enabled and open to free registration here (a recruiter account is
 * an External role flagged as recruiter), that degree and campus belong to the school,
 * then creates the inactive account and its role (waiting for validation when the school
 * requires it) and e-mails an activation link. An e-mail that already has an account gets
 * a "you already have an account" message instead, after the same work (hashing, insert
 * attempt, one queued message), so neither the answer nor its time reveals it.
 */
export async function register(
  db: Db,
  mailer: Mailer,
  school: SchoolRow,
  input: RegistrationInput,
  context: { urls: PublicUrlConfig; locale: Locale },
): Promise<void> {
  const messages = messagesFor(context.locale);
  const invalidChoice = VALIDATION_MESSAGES[context.locale].invalidChoice;
  const recruiter = input.account_type === 'recruiter';
  const roleCode = recruiter ? ROLE.External : input.role;
  const [offered] = await db
    .select()
    .from(schoolRoles)
    .where(and(eq(schoolRoles.schoolId, school.id), eq(schoolRoles.role, roleCode)));
  if (!offered?.enabled || (!offered.enableFreeReg && !recruiter)) {
    throw badRequest({ role: [messages.roleNotOffered] });
  }
  await assertSchoolChoices(db, school, input, invalidChoice);

  // Both paths do the same work, so that the answer's time does not tell whether the address
  // has an account (issue 12, item 4): the password is hashed (most of the time spent), the
  // account insert is tried, and one message is queued the same way.
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const user = await db.transaction(async (tx) => {
    // An address that has an account (found now, or created meanwhile by a parallel
    // registration) inserts nothing, instead of failing on the unique e-mail.
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        birthName: input.birth_name || null,
        civility: input.civility,
        dateBirth: input.date_birth,
        city: input.city,
        phone: input.phone || null,
        termsUse: true,
        privacyPolicy: true,
        isActive: false,
        registrationDate: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) return null;
    await tx.insert(userRoles).values({
      userId: created.id,
      schoolId: school.id,
      role: roleCode,
      isRecruiter: recruiter,
      isActive: false,
      requiresValidation: school.validateRegistration,
      graduationYear: input.graduation_year,
      degreeId: input.degree ?? null,
      campusId: input.campus ?? null,
    });
    // The boxes ticked above accept the school's current terms (issue 31 item 5).
    await recordRegistrationAcceptance(tx, school.id, created.id);
    return created;
  });
  if (user) {
    await sendActivation(db, mailer, school, user, schoolOrigin(context.urls, school.subdomain));
    return;
  }
  const existing = await findUserByEmail(db, input.email);
  if (!existing) return;
  const locale = schoolLocale(school);
  const content = registrationEmails.alreadyRegistered(
    locale,
    school.name,
    existing.firstName,
    schoolUrl(context.urls, school, '/login'),
  );
  await mailer.sendMany([{ school, to: existing.email, ...schoolEmail(school, content, locale) }]);
}

/** 400 unless the degree and campus ids (when given) belong to `school`. */
export async function assertSchoolChoices(
  db: Db,
  school: SchoolRow,
  input: { degree?: number | null | undefined; campus?: number | null | undefined },
  invalidChoice: string,
): Promise<void> {
  if (input.degree != null) {
    const [degree] = await db
      .select({ id: degrees.id })
      .from(degrees)
      .where(and(eq(degrees.id, input.degree), eq(degrees.schoolId, school.id)));
    if (!degree) throw badRequest({ degree: [invalidChoice] });
  }
  if (input.campus != null) {
    const [campus] = await db
      .select({ id: campuses.id })
      .from(campuses)
      .where(and(eq(campuses.id, input.campus), eq(campuses.schoolId, school.id)));
    if (!campus) throw badRequest({ campus: [invalidChoice] });
  }
}

/**
 * New-role questionnaire (spec 1 §2 Registration, §5): a signed-in member asks for
 * another role in `school`. The role must be enabled there and not already held or
 * requested; degree and campus must be the school's. The request waits for validation
 * when the school validates registrations (it then appears among the registrations to
 * decide), else the role is active at once. A refused request may be made again.
 */
export async function requestNewRole(
  db: Db,
  school: SchoolRow,
  userId: number,
  input: NewRoleRequestInput,
  locale: Locale,
) {
  const messages = messagesFor(locale);
  const [offered] = await db
    .select()
    .from(schoolRoles)
    .where(and(eq(schoolRoles.schoolId, school.id), eq(schoolRoles.role, input.role)));
  if (!offered?.enabled) throw badRequest({ role: [messages.roleNotOffered] });
  await assertSchoolChoices(db, school, input, VALIDATION_MESSAGES[locale].invalidChoice);
  const [held] = await db
    .select()
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(userRoles.schoolId, school.id),
        eq(userRoles.role, input.role),
      ),
    );
  if (held && !held.refusedAt) throw badRequest({ role: [messages.roleAlreadyHeld] });
  const now = new Date();
  const waits = school.validateRegistration;
  const values = {
    isActive: !waits,
    activationDate: waits ? null : now,
    requiresValidation: waits,
    refusedAt: null,
    graduationYear: input.graduation_year,
    degreeId: input.degree ?? null,
    campusId: input.campus ?? null,
  };
  const [role] = held
    ? await db.update(userRoles).set(values).where(eq(userRoles.id, held.id)).returning()
    : await db
        .insert(userRoles)
        .values({ userId, schoolId: school.id, role: input.role, ...values })
        .returning();
  if (!role) throw new Error('role upsert returned nothing');
  return role;
}

/**
 * The live activation token issued for `school`, or 410 Gone `{"detail"}` (invalid, used,
 * expired, or another school's: a link works on its own school's host only).
 */
async function liveActivationToken(db: Db, school: SchoolRow, token: string, locale: Locale) {
  const [row] = await db
    .select({ token: userTokens, user: users })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.schoolId, school.id),
        eq(userTokens.purpose, 'activation'),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) throw new HttpError(410, { detail: messagesFor(locale).activationExpired });
  return row;
}

/**
 * Token verification (spec 1 §2 Registration): who the link of `school` is for, or 410 when
 * it is invalid, expired or another school's.
 */
export async function checkActivation(db: Db, school: SchoolRow, token: string, locale: Locale) {
  const { user } = await liveActivationToken(db, school, token, locale);
  return { email: user.email, first_name: user.firstName, needs_password: !user.passwordHash };
}

/**
 * Activates an account from its link: spends the token (once), sets the password when
 * the account has none (invitations; 400 without it), marks the user active, and
 * activates the user's roles in `school` unless they wait for validation. Returns the
 * user id and whether a role of this school is now active.
 */
export async function activate(
  db: Db,
  school: SchoolRow,
  input: { token: string; password?: string | undefined },
  locale: Locale,
): Promise<{ userId: number; active: boolean }> {
  const { user } = await liveActivationToken(db, school, input.token, locale);
  if (!user.passwordHash && !input.password) {
    throw badRequest({ password: [messagesFor(locale).passwordNeeded] });
  }
  const passwordHash = input.password ? await hashPassword(input.password) : user.passwordHash;
  const now = new Date();
  return db.transaction(async (tx) => {
    // Spent again under its conditions: it may have expired or been used since the check.
    const spent = await spendUserToken(tx, {
      token: input.token,
      schoolId: school.id,
      purpose: 'activation',
      now,
    });
    if (!spent) throw new HttpError(410, { detail: messagesFor(locale).activationExpired });
    await tx
      .update(users)
      .set({
        isActive: true,
        activationDate: user.activationDate ?? now,
        passwordHash,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await tx
      .update(userRoles)
      .set({ isActive: true, activationDate: now })
      .where(
        and(
          eq(userRoles.userId, user.id),
          eq(userRoles.schoolId, school.id),
          eq(userRoles.requiresValidation, false),
          isNull(userRoles.refusedAt),
        ),
      );
    const roles = await tx
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, user.id), eq(userRoles.schoolId, school.id)));
    return { userId: user.id, active: roles.some((r) => r.isActive) };
  });
}
