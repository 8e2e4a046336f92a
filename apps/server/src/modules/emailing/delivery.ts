import {
  type BulkTarget,
  type MassMailDeliveryStatus,
  type MassMailList,
  massMailStartAfter,
} from '@alumni/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  bulkOperations,
  massMailDeliveries,
  schools,
  userRoles,
  userSchoolSettings,
  users,
} from '../../db/schema/index.ts';
import type { BulkMemberContext, BulkMemberResult } from '../../platform/bulk-operations.ts';
import type { DeliveryInfo, MailJob, MailTransport } from '../../platform/mail.ts';
import { schoolEmail } from '../../platform/mail-layout.ts';
import { type PublicUrlConfig, schoolLocale } from '../../platform/public-url.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { withSchool } from '../../platform/school-scope.ts';
import { issueUnsubscribeTokens, unsubscribeLinks } from '../users/index.ts';
import { massMailContent } from './emails.ts';

/**
 * The run of a mass mail (issue 34 item 2): a bulk operation of kind `mass_mail`. Per member,
 * in the runner's savepoint (`massMailMember`): skipped when no longer a member, inactive, or
 * when their school setting for the mail's list is off (`refused_newsletter`,
 * `refused_platform_information`); otherwise a `queued` delivery row, an unsubscribe token of
 * the list, and one `mass_mail.send` job keyed `mass-mail:<operation>:<member>`, due at the
 * configured rate after the operation started (the n-th mail at start + n × 60 s / rate, as
 * the terms notices are spaced). The job (`deliverMassMail`) hands the mail to the transport
 * and records what it said: sent, bounced (SMTP refused the recipient, 5xx), or failed.
 */

/** The queue of the deliveries. */
export const MASS_MAIL_SEND_JOB = 'mass_mail.send';

/** What a mass mail keeps (its bulk operation's `params`). */
export interface MassMailParams {
  subject: string;
  /** Sanitised HTML, and its text version. */
  body: string;
  text: string;
  list: MassMailList;
  target: BulkTarget;
  /** ISO 8601: when it was started, the rate's origin. */
  startAt: string;
}

/** What a `mass_mail.send` job carries. */
export interface MassMailSendJob {
  operationId: number;
  schoolId: number;
  userId: number;
  /** The recipient's unsubscribe token (the raw token, as the mail itself carries it). */
  token: string;
}

/** The idempotency key of one member's mail of one mass mail. */
export const massMailKey = (operationId: number, userId: number) =>
  `mass-mail:${operationId}:${userId}`;

/** The school setting behind each list. */
const LIST_SETTING = {
  newsletter: userSchoolSettings.newsletter,
  platform_information: userSchoolSettings.platformInformationEmails,
} as const;

/** Why a member whose setting for the list is off is skipped. */
const REFUSAL = {
  newsletter: 'refused_newsletter',
  platform_information: 'refused_platform_information',
} as const;

/**
 * One member's part of a mass mail, in `ctx.db` (the runner's savepoint): why they are not
 * reached, or their delivery queued. `perMinute` spaces the jobs.
 */
export async function massMailMember(
  ctx: BulkMemberContext<MassMailParams>,
  deps: { queue: JobQueue; perMinute: number },
): Promise<BulkMemberResult> {
  const { db, schoolId, userId, operationId, params } = ctx;
  const [member] = await db
    .select({
      email: users.email,
      userActive: users.isActive,
      roleActive: sql<boolean>`bool_or(${userRoles.isActive})`,
      consents: sql<boolean>`coalesce(bool_and(${LIST_SETTING[params.list]}), true)`,
    })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.schoolId, schoolId)))
    .leftJoin(
      userSchoolSettings,
      and(eq(userSchoolSettings.userId, users.id), eq(userSchoolSettings.schoolId, schoolId)),
    )
    .where(and(eq(users.id, userId), isNull(userRoles.refusedAt)))
    .groupBy(users.id);
  if (!member) return { outcome: 'skipped', reason: 'not_member' };
  if (!member.userActive || !member.roleActive) return { outcome: 'skipped', reason: 'inactive' };
  if (!member.consents) return { outcome: 'skipped', reason: REFUSAL[params.list] };
  // Its place in the line: the deliveries queued before it (a concurrent run of the same
  // operation may make two share a place; only the spacing suffers).
  const [queued] = await db
    .select({ n: count() })
    .from(massMailDeliveries)
    .where(eq(massMailDeliveries.operationId, operationId));
  await db
    .insert(massMailDeliveries)
    .values({ operationId, userId, schoolId, email: member.email })
    .onConflictDoNothing();
  const [token] = await issueUnsubscribeTokens(db, params.list, [{ userId, schoolId }]);
  await deps.queue.send<MassMailSendJob>(
    MASS_MAIL_SEND_JOB,
    { operationId, schoolId, userId, token: token ?? '' },
    {
      key: massMailKey(operationId, userId),
      startAfter: massMailStartAfter(new Date(params.startAt), queued?.n ?? 0, deps.perMinute),
    },
  );
  return { outcome: 'done' };
}

/** What the delivery job needs of the app. */
export interface MassMailDeliveryRuntime {
  db: Db;
  transport: MailTransport;
  urls: PublicUrlConfig;
  log: FastifyBaseLogger;
}

/** An error as nodemailer raises it for SMTP: the server's code and answer, if any. */
type SmtpError = Error & { responseCode?: number; response?: string };

/**
 * What became of a mail from the transport's answer: `bounced` when the recipient was
 * rejected (in `info.rejected`, or an error with a 5xx SMTP code), `failed` for any other
 * error, else `sent`; with the server's answer. Never throws.
 */
export function deliveryOutcome(
  to: string,
  result: { info: DeliveryInfo } | { error: unknown },
): { status: Exclude<MassMailDeliveryStatus, 'queued'>; response: string } {
  if ('error' in result) {
    const error = result.error as SmtpError;
    const response = String(error?.response ?? error?.message ?? error).slice(0, 2000);
    const code = error?.responseCode ?? 0;
    return { status: code >= 500 && code < 600 ? 'bounced' : 'failed', response };
  }
  const rejected = result.info.rejected.some((r) => r.toLowerCase() === to.toLowerCase());
  return { status: rejected ? 'bounced' : 'sent', response: result.info.response.slice(0, 2000) };
}

/**
 * Delivers one member's mail of a mass mail, once: nothing when its delivery is no longer
 * `queued` (a repeated job) or its operation or school is gone. The message is rendered from
 * the operation's parameters in the school's language with the member's unsubscribe links
 * and RFC 8058 headers, handed to the transport, and the outcome written on the delivery.
 */
export async function deliverMassMail(
  runtime: MassMailDeliveryRuntime,
  job: MassMailSendJob,
): Promise<MassMailDeliveryStatus | null> {
  const key = massMailKey(job.operationId, job.userId);
  const mail = await withSchool(runtime.db, job.schoolId, async (tx) => {
    const [row] = await tx
      .select({ email: massMailDeliveries.email, params: bulkOperations.params, school: schools })
      .from(massMailDeliveries)
      .innerJoin(bulkOperations, eq(bulkOperations.id, massMailDeliveries.operationId))
      .innerJoin(schools, eq(schools.id, massMailDeliveries.schoolId))
      .where(
        and(
          eq(massMailDeliveries.operationId, job.operationId),
          eq(massMailDeliveries.userId, job.userId),
          eq(massMailDeliveries.status, 'queued'),
        ),
      );
    if (!row) return null;
    const params = row.params as unknown as MassMailParams;
    const { school } = row;
    const locale = schoolLocale(school);
    const links = unsubscribeLinks(runtime.urls, school, job.token);
    const content = massMailContent(locale, {
      schoolName: school.name,
      subject: params.subject,
      richText: { html: params.body, text: params.text },
      list: params.list,
      unsubscribeLink: links.page,
    });
    const message: MailJob['message'] = {
      school: { id: school.id, senderName: school.senderName, senderEmail: school.senderEmail },
      to: row.email,
      ...schoolEmail(school, content, locale),
      headers: links.headers,
    };
    return message;
  });
  if (!mail) return null;
  let outcome: ReturnType<typeof deliveryOutcome>;
  try {
    const [info] = await runtime.transport.deliver([{ key, message: mail }]);
    outcome = deliveryOutcome(mail.to, {
      info: info ?? { key, accepted: [], rejected: [], response: '' },
    });
  } catch (error) {
    runtime.log.warn({ err: error, key }, 'mass mail: delivery refused');
    outcome = deliveryOutcome(mail.to, { error });
  }
  await withSchool(runtime.db, job.schoolId, (tx) =>
    tx
      .update(massMailDeliveries)
      .set({ status: outcome.status, response: outcome.response, updatedAt: new Date() })
      .where(
        and(
          eq(massMailDeliveries.operationId, job.operationId),
          eq(massMailDeliveries.userId, job.userId),
        ),
      ),
  );
  return outcome.status;
}
