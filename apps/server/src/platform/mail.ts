import { createHash, randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';
import type { JobQueue } from './queue.ts';
import type { SchoolRow } from './tenancy.ts';

export interface MailMessage {
  school: Pick<SchoolRow, 'id' | 'senderName' | 'senderEmail'> | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Extra headers (a bulk mail's `List-Unsubscribe` and `List-Unsubscribe-Post`, RFC 8058),
   * given to SMTP as they are and kept in the outbox message's `meta.headers`.
   */
  headers?: Record<string, string> | undefined;
  /**
   * Idempotency key: one message per key, however often it is sent or its job retried
   * (e.g. `activation:<token hash>`). A random one when absent.
   */
  key?: string | undefined;
}

export interface Mailer {
  /** Queues one message for delivery; resolves once the job is stored. */
  send(message: MailMessage): Promise<void>;
  /**
   * Queues many messages, MAIL_JOB_MESSAGES to a job (an import's invitations: 93 jobs for
   * 93,000 members, not 93,000); resolves once stored.
   */
  sendMany(messages: MailMessage[]): Promise<void>;
}

/** The queue that delivers mail. */
export const MAIL_QUEUE = 'mail.send';
/**
 * Messages per job of `sendMany`. pg-boss's own work (insert, fetch, completion) per job
 * took most of a large import's time when each message was a job.
 */
export const MAIL_JOB_MESSAGES = 50;

/** One message of a `mail.send` job and its idempotency key. */
export interface MailJob {
  key: string;
  message: Omit<MailMessage, 'key'>;
}
/** What a `mail.send` job carries: one message, or several (`sendMany`). */
export type MailJobData = MailJob | { messages: MailJob[] };

/** The messages of a job's data, whichever shape it has. */
export const messagesOf = (data: MailJobData): MailJob[] =>
  'messages' in data ? data.messages : [data];

/**
 * What the transport said of one message: `accepted` and `rejected` recipients and the
 * server's `response` line, as nodemailer's `info` gives them (the outbox accepts all).
 */
export interface DeliveryInfo {
  key: string;
  accepted: string[];
  rejected: string[];
  response: string;
}

/** Delivers messages (the `mail.send` worker's transport). */
export interface MailTransport {
  /** `outbox` stores messages in `outbox_messages`; `smtp` hands them to the SMTP server. */
  kind: 'outbox' | 'smtp';
  /**
   * Outbox: stores the messages with one insert, skipping any key already stored. SMTP:
   * sends them one by one, each with a Message-ID derived from its key. Throws when SMTP
   * refuses one (nodemailer's error: `responseCode`, `response`, `rejected`). Returns what
   * the transport said of each message, in their order.
   */
  deliver(mails: MailJob[]): Promise<DeliveryInfo[]>;
  close(): void;
}

/**
 * The mail transport: SMTP through nodemailer when `smtpUrl` is set, otherwise the outbox,
 * which keeps the message with its envelope and Message-ID in `outbox_messages` for tests
 * and super users (DESIGN §3 mail). The sender is the school's sender name and e-mail when
 * it has them, else `mailFrom`.
 */
export function createMailTransport(opts: {
  db: Db;
  smtpUrl?: string | undefined;
  mailFrom: string;
}): MailTransport {
  const smtp: Transporter | null = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl, { pool: true, maxConnections: 3 } as never)
    : null;
  const envelopeOf = (key: string, message: Omit<MailMessage, 'key'>) => {
    const from = message.school?.senderEmail
      ? {
          name: message.school.senderName || message.school.senderEmail,
          address: message.school.senderEmail,
        }
      : opts.mailFrom;
    const address = typeof from === 'string' ? from : from.address;
    const domain = /@([^>\s]+)/.exec(address)?.[1] ?? 'localhost';
    return {
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.headers ? { headers: message.headers } : {}),
      // The same key gives the same Message-ID, so a message SMTP received twice (a worker
      // killed after the server accepted it) can be recognised as one by mail clients.
      messageId: `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`,
    };
  };
  // The outbox keeps what SMTP would be given: the envelope and the Message-ID. Written
  // here rather than by rendering the whole MIME message with nodemailer, which cost 13 %
  // of a 30,000-member import's CPU for two fields (issue 16 item 4).
  const outboxRow = ({ key, message }: MailJob) => {
    const mail = envelopeOf(key, message);
    const fromAddress = typeof mail.from === 'string' ? addressOf(mail.from) : mail.from.address;
    return {
      schoolId: message.school?.id ?? null,
      to: message.to.toLowerCase(),
      from: typeof mail.from === 'string' ? mail.from : `${mail.from.name} <${mail.from.address}>`,
      subject: message.subject,
      text: message.text,
      html: message.html,
      meta: {
        envelope: { from: fromAddress, to: [message.to] },
        messageId: mail.messageId,
        ...(message.headers ? { headers: message.headers } : {}),
      },
      idempotencyKey: key,
    };
  };
  return {
    kind: smtp ? 'smtp' : 'outbox',
    async deliver(mails) {
      if (smtp) {
        const infos: DeliveryInfo[] = [];
        for (const { key, message } of mails) {
          const info = await smtp.sendMail(envelopeOf(key, message));
          infos.push({
            key,
            accepted: (info.accepted ?? []).map(String),
            rejected: (info.rejected ?? []).map(String),
            response: String(info.response ?? ''),
          });
        }
        return infos;
      }
      // A few statements per batch (each under PostgreSQL's 65,535 parameters), in one
      // transaction: on PostgreSQL each commit waits for the disk.
      if (!mails.length) return [];
      await opts.db.transaction(async (tx) => {
        for (let i = 0; i < mails.length; i += OUTBOX_INSERT_ROWS) {
          await insertOutboxRows(tx, mails.slice(i, i + OUTBOX_INSERT_ROWS).map(outboxRow));
        }
      });
      return mails.map(({ key, message }) => ({
        key,
        accepted: [message.to],
        rejected: [],
        response: '250 kept in the outbox',
      }));
    },
    close: () => smtp?.close(),
  };
}

/** Outbox rows per insert statement. */
const OUTBOX_INSERT_ROWS = 1000;

/**
 * Inserts outbox rows with one statement, each column one array parameter (as the import
 * writes its members): Drizzle's multi-row insert built its SQL value by value, 11 % of an
 * import's CPU. A key already stored adds nothing.
 */
async function insertOutboxRows(db: Db, rows: (typeof outboxMessages.$inferInsert)[]) {
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => sql.param(rows.map(pick));
  await db.execute(sql`
    insert into outbox_messages (school_id, "to", "from", subject, text, html, meta, idempotency_key)
    select * from unnest(
      ${column((r) => r.schoolId ?? null)}::int[],
      ${column((r) => r.to)}::text[],
      ${column((r) => r.from)}::text[],
      ${column((r) => r.subject)}::text[],
      ${column((r) => r.text)}::text[],
      ${column((r) => r.html)}::text[],
      ${column((r) => JSON.stringify(r.meta ?? {}))}::jsonb[],
      ${column((r) => r.idempotencyKey ?? null)}::text[]
    )
    on conflict (idempotency_key) do nothing`);
}

/**
 * The mailer the modules use: a message becomes a `mail.send` job keyed by its
 * idempotency key (two sends with one key make one job while the first is kept, and one
 * message in any case); `sendMany` puts MAIL_JOB_MESSAGES messages in a job. Delivered by
 * `workMail`'s worker on some instance.
 */
export function createQueuedMailer(queue: JobQueue): Mailer {
  const mailJobOf = ({ key, ...message }: MailMessage): MailJob => ({
    key: key ?? randomUUID(),
    message,
  });
  return {
    async send(message) {
      const job = mailJobOf(message);
      await queue.send(MAIL_QUEUE, job satisfies MailJobData, { key: job.key });
    },
    async sendMany(messages) {
      const jobs: { key: string; data: MailJobData }[] = [];
      for (let i = 0; i < messages.length; i += MAIL_JOB_MESSAGES) {
        const group = messages.slice(i, i + MAIL_JOB_MESSAGES).map(mailJobOf);
        // The job's key follows its messages' keys: the same group queued twice is one job
        // (and its messages are one each in any case, by their own keys).
        const key =
          group.length === 1
            ? (group[0] as MailJob).key
            : `batch:${createHash('sha256')
                .update(group.map((m) => m.key).join('\n'))
                .digest('hex')}`;
        jobs.push({ key, data: group.length === 1 ? (group[0] as MailJob) : { messages: group } });
      }
      await queue.sendMany(MAIL_QUEUE, jobs);
    },
  };
}

/**
 * Delivers `mail.send` jobs on this instance through `transport`. Outbox: exactly once,
 * in batches of `batchSize` (default 100) that complete or retry together (the row's unique
 * key absorbs a retried batch); the import command takes larger ones, each fetch of the
 * queue costing about as much as a batch. SMTP: one job at a time, at least once (a worker
 * killed between the server's acceptance and the job's completion sends it again, with the
 * same Message-ID). `afterDelivery` runs between delivery and completion: the kill test
 * pauses there.
 */
export function workMail(
  queue: JobQueue,
  transport: MailTransport,
  hooks: { afterDelivery?: (keys: string[]) => Promise<void>; batchSize?: number } = {},
): Promise<void> {
  const deliver = async (mails: MailJob[]) => {
    await transport.deliver(mails);
    await hooks.afterDelivery?.(mails.map((m) => m.key));
  };
  return transport.kind === 'outbox'
    ? queue.workBatch<MailJobData>(
        MAIL_QUEUE,
        (jobs) => deliver(jobs.flatMap((j) => messagesOf(j.data))),
        { batchSize: hooks.batchSize ?? 100 },
      )
    : queue.work<MailJobData>(MAIL_QUEUE, (job) => deliver(messagesOf(job.data)));
}

/** The outbox's messages, newest first, optionally for one recipient. */
export async function listOutbox(db: Db, opts: { to?: string | undefined; limit: number }) {
  const query = db.select().from(outboxMessages);
  const filtered = opts.to ? query.where(eq(outboxMessages.to, opts.to.toLowerCase())) : query;
  return filtered.orderBy(desc(outboxMessages.id)).limit(opts.limit);
}

/** The bare address of `Name <address>` or of an address alone. */
function addressOf(from: string): string {
  return /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}
