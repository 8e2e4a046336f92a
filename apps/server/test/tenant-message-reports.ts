import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { conversationParticipants, conversations } from '../src/db/schema/index.ts';
import { appendMessage } from '../src/modules/discussions/store.ts';
import { sessionHeaders } from './api.ts';

/**
 * A school's message report for the tenant-isolation, fuzz and audit suites (issue 32 item 6):
 * the member writes a message carrying the school's marker in a conversation with the other
 * member, who reports it through the API; the moderators' list then names it, text included.
 */
export interface MessageReportWorld {
  /** The other member's pending report of the member's message. */
  messageReport: number;
}

/**
 * `senderId` writes `body` in conversation `conversationId` of `schoolId`, through the
 * discussions' own store (numbered, unread counts raised). Returns the message's id.
 */
export async function writeTestMessage(
  db: Db,
  input: { schoolId: number; conversationId: number; senderId: number; body: string },
): Promise<number> {
  const { message } = await appendMessage(db, {
    ...input,
    attachments: [],
    clientId: randomUUID(),
  });
  return message.id;
}

/** Writes the conversation and its message directly, then files the report through the API. */
export async function buildMessageReportWorld(
  app: FastifyInstance,
  db: Db,
  world: { schoolId: number; subdomain: string; marker: string; member: number; other: number },
): Promise<MessageReportWorld> {
  const [conversation] = await db
    .insert(conversations)
    .values({ schoolId: world.schoolId, kind: 'direct', createdBy: world.member })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error('conversation insert returned nothing');
  await db.insert(conversationParticipants).values(
    [world.member, world.other].map((userId) => ({
      conversationId: conversation.id,
      userId,
      schoolId: world.schoolId,
    })),
  );
  const messageId = await writeTestMessage(db, {
    schoolId: world.schoolId,
    conversationId: conversation.id,
    senderId: world.member,
    body: `${world.marker} reported message`,
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/reports/',
    headers: await sessionHeaders(db, { userId: world.other, ...world }),
    payload: { type: 'message', object_id: messageId, reasons: ['spam'] },
  });
  if (res.statusCode !== 201) throw new Error(`message report: ${res.statusCode} ${res.body}`);
  return { messageReport: (res.json() as { id: number }).id };
}
