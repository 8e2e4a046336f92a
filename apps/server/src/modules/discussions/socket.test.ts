import { randomUUID } from 'node:crypto';
import { type ChatServerFrame, ROLE } from '@alumni/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { connectChat, injectChat } from '../../../test/chat-socket.ts';
import {
  addRole,
  type BuiltSchool,
  buildMember,
  buildSchool,
  signedInMember,
} from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { conversationParticipants, conversations } from '../../db/schema/index.ts';
import { presentMessage } from './presenters.ts';
import { CLOSE } from './socket.ts';
import { MAX_SOCKETS_PER_USER } from './socket-connections.ts';
import { appendMessage, changeFrame, publishChange } from './store.ts';

/*
 * The discussions' WebSocket (issue 32 item 2, spec 2 §7 "WebSocket on the school's host";
 * docs/areas/discussions.md "Transport"): who may open it, and its frames.
 */

let ctx: TestContext;
let db: Db;
let school: BuiltSchool;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  school = await buildSchool(db);
});
afterAll(() => ctx.close());

describe('opening the chat socket', () => {
  it('is refused without a session (401), before any upgrade', async () => {
    const host = hostOf(school.subdomain);
    await expect(injectChat(ctx.app, { host, origin: `http://${host}` })).rejects.toThrow(
      'Unexpected server response: 401',
    );
  });

  it('is refused from a foreign or missing Origin (ASVS 4.4.2: 403)', async () => {
    const { headers } = await signedInMember(db, school, { role: ROLE.Alumni });
    for (const origin of [
      'http://evil.example.org',
      `https://${hostOf(school.subdomain)}`,
      undefined,
    ]) {
      const { origin: _own, ...rest } = headers;
      const attempt = injectChat(ctx.app, origin === undefined ? rest : { ...rest, origin });
      await expect(attempt, String(origin)).rejects.toThrow('Unexpected server response: 403');
    }
  });

  it("is refused with another school's session (401)", async () => {
    const other = await buildSchool(db);
    const { headers } = await signedInMember(db, other, { role: ROLE.Alumni });
    const host = hostOf(school.subdomain);
    await expect(
      injectChat(ctx.app, { ...headers, host, origin: `http://${host}` }),
    ).rejects.toThrow('Unexpected server response: 401');
  });

  it('is refused to a member without the conversation list permission (403)', async () => {
    const closed = await buildSchool(db);
    // The grid's conversation list view turned off for every role of that school.
    await db.execute(sql`update role_view_permissions set allowed = false
      where app = 'conversations' and view = 'conversation_list'
        and school_role_id in (select id from school_roles where school_id = ${closed.id})`);
    const { headers } = await signedInMember(db, closed, { role: ROLE.Alumni });
    await expect(injectChat(ctx.app, headers)).rejects.toThrow('Unexpected server response: 403');
  });
});

describe('frames', () => {
  it('answers ping with pong, resume with resumed, and a bad frame with an error', async () => {
    const { headers } = await signedInMember(db, school, { role: ROLE.Alumni });
    const client = await injectChat(ctx.app, headers);
    try {
      client.send({ type: 'ping' });
      expect(await client.next((f) => f.type === 'pong')).toEqual({ type: 'pong' });
      client.send({ type: 'resume', cursors: {} });
      await client.next((f) => f.type === 'resumed');
      for (const bad of [
        'not json',
        '[]',
        { type: 'shout' },
        { type: 'resume', cursors: { abc: 1 } },
        { type: 'resume', cursors: { '1': -1 } },
        { type: 'resume' },
        { __proto__: { type: 'ping' } },
      ]) {
        const from = client.frames.length;
        client.send(bad);
        const error = await client.next((f) => f.type === 'error', from);
        expect(error, JSON.stringify(bad)).toEqual({ type: 'error', detail: expect.any(String) });
      }
      // Still open and answering after all that.
      client.send({ type: 'ping' });
      await client.next((f) => f.type === 'pong', client.frames.length - 1);
    } finally {
      await client.close();
    }
  });
});

/** A conversation of `userIds` in `schoolId`, written directly. */
async function conversationOf(schoolId: number, userIds: number[]) {
  const [row] = await db
    .insert(conversations)
    .values({ schoolId, kind: userIds.length > 2 ? 'group' : 'direct', title: 'T' })
    .returning();
  if (!row) throw new Error('no conversation');
  await db
    .insert(conversationParticipants)
    .values(userIds.map((userId) => ({ conversationId: row.id, userId, schoolId })));
  return row.id;
}

const media = (key: string | null) => (key ? `/media/${key}` : null);

/**
 * Writes a message as the REST send does and, unless `lost`, publishes its change after the
 * commit to `userIds` (a lost one stands for a publication that never arrived: Redis down).
 */
async function post(
  schoolId: number,
  conversationId: number,
  senderId: number,
  userIds: number[],
  opts: { lost?: boolean } = {},
) {
  const { message } = await appendMessage(db, {
    schoolId,
    conversationId,
    senderId,
    body: `message from ${senderId}`,
    attachments: [],
    clientId: randomUUID(),
  });
  if (!opts.lost) {
    const frame = changeFrame(presentMessage(message, media));
    await publishChange(ctx.app.bus, { schoolId, userIds, frame, conversationId }, (error) => {
      throw error;
    });
  }
  return message;
}

/** The seqs of the change frames `client` received for `conversationId`, in order. */
const seqsOf = (frames: ChatServerFrame[], conversationId: number) =>
  frames.flatMap((f) =>
    f.type === 'change' && f.conversation_id === conversationId ? [f.seq] : [],
  );

/** Waits until a ping sent now is answered: every frame sent before it has arrived. */
async function settled(client: Awaited<ReturnType<typeof injectChat>>) {
  const from = client.frames.length;
  client.send({ type: 'ping' });
  await client.next((f) => f.type === 'pong', from);
}

describe('delivery', () => {
  it('resumes exactly after the cursor, then delivers live changes, filling a gap first', async () => {
    const a = await signedInMember(db, school, { role: ROLE.Alumni });
    const b = await signedInMember(db, school, { role: ROLE.Alumni });
    const id = await conversationOf(school.id, [a.id, b.id]);
    for (let i = 0; i < 5; i += 1) await post(school.id, id, a.id, [a.id, b.id]);
    const client = await injectChat(ctx.app, b.headers);
    try {
      client.send({ type: 'resume', cursors: { [id]: 2 } });
      await client.next((f) => f.type === 'resumed');
      expect(seqsOf(client.frames, id)).toEqual([3, 4, 5]);
      const change = client.frames.find((f) => f.type === 'change');
      expect(change).toMatchObject({ message: { seq: 3, body: `message from ${a.id}` } });

      await post(school.id, id, a.id, [a.id, b.id]);
      await client.next((f) => f.type === 'change' && f.seq === 6);
      // 7's publication is lost; 8's arrives: the socket reads 7 from PostgreSQL first.
      await post(school.id, id, b.id, [a.id, b.id], { lost: true });
      await post(school.id, id, a.id, [a.id, b.id]);
      await client.next((f) => f.type === 'change' && f.seq === 8);
      await settled(client);
      expect(seqsOf(client.frames, id)).toEqual([3, 4, 5, 6, 7, 8]);

      // Resuming again on the same socket with an older cursor sends nothing twice.
      client.send({ type: 'resume', cursors: { [id]: 0 } });
      await client.next((f) => f.type === 'resumed', client.frames.length);
      expect(seqsOf(client.frames, id)).toEqual([3, 4, 5, 6, 7, 8]);
    } finally {
      await client.close();
    }
  });

  it("never delivers another school's conversation, live or on resume", async () => {
    const other = await buildSchool(db);
    const b = await signedInMember(db, school, { role: ROLE.Alumni });
    await addRole(db, b.id, other, { role: ROLE.Alumni });
    const stranger = await buildMember(db, other.id);
    const elsewhere = await conversationOf(other.id, [stranger.id, b.id]);
    await post(other.id, elsewhere, stranger.id, [stranger.id, b.id]);
    const client = await injectChat(ctx.app, b.headers);
    try {
      client.send({ type: 'resume', cursors: { [elsewhere]: 0 } });
      await client.next((f) => f.type === 'resumed');
      // Published to b's channel, but for the other school: this socket is on this school's host.
      await post(other.id, elsewhere, stranger.id, [stranger.id, b.id]);
      await settled(client);
      expect(client.frames.filter((f) => f.type === 'change')).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it('closes the oldest socket of a user beyond the cap', async () => {
    const a = await signedInMember(db, school, { role: ROLE.Alumni });
    const clients = [];
    for (let i = 0; i <= MAX_SOCKETS_PER_USER; i += 1)
      clients.push(await injectChat(ctx.app, a.headers));
    const [oldest] = clients;
    const code = await new Promise((resolve) => oldest?.ws.once('close', (c) => resolve(c)));
    expect(code).toBe(CLOSE.replaced);
    for (const client of clients) await client.close();
  });
});

describe('shutdown', () => {
  it('closes every socket (1001) so that the server does not wait for them', async () => {
    const own = await createTestApp();
    try {
      const mine = await buildSchool(own.database.db);
      const a = await signedInMember(own.database.db, mine, { role: ROLE.Alumni });
      const address = await own.app.listen({ port: 0, host: '127.0.0.1' });
      const client = await connectChat(address, a.headers);
      client.send({ type: 'resume', cursors: {} });
      await client.next((f) => f.type === 'resumed');
      const closed = new Promise((resolve) => client.ws.once('close', (code) => resolve(code)));
      const started = Date.now();
      await own.app.close();
      expect(await closed).toBe(CLOSE.goingAway);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await own.close();
    }
  });
});
