import {
  ACTIVATION_RESEND_INTERVAL_MINUTES,
  type Locale,
  REGISTRATION_ADMIN_MESSAGES,
} from '@alumni/domain';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schools, userRoles, users, userTokens } from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { messagesFor } from '../../platform/messages.ts';
import { type PageRequest, pagedQuery } from '../../platform/paged-query.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { withSchool } from '../../platform/school-scope.ts';
import { hashToken } from '../../platform/sessions.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { queueInvitations } from '../imports/index.ts';
import { sendActivations } from './service.ts';
import { awaitingActivation, nameOrEmailMatches } from './store.ts';

/**
 * Members awaiting activation and their activation links sent again (spec 1 §2 Registration
 * "token verification, expired-link page", §4 "Registration token: valid or expired"; spec 2
 * §6 "invite, regenerate tokens"): the list, one member's new link (an admin, or the person on
 * the expired-link page), and a new link to every one of them through the job queue. A member
 * gets at most one new link per ACTIVATION_RESEND_INTERVAL_MINUTES (15), whoever asks; the
 * older links stay valid until they expire.
 */

/** The shortest time between two links of one member, in milliseconds. */
export const RESEND_INTERVAL_MS = ACTIVATION_RESEND_INTERVAL_MINUTES * 60_000;

/** The job that sends every member awaiting activation of a school a new link. */
export const RESEND_ALL_JOB = 'registration.activations-resend';

/** What a `registration.activations-resend` job carries: the school and the window it was asked in. */
export interface ResendAllJob {
  schoolId: number;
  window: number;
}

/** Members of a batch of the "send to all" job (one transaction each). */
const BATCH = 500;

/** When the member's latest activation link of `schoolId` was written, or null. */
const lastSentAt = (schoolId: number) =>
  sql<Date | null>`(select max(t.created_at) from ${userTokens} t where t.user_id = ${users}.id and t.school_id = ${schoolId} and t.purpose = 'activation')`;

/** Whether the member has an activation link of `schoolId` still usable. */
const hasLiveLink = (schoolId: number) =>
  sql<boolean>`exists (select 1 from ${userTokens} t where t.user_id = ${users}.id and t.school_id = ${schoolId} and t.purpose = 'activation' and t.used_at is null and t.expires_at > now())`;

/** The member's first role code in `schoolId` (not refused). */
const firstRole = (schoolId: number) =>
  sql<number>`(select min(r.role) from ${userRoles} r where r.user_id = ${users}.id and r.school_id = ${schoolId} and r.refused_at is null)`;

/**
 * One page of the members of `school` awaiting activation, newest account first, optionally
 * searched by name or e-mail: each with its role, when its latest link was written and whether
 * none is still usable.
 */
export async function listAwaitingActivation(
  db: Db,
  school: SchoolRow,
  query: PageRequest & { search?: string | undefined },
) {
  const where = and(awaitingActivation(school.id), nameOrEmailMatches(query.search));
  return pagedQuery(
    query,
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        createdAt: users.createdAt,
        role: firstRole(school.id),
        lastSentAt: lastSentAt(school.id),
        live: hasLiveLink(school.id),
      })
      .from(users)
      .where(where)
      .orderBy(sql`${users.createdAt} desc`, asc(users.id))
      .$dynamic(),
    db.select({ count: count() }).from(users).where(where),
  );
}

/** Who gets a link: the account, and whether it has a password (a registration) or not. */
interface Recipient {
  id: number;
  email: string;
  firstName: string;
  passwordHash: string | null;
}

/**
 * Writes one new activation link per recipient of `school` and queues its e-mail on `db` (the
 * caller's transaction): the registration's e-mail to those who chose a password when they
 * registered, the imports' invitation (choose a password) to the others.
 */
async function sendLinks(
  db: Db,
  mailer: Mailer,
  school: SchoolRow,
  recipients: Recipient[],
  origin: string,
): Promise<void> {
  const registered = recipients.filter((r) => r.passwordHash);
  const invited = recipients.filter((r) => !r.passwordHash);
  if (registered.length) await sendActivations(db, mailer, school, registered, origin);
  await queueInvitations(db, mailer, school, invited, {
    origin,
    keyOf: (_invitee, tokenHash) => `activation:${tokenHash}`,
  });
}

/**
 * A new activation link for member `userId` of `school` (a role there not refused; 404
 * otherwise): 400 `{"detail"}` when the account is active; 429 `{"detail"}` with Retry-After
 * when a link was written less than 15 minutes ago (the member's row is locked first, so two
 * requests at once send one link). Returns when the next may be sent.
 */
export async function resendActivation(
  db: Db,
  school: SchoolRow,
  userId: number,
  deps: { mailer: Mailer; origin: string; locale: Locale },
): Promise<{ nextAllowedAt: Date }> {
  const messages = REGISTRATION_ADMIN_MESSAGES[deps.locale];
  const [member] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
    })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        sql`exists (select 1 from ${userRoles} r where r.user_id = ${users}.id and r.school_id = ${school.id} and r.refused_at is null)`,
      ),
    )
    .for('update');
  if (!member) throw notFound();
  if (member.isActive) throw badRequest({ detail: messages.alreadyActive });
  const now = new Date();
  const [latest] = await db
    .select({ at: sql<string | null>`max(${userTokens.createdAt})` })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, member.id),
        eq(userTokens.schoolId, school.id),
        eq(userTokens.purpose, 'activation'),
        gt(userTokens.createdAt, new Date(now.getTime() - RESEND_INTERVAL_MS)),
      ),
    );
  if (latest?.at) {
    const waitMs = new Date(latest.at).getTime() + RESEND_INTERVAL_MS - now.getTime();
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    throw new HttpError(
      429,
      { detail: messages.tooSoon(minutes) },
      { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) },
    );
  }
  await sendLinks(db, deps.mailer, school, [member], deps.origin);
  return { nextAllowedAt: new Date(now.getTime() + RESEND_INTERVAL_MS) };
}

/**
 * The expired-link page's "send a new link" (spec 2 §8 "Expired activation link"): the link's
 * token (used, expired or not) names the member of `school`; 410 `{"detail"}` when it names
 * nobody here (invalid, or another school's), 409 `{"detail"}` when the account is active
 * (sign in instead), 429 as resendActivation; else a new link goes to the account's address.
 */
export async function renewActivation(
  db: Db,
  school: SchoolRow,
  token: string,
  deps: { mailer: Mailer; origin: string; locale: Locale },
): Promise<{ nextAllowedAt: Date }> {
  const [row] = await db
    .select({ userId: userTokens.userId, isActive: users.isActive })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.schoolId, school.id),
        eq(userTokens.purpose, 'activation'),
      ),
    );
  if (!row) throw new HttpError(410, { detail: messagesFor(deps.locale).activationExpired });
  if (row.isActive) {
    throw new HttpError(409, { detail: REGISTRATION_ADMIN_MESSAGES[deps.locale].alreadyActive });
  }
  try {
    return await resendActivation(db, school, row.userId, deps);
  } catch (error) {
    // A token of a member whose role here was refused since names nobody to invite.
    if (error instanceof HttpError && error.statusCode === 404) {
      throw new HttpError(410, { detail: messagesFor(deps.locale).activationExpired });
    }
    throw error;
  }
}

/**
 * How many members of `school` the "send to all" would reach now: awaiting activation, and
 * no link written in the last 15 minutes.
 */
export async function countResendable(db: Db, school: SchoolRow): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(awaitingActivation(school.id), resendable(school.id, new Date())));
  return row?.n ?? 0;
}

/** No activation link of `schoolId` written for the member since `now` − 15 minutes. */
const resendable = (schoolId: number, now: Date) =>
  sql`not exists (select 1 from ${userTokens} t where t.user_id = ${users}.id and t.school_id = ${schoolId} and t.purpose = 'activation' and t.created_at > ${new Date(now.getTime() - RESEND_INTERVAL_MS).toISOString()}::timestamptz)`;

/** The 15-minute window of `now`: the "send to all" job's key, one job per school and window. */
export const resendWindow = (now: Date) => Math.floor(now.getTime() / RESEND_INTERVAL_MS);

/**
 * Queues the "send to all" job of `school` for the current window: a second ask in the same
 * 15 minutes adds nothing (the job id derives from its key). Returns the job's data.
 */
export async function queueResendAll(queue: JobQueue, school: SchoolRow, now = new Date()) {
  const job: ResendAllJob = { schoolId: school.id, window: resendWindow(now) };
  await queue.send(RESEND_ALL_JOB, job, {
    key: `registration-resend-all:${job.schoolId}:${job.window}`,
  });
  return job;
}

/**
 * The `registration.activations-resend` job: a new link to every member of the school awaiting
 * activation who got none in the last 15 minutes, BATCH at a time, each batch's links and
 * e-mails in one transaction of the school's scope. A rerun skips whom a batch reached (their
 * link is then recent). Returns how many links were sent.
 */
export async function resendAll(
  runtime: { db: Db; mailer: Mailer; origin: (school: SchoolRow) => string },
  job: ResendAllJob,
): Promise<number> {
  let sent = 0;
  let after = 0;
  for (;;) {
    const batch = await withSchool(runtime.db, job.schoolId, async (tx) => {
      const [school] = await tx.select().from(schools).where(eq(schools.id, job.schoolId));
      if (!school) return 0;
      const now = new Date();
      const recipients = await tx
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          passwordHash: users.passwordHash,
        })
        .from(users)
        .where(and(awaitingActivation(school.id), resendable(school.id, now), gt(users.id, after)))
        .orderBy(asc(users.id))
        .limit(BATCH);
      await sendLinks(tx, runtime.mailer, school, recipients, runtime.origin(school));
      after = recipients.at(-1)?.id ?? after;
      return recipients.length;
    });
    sent += batch;
    if (batch < BATCH) return sent;
  }
}
