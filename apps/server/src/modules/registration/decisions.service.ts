import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userRoles, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { schoolEmail } from '../../platform/mail-layout.ts';
import { messagesFor } from '../../platform/messages.ts';
import { type PublicUrlConfig, schoolLocale, schoolUrl } from '../../platform/public-url.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { registrationEmails } from './emails.ts';

/**
 * Registrations waiting for validation (spec 1 §4 "Registrations wait for validation"):
 * which they are, how many, and the validator's decision on one.
 */

/**
 * What makes a role of `school` a registration waiting for validation (over user_role joined
 * to its user): e-mail confirmed, role not yet decided. The list and the `userrole` counter
 * both use it.
 */
const pendingRegistration = (school: SchoolRow) =>
  and(
    eq(userRoles.schoolId, school.id),
    eq(userRoles.requiresValidation, true),
    eq(userRoles.isActive, false),
    isNull(userRoles.refusedAt),
    eq(users.isActive, true),
  );

/** Registrations of `school` waiting for validation: e-mail confirmed, role not yet decided. */
export async function listPendingRegistrations(db: Db, school: SchoolRow) {
  return db
    .select({ role: userRoles, user: users })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(pendingRegistration(school))
    .orderBy(asc(userRoles.createdAt), asc(userRoles.id));
}

/** How many registrations of `school` wait for validation (see listPendingRegistrations). */
export async function countPendingRegistrations(db: Db, school: SchoolRow): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(pendingRegistration(school));
  return row?.n ?? 0;
}

/**
 * Accepts or refuses a pending registration of the actor's school (404 for another school's
 * or a decided one) and e-mails the member. Returns the role and its user. The update
 * holds only while the role is still pending: of two validators deciding at once, the
 * second gets 409 `{"detail"}` and no e-mail goes out for it.
 */
export async function decideRegistration(
  db: Db,
  actor: Actor,
  input: { id: number; decision: 'accept' | 'refuse' },
  deps: { mailer: Mailer; urls: PublicUrlConfig },
) {
  const { school } = actor;
  const { id: roleId, decision } = input;
  const { mailer, urls } = deps;
  const pending = (await listPendingRegistrations(db, school)).find((r) => r.role.id === roleId);
  if (!pending) throw notFound();
  const now = new Date();
  const [role] = await db
    .update(userRoles)
    .set(
      decision === 'accept'
        ? { isActive: true, requiresValidation: false, activationDate: now }
        : { refusedAt: now, requiresValidation: false },
    )
    .where(
      and(
        eq(userRoles.id, roleId),
        eq(userRoles.schoolId, school.id),
        eq(userRoles.requiresValidation, true),
        eq(userRoles.isActive, false),
        isNull(userRoles.refusedAt),
      ),
    )
    .returning();
  if (!role) throw conflict(messagesFor(actor.locale).changedMeanwhile);
  const locale = schoolLocale(school);
  const content =
    decision === 'accept'
      ? registrationEmails.accepted(
          locale,
          school.name,
          pending.user.firstName,
          schoolUrl(urls, school, '/login'),
        )
      : registrationEmails.refused(locale, school.name, pending.user.firstName);
  await mailer.send({ school, to: pending.user.email, ...schoolEmail(school, content, locale) });
  return { role, user: pending.user };
}
