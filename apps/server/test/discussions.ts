import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { reports } from '../src/db/schema/index.ts';
import type { UserEvent } from '../src/platform/event-bus.ts';
import { apiCaller, type Headers, multipartBody } from './api.ts';
import type { BuiltSchool } from './factories.ts';
import { signedInMember } from './factories.ts';

/**
 * Helpers of the discussions' API tests (modules/discussions/*.test.ts): members with
 * sessions, conversations opened through the API, blocks, and what the bus carried.
 */

export type Member = { id: number; headers: Headers };

/** A list of members typed so that its first four destructure without checks (ask for enough). */
export type Members = [Member, Member, Member, Member, ...Member[]];

/** `n` alumni of `school`, each signed in. */
export async function members(db: Db, school: BuiltSchool, n: number): Promise<Members> {
  const list: Member[] = [];
  for (let i = 0; i < n; i++) list.push(await signedInMember(db, school));
  return list as Members;
}

/** Opens (or finds) a conversation of `from` with `others` through the API; its id. */
export async function openConversation(
  app: FastifyInstance,
  from: Member,
  others: Member[],
  title?: string,
): Promise<number> {
  const res = await apiCaller(app)('POST', '/api/conversations/', from.headers, {
    participants: others.map((o) => o.id),
    ...(title ? { title } : {}),
  });
  if (res.status !== 201 && res.status !== 200) {
    throw new Error(`conversation not opened: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body.id as number;
}

/** Sends `body` to conversation `id` as `from` (a new client id unless given). */
export function sendMessage(
  app: FastifyInstance,
  from: Member,
  id: number,
  body: string,
  clientId: string = randomUUID(),
  attachments: string[] = [],
) {
  return apiCaller(app)('POST', `/api/conversations/${id}/messages/`, from.headers, {
    body,
    client_id: clientId,
    attachments,
  });
}

/** `author` blocks `reported` in `schoolId`: an accepted user report. */
export async function block(db: Db, schoolId: number, author: number, reported: number) {
  await db.insert(reports).values({
    schoolId,
    type: 'user',
    authorId: author,
    reportedUserId: reported,
    reasons: ['spam'],
    status: 'accepted',
  });
}

/** Records every event the app's bus carries for `userId`; the list fills as they come. */
export async function busEvents(app: FastifyInstance, userId: number): Promise<UserEvent[]> {
  const seen: UserEvent[] = [];
  await app.bus.subscribe(userId, (event) => seen.push(event));
  return seen;
}

/** `POST /api/conversations/attachments/` with one file as `from`: `{status, body}`. */
export async function uploadAttachment(
  app: FastifyInstance,
  from: Member,
  file: { name: string; type: string; bytes: Buffer },
) {
  const body = multipartBody(file.name, file.bytes, file.type);
  const res = await app.inject({
    method: 'POST',
    url: '/api/conversations/attachments/',
    headers: { ...from.headers, 'content-type': body.contentType, 'accept-language': 'en' },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}
