import { type MentorshipNotice, noticesOfChange, noticesOfReminder } from '@alumni/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userSchoolSettings, users } from '../../db/schema/index.ts';
import type { DomainEventMap, DomainEvents } from '../../platform/domain-events.ts';
import type { Mailer } from '../../platform/mail.ts';
import { schoolEmail } from '../../platform/mail-layout.ts';
import { type PublicUrlConfig, schoolLocale, schoolUrl } from '../../platform/public-url.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { type MentorshipMailKind, mentorshipEmail } from './emails.ts';

/**
 * Mentorship's mails (issue 33 "notifications … request received, accepted, refused (reason),
 * cancelled, reminder, timed out, nudge"): the module listens to its own events, on the
 * transaction that made the change (a request's, or the sweep's school scope), so that a mail
 * job exists exactly when the change committed; each is keyed, so a retried job or a second
 * instance adds nothing. The notifications module writes the in-app notifications of the same
 * events. A member who turned the platform's e-mails off in this school gets none.
 */

export interface MentorshipMail {
  mailer: Mailer;
  urls: PublicUrlConfig;
}

/** The page each mail's button opens. */
const MAIL_PATH: Record<MentorshipMailKind, string> = {
  request: '/mentorship',
  accepted: '/mentorship/followup',
  refused: '/mentorship',
  cancelled: '/mentorship',
  reminder: '/mentorship',
  timed_out: '/mentorship',
  nudge: '/mentorship/followup',
};

/** One mail to send: a notice (domain noticesOfChange), its reason, its idempotency key. */
interface Letter extends MentorshipNotice {
  key: string;
  reason?: string | null;
}

/** The mails of a change: each notice, keyed by the move and match (and the recipient). */
export const lettersOfChange = (p: DomainEventMap['mentorship.changed']): Letter[] =>
  noticesOfChange(p).map((n) => ({
    ...n,
    key: `mentorship-${p.move}:${p.matchId}:${n.to}`,
    reason: n.kind === 'refused' ? p.reason : null,
  }));

/** The mails of a reminder (keyed by the match) or a nudge (by the match, recipient and day). */
export const lettersOfReminder = (p: DomainEventMap['mentorship.reminded']): Letter[] =>
  noticesOfReminder(p).map((n) => ({
    ...n,
    key:
      p.kind === 'reminder'
        ? `mentorship-reminder:${p.matchId}`
        : `mentorship-nudge:${p.matchId}:${n.to}:${p.on}`,
  }));

/** Sends `letters` for `school` through the mail queue, on `db` (the change's transaction). */
async function send(db: Db, mail: MentorshipMail, school: SchoolRow, letters: Letter[]) {
  if (!letters.length) return;
  const ids = [...new Set(letters.flatMap((l) => [l.to, l.about]))];
  const people = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      wantsMail: sql<boolean>`coalesce(${userSchoolSettings.platformInformationEmails}, true)`,
    })
    .from(users)
    .leftJoin(
      userSchoolSettings,
      and(eq(userSchoolSettings.userId, users.id), eq(userSchoolSettings.schoolId, school.id)),
    )
    .where(inArray(users.id, ids));
  const byId = new Map(people.map((p) => [p.id, p]));
  const locale = schoolLocale(school);
  for (const letter of letters) {
    const to = byId.get(letter.to);
    const about = byId.get(letter.about);
    if (!to?.wantsMail || !about) continue;
    const content = mentorshipEmail(locale, letter.kind, {
      schoolName: school.name,
      firstName: to.firstName,
      other: `${about.firstName} ${about.lastName}`,
      reason: letter.reason ?? null,
      link: schoolUrl(mail.urls, school, MAIL_PATH[letter.kind]),
    });
    await mail.mailer.send({
      school,
      to: to.email,
      ...schoolEmail(school, content, locale),
      key: letter.key,
    });
  }
}

/** Subscribes mentorship's mails to its events. */
export function subscribeMentorshipMail(events: DomainEvents, mail: MentorshipMail): void {
  events.on('mentorship.changed', (payload, { db, school }) =>
    send(db, mail, school, lettersOfChange(payload)),
  );
  events.on('mentorship.reminded', (payload, { db, school }) =>
    send(db, mail, school, lettersOfReminder(payload)),
  );
}
