import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';

/**
 * A fake SMTP server for the fault suite (issue 35 item 2: SMTP slow or failing), on
 * 127.0.0.1 and a free port, set as the instance's SMTP_URL. It speaks just what nodemailer
 * sends (EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no STARTTLS, no AUTH) and, at the end
 * of each message's DATA, does what `behaviour` says now: accept at once, accept after
 * `delayMs` (a slow server), or refuse with 451 (a temporary failure, which the client must
 * retry). No package provides this here (smtp-server is not installed), and the suite needs
 * only this much of the protocol.
 */

/** What the fake does with a message once its DATA is in. */
export type SmtpBehaviour =
  | { kind: 'accept' }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'fail' };

/** One message whose DATA arrived: its recipients, when, and what became of it. */
export interface SmtpAttempt {
  to: string[];
  /** The message's Message-ID header, as the client wrote it. */
  messageId: string;
  receivedAt: number;
  /** Set once the fake answered: `accepted` (250) or `refused` (451). */
  outcome: 'pending' | 'accepted' | 'refused';
  answeredAt?: number;
}

export interface FakeSmtp {
  port: number;
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** What the fake does with the next messages; change it at any time. */
  behaviour: SmtpBehaviour;
  /** Every message whose DATA arrived, in order. */
  readonly attempts: SmtpAttempt[];
  /** The accepted messages addressed to `to` (the count a "never twice" check reads). */
  acceptedFor(to: string): SmtpAttempt[];
  close(): Promise<void>;
}

/** Starts the fake SMTP server; `behaviour` defaults to accepting at once. */
export async function startFakeSmtp(
  behaviour: SmtpBehaviour = { kind: 'accept' },
): Promise<FakeSmtp> {
  const attempts: SmtpAttempt[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const fake: FakeSmtp = {
    port: 0,
    url: '',
    behaviour,
    attempts,
    acceptedFor: (to) =>
      attempts.filter((a) => a.outcome === 'accepted' && a.to.includes(to.toLowerCase())),
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close').catch(() => undefined);
    },
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    let buffer = '';
    let inData = false;
    let recipients: string[] = [];
    const endOfMessage = (data: string) => {
      const messageId = /^message-id:\s*(.+)$/im.exec(data)?.[1]?.trim() ?? '';
      const attempt: SmtpAttempt = {
        to: recipients,
        messageId,
        receivedAt: Date.now(),
        outcome: 'pending',
      };
      attempts.push(attempt);
      recipients = [];
      const answer = (ok: boolean) => {
        attempt.outcome = ok ? 'accepted' : 'refused';
        attempt.answeredAt = Date.now();
        reply(ok ? '250 2.0.0 Ok: queued' : '451 4.3.0 Temporary failure, try again later');
      };
      const now = fake.behaviour;
      if (now.kind === 'fail') return answer(false);
      if (now.kind === 'accept') return answer(true);
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer(true);
      }, now.delayMs);
      timers.add(timer);
    };
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          endOfMessage(data);
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-fake.smtp.test\r\n250-8BITMIME\r\n250 SMTPUTF8');
        else if (verb === 'HELO') reply('250 fake.smtp.test');
        else if (verb === 'MAIL') reply('250 2.1.0 Ok');
        else if (verb === 'RCPT') {
          const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
          recipients.push(address.toLowerCase());
          reply('250 2.1.5 Ok');
        } else if (verb === 'DATA') {
          inData = true;
          // A message body that starts right after DATA's line ends with "\r\n.\r\n": keep a
          // leading CRLF so that the terminator is found even for an empty body.
          buffer = `\r\n${buffer}`;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          recipients = [];
          reply('250 2.0.0 Ok');
        } else if (verb === 'NOOP') reply('250 2.0.0 Ok');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else reply('502 5.5.2 Command not recognised');
      }
    });
    reply('220 fake.smtp.test ESMTP');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  fake.port = typeof address === 'object' && address ? address.port : 0;
  fake.url = `smtp://127.0.0.1:${fake.port}`;
  return fake;
}
