import { randomUUID } from 'node:crypto';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { DISCUSSION_MESSAGES } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import {
  block,
  busEvents,
  members,
  openConversation,
  sendMessage,
} from '../../../test/discussions.ts';
import { buildSchool } from '../../../test/factories.ts';
import { waitFor } from '../../../test/poll.ts';
import type { Db } from '../../db/client.ts';
import { userRoles } from '../../db/schema/index.ts';

/*
 * Messages (docs/areas/discussions.md; issue 32 items 1, 3, 6, 7): sent once per client id,
 * numbered with no gap whatever the concurrency, edited and deleted by their sender only (a
 * deletion removes the text everywhere and fixes unread counts), read receipts that never go
 * backwards and clear the reader's other devices, blocks and the send rate.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

const en = DISCUSSION_MESSAGES.en;
const unread = async (headers: Record<string, string>) =>
  (await call('GET', '/api/conversations/unread/', headers)).body;

describe('sending', () => {
  it('stores a message once per client id: 201, then 200 with the same message', async () => {
    const school = await buildSchool(db);
    const [a, b] = await members(db, school, 2);
    const id = await openConversation(ctx.app, a, [b]);
    const clientId = randomUUID();
    const sent = await sendMessage(ctx.app, a, id, '  Bonjour  ', clientId);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      conversation_id: id,
      seq: 1,
      change_seq: 1,
      body: 'Bonjour',
      sender: { id: a.id },
      client_id: clientId,
      attachments: [],
      edited_at: null,
      deleted_at: null,
    });
    const again = await sendMessage(ctx.app, a, id, 'Bonjour', clientId.toUpperCase());
    expect(again).toEqual({ status: 200, body: sent.body });
    expect(await unread(b.headers)).toEqual({ unread: 1, conversations: { [id]: 1 } });
  });

  it('refuses bad input (400), strangers (404) and blocked members (403)', async () => {
    const school = await buildSchool(db);
    const [a, b, c] = await members(db, school, 3);
    const id = await openConversation(ctx.app, a, [b]);
    expect((await sendMessage(ctx.app, a, id, '   ')).body).toEqual({ body: [en.emptyMessage] });
    expect((await sendMessage(ctx.app, a, id, 'x'.repeat(5001))).status).toBe(400);
    expect((await sendMessage(ctx.app, a, id, 'x', 'not-a-uuid')).status).toBe(400);
    const unknownFile = await sendMessage(ctx.app, a, id, 'x', randomUUID(), [
      'chat-files/1/1/x.pdf',
    ]);
    expect(unknownFile).toEqual({ status: 400, body: { attachments: [en.unknownAttachment] } });
    expect((await sendMessage(ctx.app, c, id, 'x')).status).toBe(404);
    await block(db, school.id, b.id, a.id);
    expect(await sendMessage(ctx.app, a, id, 'x')).toEqual({
      status: 403,
      body: { detail: en.blocked },
    });
    expect((await sendMessage(ctx.app, b, id, 'x')).status).toBe(403);
  });

  it('refuses a direct conversation whose other left the school (403)', async () => {
    const school = await buildSchool(db);
    const [a, b] = await members(db, school, 2);
    const id = await openConversation(ctx.app, a, [b]);
    await db.update(userRoles).set({ isActive: false }).where(eq(userRoles.userId, b.id));
    expect(await sendMessage(ctx.app, a, id, 'x')).toEqual({
      status: 403,
      body: { detail: en.cannotWrite },
    });
    const view = await call('GET', `/api/conversations/${id}/`, a.headers);
    expect(view.body).toMatchObject({
      can_write: false,
      participants: [{ id: b.id, active: false }],
    });
  });

  it('numbers 20 parallel sends 1 to 20, with no gap', async () => {
    const school = await buildSchool(db);
    const [a, b, c] = await members(db, school, 3);
    const id = await openConversation(ctx.app, a, [b, c], 'Course');
    const senders = [a, b, c];
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sendMessage(ctx.app, senders[i % 3] ?? a, id, `m${i}`)),
    );
    expect(sent.every((r) => r.status === 201)).toBe(true);
    expect(sent.map((r) => r.body.seq as number).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const page = await call('GET', `/api/conversations/${id}/messages/?page_size=100`, a.headers);
    expect((page.body.results as { seq: number }[]).map((m) => m.seq)).toEqual(
      Array.from({ length: 20 }, (_, i) => 20 - i),
    );
  });

  it('publishes the change to every participant and the counts to the recipient', async () => {
    const school = await buildSchool(db);
    const [a, b] = await members(db, school, 2);
    const id = await openConversation(ctx.app, a, [b]);
    const toA = await busEvents(ctx.app, a.id);
    const toB = await busEvents(ctx.app, b.id);
    const sent = await sendMessage(ctx.app, a, id, 'Salut');
    await waitFor(
      async () => toB.length,
      (n) => n === 2,
    );
    expect(toB).toEqual([
      {
        schoolId: school.id,
        event: 'chat',
        data: { type: 'change', conversation_id: id, seq: 1, message: sent.body },
      },
      {
        schoolId: school.id,
        event: 'message',
        data: { unread: 1, conversation_id: id, conversation_unread: 1 },
      },
    ]);
    await waitFor(
      async () => toA.length,
      (n) => n === 1,
    );
    expect(toA[0]?.event).toBe('chat');
  });
});

describe('the thread', () => {
  it('pages newest first by before, 30 by default', async () => {
    const school = await buildSchool(db);
    const [a, b] = await members(db, school, 2);
    const id = await openConversation(ctx.app, a, [b]);
    for (let i = 1; i <= 5; i++) await sendMessage(ctx.app, a, id, `m${i}`);
    const first = await call('GET', `/api/conversations/${id}/messages/?page_size=2`, b.headers);
    expect((first.body.results as { body: string }[]).map((m) => m.body)).toEqual(['m5', 'm4']);
    expect(first.body.next).toBe('4');
    const next = await call(
      'GET',
      `/api/conversations/${id}/messages/?page_size=2&before=4`,
      b.headers,
    );
    expect((next.body.results as { body: string }[]).map((m) => m.body)).toEqual(['m3', 'm2']);
    expect(
      (await call('GET', `/api/conversations/${id}/messages/?page_size=101`, b.headers)).status,
    ).toBe(400);
  });
});

describe('editing and deleting', () => {
  it("edits one's own message only, with a new change number", async () => {
    const school = await buildSchool(db);
    const [a, b] = await members(db, school, 2);
    const id = await openConversation(ctx.app, a, [b]);
    const sent = await sendMessage(ctx.app, a, id, 'Helo');
    const url = `/api/conversations/${id}/messages/${sent.body.id}/`;
    const edited = await call('PATCH', url, a.headers, { body: 'Hello' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      body: 'Hello',
      seq: 1,
      change_seq: 2,
      edited_at: expect.any(String),
    });
    expect(await call('PATCH', url, b.headers, { body: 'x' })).toEqual({
      status: 403,
      body: { detail: en.notOwnMessage },
    });
    expect((await call('PATCH', url, a.headers, { body: '' })).status).toBe(400);
    expect((await call('DELETE', url, b.headers)).status).toBe(403);
    expect(
      (await call('PATCH', `/api/conversations/${id}/messages/999999/`, a.headers, { body: 'x' }))
        .status,
    ).toBe(404);
  });

  it('deletes the text everywhere and fixes unread counts, never below 0', async () => {
    const school = await buildSchool(db);
    const [a, b, c] = await members(db, school, 3);
    const id = await openConversation(ctx.app, a, [b, c], 'Trio');
    const one = await sendMessage(ctx.app, a, id, 'secret');
    await sendMessage(ctx.app, a, id, 'two');
    await call('POST', `/api/conversations/${id}/read/`, c.headers, { seq: 2 });
    const url = `/api/conversations/${id}/messages/${one.body.id}/`;
    const deleted = await call('DELETE', url, a.headers);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      body: '',
      attachments: [],
      seq: 1,
      change_seq: 3,
      deleted_at: expect.any(String),
    });
    expect(await unread(b.headers)).toEqual({ unread: 1, conversations: { [id]: 1 } });
    expect(await unread(c.headers)).toEqual({ unread: 0, conversations: {} });
    expect((await call('DELETE', url, a.headers)).body).toEqual(deleted.body);
    expect(await unread(b.headers)).toEqual({ unread: 1, conversations: { [id]: 1 } });
    const thread = await call('GET', `/api/conversations/${id}/messages/`, b.headers);
    expect(JSON.stringify(thread.body)).not.toContain('secret');
    expect((await call('PATCH', url, a.headers, { body: 'back' })).status).toBe(400);
  });
});

describe('read receipts', () => {
  it('never go backwards nor past the end, and recount exactly', async () => {
    const school = await buildSchool(db);
    const [a, b] = await members(db, school, 2);
    const id = await openConversation(ctx.app, a, [b]);
    for (const body of ['1', '2', '3']) await sendMessage(ctx.app, a, id, body);
    const read = (seq: number) =>
      call('POST', `/api/conversations/${id}/read/`, b.headers, { seq });
    expect(await read(2)).toEqual({ status: 200, body: { unread: 1, conversations: { [id]: 1 } } });
    expect(await read(1)).toEqual({ status: 200, body: { unread: 1, conversations: { [id]: 1 } } });
    expect(await read(99)).toEqual({ status: 200, body: { unread: 0, conversations: {} } });
    const view = await call('GET', `/api/conversations/${id}/`, b.headers);
    expect(view.body).toMatchObject({ last_read_seq: 3, unread_count: 0 });
    expect((await read(-1)).status).toBe(400);
  });

  it("publish to the reader's own channel (other devices) and a read frame to the others", async () => {
    const school = await buildSchool(db);
    const [a, b] = await members(db, school, 2);
    const id = await openConversation(ctx.app, a, [b]);
    await sendMessage(ctx.app, a, id, 'hi');
    const toA = await busEvents(ctx.app, a.id);
    const toB = await busEvents(ctx.app, b.id);
    await call('POST', `/api/conversations/${id}/read/`, b.headers, { seq: 1 });
    await waitFor(
      async () => toB.filter((e) => e.event === 'message'),
      (l) => l.length === 1,
    );
    expect(toB.find((e) => e.event === 'message')?.data).toEqual({
      unread: 0,
      conversation_id: id,
      conversation_unread: 0,
    });
    await waitFor(
      async () => toA,
      (l) => l.length === 1,
    );
    expect(toA[0]).toEqual({
      schoolId: school.id,
      event: 'chat',
      data: { type: 'read', conversation_id: id, user_id: b.id, seq: 1 },
    });
  });
});

describe('the send rate', () => {
  it('answers 429 past MESSAGE_RATE_PER_MINUTE per member', async () => {
    const limited = await createTestApp({ messageRatePerMinute: 3 });
    try {
      const ldb = limited.database.db;
      const school = await buildSchool(ldb);
      const [a, b] = await members(ldb, school, 2);
      const id = await openConversation(limited.app, a, [b]);
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await sendMessage(limited.app, a, id, `m${i}`)).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const refused = await sendMessage(limited.app, a, id, 'again');
      expect(refused.body).toEqual({ detail: en.rateLimited.replace('{max}', '3') });
      expect((await sendMessage(limited.app, b, id, 'other member')).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('the live stream', () => {
  it('opens with the real unread total, then follows messages, never carrying chat frames', async () => {
    const school = await buildSchool(db);
    const [a, b] = await members(db, school, 2);
    const id = await openConversation(ctx.app, a, [b]);
    await sendMessage(ctx.app, a, id, 'one');
    const address = ctx.app.server.listening
      ? `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`
      : await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    // node:http, not fetch: fetch replaces the Host header, which names the school.
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = httpGet(
        `${address}/api/events/user/${b.id}/`,
        { headers: { host: b.headers.host ?? '', cookie: b.headers.cookie ?? '' } },
        resolve,
      );
      req.on('error', reject);
    });
    res.setEncoding('utf8');
    let text = '';
    const until = (needle: string) =>
      waitFor(
        async () => text,
        (seen) => seen.includes(needle),
        { timeoutMs: 15_000, intervalMs: 20 },
      );
    res.on('data', (chunk: string) => {
      text += chunk;
    });
    try {
      await until('event: message-init\ndata: {"unread":1}');
      await sendMessage(ctx.app, a, id, 'two');
      await until(
        `event: message\ndata: {"unread":2,"conversation_id":${id},"conversation_unread":2}`,
      );
      expect(text).not.toContain('event: chat');
      expect(res.statusCode).toBe(200);
    } finally {
      res.destroy();
    }
  });
});
