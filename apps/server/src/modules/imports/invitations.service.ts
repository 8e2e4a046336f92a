import { type InvitationsSent, importRef } from '@alumni/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schools, userRoles, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { schoolNames, validMemberBatches } from './check.service.ts';
import { notActivatedMembers, queueInvitations } from './invitations.ts';
import { storedLines } from './report-lines.ts';
import { getImport, importContent, wrongStatus } from './review.service.ts';

/**
 * An admin sends invitations again (issue 12 item 3 "an admin can resend invitations"): to
 * the members of an applied import who have not activated their account, or to one member.
 * Every call writes new activation links (the older ones stay valid until they expire) and
 * queues their e-mails in the request's transaction.
 */

export interface InvitationDeps {
  mailer: Mailer;
  /** `http(s)://<subdomain>.<BASE_DOMAIN>[:port]`: where links in e-mails point. */
  schoolOrigin: (school: SchoolRow) => string;
}

/**
 * Import `id` (one the actor may see; 404 otherwise) must be applied (400 `{"detail"}`
 * otherwise): each member of its file who has not activated their account gets a new link;
 * with `onlyMissing`, only those never invited (what an interrupted older import left out),
 * under the key of their first invitation. Returns how many were sent and how many members
 * had already activated theirs.
 */
export async function resendImportInvitations(
  db: Db,
  actor: Actor,
  input: { id: number; onlyMissing: boolean },
  deps: InvitationDeps,
): Promise<InvitationsSent> {
  const view = await getImport(db, actor, input.id);
  if (view.import.status !== 'applied') throw wrongStatus('applied');
  const [school] = await db.select().from(schools).where(eq(schools.id, view.school.id));
  if (!school) throw notFound();
  // The members of the file: its lines valid when it was applied (and still valid), a
  // batch at a time.
  const batches = validMemberBatches(
    () => db,
    await schoolNames(db, school),
    await importContent(db, input.id),
    { lines: storedLines(input.id, school.id, 'apply') },
  );
  let sent = 0;
  let active = 0;
  for await (const rows of batches) {
    const members = await notActivatedMembers(
      db,
      school.id,
      rows.map((r) => r.email),
      { neverInvited: input.onlyMissing },
    );
    active += members.active;
    sent += await queueInvitations(db, deps.mailer, school, members.invitees, {
      origin: deps.schoolOrigin(school),
      keyOf: (invitee, tokenHash) =>
        input.onlyMissing ? `invite:${invitee.id}:${input.id}` : `activation:${tokenHash}`,
    });
  }
  return { sent, already_active: active };
}

/**
 * Member `user` of the actor's school (a role there, not refused; 404 otherwise) gets a new
 * activation link, unless their account is active already (400 `{"detail"}`).
 */
export async function resendMemberInvitation(
  db: Db,
  actor: Actor,
  input: { user: number },
  deps: InvitationDeps,
): Promise<InvitationsSent> {
  const [member] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      isActive: users.isActive,
    })
    .from(users)
    .where(
      and(
        eq(users.id, input.user),
        sql`exists (select 1 from ${userRoles} ur where ur.user_id = ${users.id} and ur.school_id = ${actor.school.id} and ur.refused_at is null)`,
      ),
    );
  if (!member) throw notFound();
  if (member.isActive) throw badRequest({ detail: importRef('alreadyActive') });
  const sent = await queueInvitations(db, deps.mailer, actor.school, [member], {
    origin: deps.schoolOrigin(actor.school),
    keyOf: (_invitee, tokenHash) => `activation:${tokenHash}`,
  });
  return { sent, already_active: 0 };
}
