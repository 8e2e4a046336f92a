import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userRoles } from '../../db/schema/index.ts';
import type { Mailer, MailMessage } from '../../platform/mail.ts';
import { schoolEmail } from '../../platform/mail-layout.ts';
import { localizedUrl, schoolLocale } from '../../platform/public-url.ts';
import { hashToken, newToken } from '../../platform/sessions.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { arrayParam, type Queryable, rowsOf } from './batches.ts';
import { activationReminderEmail, invitationEmail } from './emails.ts';

/**
 * Invitations of imported members (spec 1 §5 User import; issue 12 item 3): an activation
 * token and the e-mail carrying its link, written together on the caller's transaction, so
 * that a member who has an account and a token also has a queued message (the `mail.send`
 * job, platform/mail.ts), whatever instant the process is killed at. Each message has an
 * idempotency key naming its effect, so a retried job or a second send of the same
 * invitation stores one message.
 */

/** Random bytes of a token (platform/sessions.ts newToken). */
const TOKEN_BYTES = 32;

/** An activation link stays valid for 7 days, as a self-registration's does. */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

/** Who is invited: the account's id, e-mail and first name. */
export interface Invitee {
  id: number;
  email: string;
  firstName: string;
}

/** Which e-mail goes out: a first invitation (or a resent one), or the "forgot" reminder. */
export type InvitationKind = 'invitation' | 'reminder';

/**
 * Writes one activation token per invitee for `school` (one insert) and queues their
 * e-mails (`mailer.sendMany`, one job each, inserted in bulk), on `db`: call it inside the transaction whose
 * change asks for them, so that they commit or roll back with it. `keyOf` gives each
 * message's idempotency key from the invitee and the token's hash. Links point to
 * `origin` (the school's host). Returns how many were queued.
 */
export async function queueInvitations(
  db: Queryable,
  mailer: Mailer,
  school: SchoolRow,
  invitees: readonly Invitee[],
  opts: {
    origin: string;
    kind?: InvitationKind;
    keyOf: (invitee: Invitee, tokenHash: string) => string;
  },
): Promise<number> {
  if (!invitees.length) return 0;
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  const locale = schoolLocale(school);
  const content = opts.kind === 'reminder' ? activationReminderEmail : invitationEmail;
  // One draw of random bytes for the whole batch: 32 per token, as newToken makes them.
  const random = invitees.length === 1 ? null : randomBytes(TOKEN_BYTES * invitees.length);
  const invitations = invitees.map((invitee, i) => {
    const token = random
      ? random.subarray(i * TOKEN_BYTES, (i + 1) * TOKEN_BYTES).toString('base64url')
      : newToken();
    return { invitee, token, tokenHash: hashToken(token) };
  });
  // One statement, each column one array parameter (members-writer.ts says why).
  await db.execute(sql`
    insert into user_tokens (user_id, school_id, purpose, token_hash, expires_at)
    select u, ${school.id}, 'activation', h, ${expiresAt.toISOString()}::timestamptz
    from unnest(
      ${arrayParam(invitations.map((i) => i.invitee.id))}::int[],
      ${arrayParam(invitations.map((i) => i.tokenHash))}::text[]
    ) as t(u, h)`);
  const messages: MailMessage[] = invitations.map(({ invitee, token, tokenHash }) => {
    const path = `/registration?token=${encodeURIComponent(token)}`;
    const link = localizedUrl(opts.origin, path, locale);
    return {
      school,
      to: invitee.email,
      key: opts.keyOf(invitee, tokenHash),
      ...schoolEmail(school, content(locale, school.name, invitee.firstName, link), locale),
    };
  });
  await mailer.sendMany(messages);
  return messages.length;
}

/** The members of `school` with these e-mails (lowercase) who have not activated their account. */
export async function notActivatedMembers(
  db: Queryable,
  schoolId: number,
  emails: readonly string[],
  opts: { neverInvited: boolean },
): Promise<{ invitees: Invitee[]; active: number }> {
  const invitees: Invitee[] = [];
  let active = 0;
  if (!emails.length) return { invitees, active };
  const rows = rowsOf<{
    id: number;
    email: string;
    first_name: string;
    is_active: boolean;
    invited: boolean;
  }>(
    // Scalar subqueries, not EXISTS: PostgreSQL may turn an EXISTS into a join over the
    // whole table, which it does when an import has grown the tables faster than their
    // statistics (every batch then read every token: 9 s of a 100,000-line import); these
    // stay index lookups for the batch's members.
    await db.execute(sql`
      select u.id, u.email, u.first_name, u.is_active,
        (select true from user_tokens t where t.user_id = u.id and t.school_id = ${schoolId}
          and t.purpose = 'activation' limit 1) is not null as invited
      from users u
      where lower(u.email) = any(${arrayParam(emails)}::text[])
        and (select true from user_roles ur where ur.user_id = u.id
          and ur.school_id = ${schoolId} and ur.refused_at is null limit 1) is not null
      order by u.id`),
  );
  for (const row of rows) {
    if (row.is_active) active += 1;
    else if (!opts.neverInvited || !row.invited) {
      invitees.push({ id: row.id, email: row.email, firstName: row.first_name });
    }
  }
  return { invitees, active };
}

/**
 * "Forgot password" on an account that was invited and never activated (issue 12 item 3):
 * when `user` is not active and holds a role in `school` (not refused), a fresh activation
 * link is written and e-mailed on `db` (the request's transaction) and true returned; false
 * otherwise, with nothing sent. The caller answers the same either way. Called by the auth
 * module's `requestPasswordReset`.
 */
export async function sendActivationOnForgot(
  db: Db,
  mailer: Mailer,
  school: SchoolRow,
  user: { id: number; email: string; firstName: string; isActive: boolean },
  origin: string,
): Promise<boolean> {
  if (user.isActive) return false;
  const [role] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, user.id),
        eq(userRoles.schoolId, school.id),
        isNull(userRoles.refusedAt),
      ),
    )
    .limit(1);
  if (!role) return false;
  await queueInvitations(db, mailer, school, [user], {
    origin,
    kind: 'reminder',
    // One message per token, however often its job runs.
    keyOf: (_invitee, tokenHash) => `activation:${tokenHash}`,
  });
  return true;
}
