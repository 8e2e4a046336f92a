import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { multipartBody, sessionHeaders } from './api.ts';
import { tinyPdf } from './tenant-bodies.ts';

/**
 * A school's discussion for the tenant-isolation, fuzz and audit suites (issue 32): the admin
 * opens a direct conversation with the member and writes two messages carrying the school's
 * marker, one with a PDF attached, all through the API.
 */
export interface DiscussionWorld {
  /** The admin's direct conversation with the member. */
  conversation: number;
  /** The admin's text message: edited, then deleted, by the sanity run. */
  chatMessage: number;
  /** The admin's message with one attachment (index 0), which stays. */
  chatAttachmentMessage: number;
}

/** Builds it as the admin, on the school's own host. */
export async function buildDiscussionWorld(
  app: FastifyInstance,
  db: Db,
  world: { schoolId: number; subdomain: string; marker: string; admin: number; member: number },
): Promise<DiscussionWorld> {
  const headers = await sessionHeaders(db, { userId: world.admin, ...world });
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, headers, payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number; key: string };
  };
  const conversation = (await post('/api/conversations/', { participants: [world.member] })).id;
  const messages = `/api/conversations/${conversation}/messages/`;
  const chatMessage = await post(messages, {
    body: `${world.marker} chat message`,
    client_id: randomUUID(),
  });
  const file = multipartBody('brief.pdf', tinyPdf(), 'application/pdf');
  const upload = await app.inject({
    method: 'POST',
    url: '/api/conversations/attachments/',
    headers: { ...headers, 'content-type': file.contentType },
    payload: file.payload,
  });
  if (upload.statusCode !== 201) throw new Error(`chat attachment: ${upload.statusCode}`);
  const withFile = await post(messages, {
    body: `${world.marker} chat attachment`,
    client_id: randomUUID(),
    attachments: [(upload.json() as { key: string }).key],
  });
  return { conversation, chatMessage: chatMessage.id, chatAttachmentMessage: withFile.id };
}
