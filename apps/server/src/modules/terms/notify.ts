import { termsNoticeStartAfter } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schools, userRoles, users } from '../../db/schema/index.ts';
import { MAIL_QUEUE, type MailJob } from '../../platform/mail.ts';
import { schoolEmail } from '../../platform/mail-layout.ts';
import { type PublicUrlConfig, schoolLocale, schoolUrl } from '../../platform/public-url.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { withSchool } from '../../platform/school-scope.ts';
import { termsChangeEmail } from './emails.ts';
import { activeMemberRole, currentTermsVersion } from './service.ts';

/**
 * The notification of a terms change (issue 31 item 5 "mail through the queue, at a steady
 * rate"). Publishing with `notify_members` queues one `terms.notify` job, keyed by school and
 * version, in the change's own transaction; the job fans out one `mail.send` job per active
 * member, each keyed `terms:<school>:<version>:<member>` and due one after the other at the
 * domain's TERMS_NOTICES_PER_MINUTE (`startAfter`, termsNoticeStartAfter). No steady-rate
 * mechanism existed: the import's invitations and the weekly summary queue their mails at once
 * (`mailer.sendMany`), and the import command paces itself on the queue's length. A rerun of
 * the job (a crash, a retry) queues nothing twice: the mail jobs' ids derive from their keys,
 * and the outbox keeps one message per key.
 */

/** What a `terms.notify` job carries. */
export interface TermsNotifyJob {
  schoolId: number;
  version: number;
}

/** What the fan-out needs of the app. */
export interface TermsNotifyRuntime {
  db: Db;
  queue: JobQueue;
  urls: PublicUrlConfig;
}

/** The idempotency key of one member's notification of one version. */
export const termsNoticeKey = (schoolId: number, version: number, userId: number) =>
  `terms:${schoolId}:${version}:${userId}`;

/**
 * Queues the notification mails of version `job.version` of the school's terms, the first due
 * at `now`, in the school's language (members have no language of their own), to its active
 * members (the role active and not refused, the account activated), in the order of their
 * ids. Nothing when a newer version was published meanwhile (its own notice, if asked, tells
 * them) or the school is gone. Returns how many mails were queued (a rerun counts them again;
 * the queue keeps them once).
 */
export async function fanOutTermsNotice(
  runtime: TermsNotifyRuntime,
  job: TermsNotifyJob,
  now = new Date(),
): Promise<number> {
  return withSchool(runtime.db, job.schoolId, async (tx) => {
    const [school] = await tx.select().from(schools).where(eq(schools.id, job.schoolId));
    const current = await currentTermsVersion(tx, job.schoolId);
    if (!school || current?.version !== job.version) return 0;
    const members = await tx
      .selectDistinctOn([users.id], {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
      })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(eq(userRoles.schoolId, school.id), activeMemberRole))
      .orderBy(users.id);
    const locale = schoolLocale(school);
    const sender = {
      id: school.id,
      senderName: school.senderName,
      senderEmail: school.senderEmail,
    };
    const signInLink = schoolUrl(runtime.urls, school, '/login');
    const mails = members.map((member, index) => {
      const content = termsChangeEmail(locale, {
        schoolName: school.name,
        firstName: member.firstName,
        termsUseUrl: current.termsUseUrl,
        privacyPolicyUrl: current.privacyPolicyUrl,
        signInLink,
      });
      const key = termsNoticeKey(school.id, job.version, member.id);
      const data: MailJob = {
        key,
        message: { school: sender, to: member.email, ...schoolEmail(school, content, locale) },
      };
      return { data, key, startAfter: termsNoticeStartAfter(now, index) };
    });
    await runtime.queue.sendMany(MAIL_QUEUE, mails);
    return mails.length;
  });
}
