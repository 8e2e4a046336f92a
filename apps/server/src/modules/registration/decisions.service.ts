import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userRoles, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { schoolEmail } from '../../platform/mail-layout.ts';
import { messagesFor } from '../../platform/messages.ts';
import type { PageRequest } from '../../platform/paged-query.ts';
import { pagedQuery } from '../../platform/paged-query.ts';
import { type PublicUrlConfig, schoolLocale, schoolUrl } from '../../platform/public-url.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { registrationEmails } from './emails.ts';
import { nameOrEmailMatches, pendingRegistration } from './store.ts';

/**
 * Registrations waiting for validation (spec 1 §4 "Registrations wait for validation"):
 * which they are, how many, and the validator's decision on one.
 */

/** Whether the person holds another role of the school not refused: a new-role request. */
const holdsAnotherRole = (schoolId: number) =>
  sql<boolean>`exists (select 1 from ${userRoles} o where o.user_id = ${users}.id and o.school_id = ${schoolId} and o.id <> ${userRoles}.id and o.refused_at is null and o.is_active)`;

/**
 * One page of the registrations of `school` waiting for validation (e-mail confirmed, role not
 * yet decided), oldest first, optionally searched by name or e-mail. Each row carries the role,
 * its user and `newRole` (the person already holds another active role here).
 */
export async function listPendingRegistrations(
  db: Db,
  school: SchoolRow,
  query: PageRequest & { search?: string | undefined },
) {
  const where = and(pendingRegistration(school.id), nameOrEmailMatches(query.search));
  return pagedQuery(
    query,
    db
      .select({ role: userRoles, user: users, newRole: holdsAnotherRole(school.id) })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(where)
      .orderBy(asc(userRoles.createdAt), asc(userRoles.id))
      .$dynamic(),
    db
      .select({ count: count() })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(where),
  );
}

/** How many registrations of `school` wait for validation (see listPendingRegistrations). */
export async function countPendingRegistrations(db: Db, school: SchoolRow): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(pendingRegistration(school.id));
  return row?.n ?? 0;
}

/**
 * Accepts or refuses a pending registration of the actor's school (404 for another school's
 * or a decided one) and e-mails the member; a refusal keeps `reason` (trimmed, ≤ 500
 * characters, empty for none) on the role and writes it in the e-mail. Returns the role, its
 * user and whether it was a new-role request. The update holds only while the role is still
 * pending: of two validators deciding at once, the second gets 409 `{"detail"}` and no e-mail
 * goes out for it.
 */
export async function decideRegistration(
  db: Db,
  actor: Actor,
  input: { id: number; decision: 'accept' | 'refuse'; reason?: string | undefined },
  deps: { mailer: Mailer; urls: PublicUrlConfig },
) {
  const { school } = actor;
  const { id: roleId, decision } = input;
  const reason = input.reason?.trim() || null;
  const { mailer, urls } = deps;
  const [pending] = await db
    .select({ role: userRoles, user: users, newRole: holdsAnotherRole(school.id) })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.id, roleId), pendingRegistration(school.id)));
  if (!pending) throw notFound();
  const now = new Date();
  const [role] = await db
    .update(userRoles)
    .set(
      decision === 'accept'
        ? { isActive: true, requiresValidation: false, activationDate: now }
        : { refusedAt: now, requiresValidation: false, refusalReason: reason },
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
      : registrationEmails.refused(locale, school.name, pending.user.firstName, reason);
  await mailer.send({
    school,
    to: pending.user.email,
    key: `registration-decision:${role.id}:${now.getTime()}`,
    ...schoolEmail(school, content, locale),
  });
  return { role, user: pending.user, newRole: pending.newRole };
}
