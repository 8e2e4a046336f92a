import { desc, eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';
import type { SchoolRow } from './tenancy.ts';

export interface MailMessage {
  school: Pick<SchoolRow, 'id' | 'senderName' | 'senderEmail'> | null;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends (SMTP) or keeps (outbox) one message; resolves once it is stored or accepted. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends many messages: the outbox keeps them with one insert per 500, SMTP sends them
   * over a pooled connection. Resolves when all are stored or accepted.
   */
  sendMany(messages: MailMessage[]): Promise<void>;
}

/**
 * The mailer: SMTP through nodemailer when `smtpUrl` is set, otherwise the outbox
 * transport, which renders the message with nodemailer and keeps it in the
 * `outbox_messages` table for tests and super users (DESIGN §3 mail). The sender is the
 * school's sender name and e-mail when it has them, else `mailFrom`.
 */
export function createMailer(opts: {
  db: Db;
  smtpUrl?: string | undefined;
  mailFrom: string;
}): Mailer {
  const smtp: Transporter | null = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl, { pool: true, maxConnections: 3 } as never)
    : null;
  const render = nodemailer.createTransport({ jsonTransport: true });
  const envelopeOf = (message: MailMessage) => {
    const from = message.school?.senderEmail
      ? {
          name: message.school.senderName || message.school.senderEmail,
          address: message.school.senderEmail,
        }
      : opts.mailFrom;
    return {
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    };
  };
  const outboxRow = async (message: MailMessage) => {
    const mail = envelopeOf(message);
    const rendered = await render.sendMail(mail);
    return {
      schoolId: message.school?.id ?? null,
      to: message.to.toLowerCase(),
      from: typeof mail.from === 'string' ? mail.from : `${mail.from.name} <${mail.from.address}>`,
      subject: message.subject,
      text: message.text,
      html: message.html,
      meta: { envelope: rendered.envelope, messageId: rendered.messageId },
    };
  };
  const sendMany = async (messages: MailMessage[]) => {
    if (smtp) {
      for (const message of messages) await smtp.sendMail(envelopeOf(message));
      return;
    }
    for (let i = 0; i < messages.length; i += 500) {
      const rows = await Promise.all(messages.slice(i, i + 500).map(outboxRow));
      await opts.db.insert(outboxMessages).values(rows);
    }
  };
  return { send: (message) => sendMany([message]), sendMany };
}

/** The outbox's messages, newest first, optionally for one recipient. */
export async function listOutbox(db: Db, opts: { to?: string | undefined; limit: number }) {
  const query = db.select().from(outboxMessages);
  const filtered = opts.to ? query.where(eq(outboxMessages.to, opts.to.toLowerCase())) : query;
  return filtered.orderBy(desc(outboxMessages.id)).limit(opts.limit);
}
