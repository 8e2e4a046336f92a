import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { buildMember, buildSchool } from '../../../test/factories.ts';
import type { Database, Db } from '../../db/client.ts';
import { conversationParticipants, conversations } from '../../db/schema/index.ts';
import { createInProcessBus, type UserEvent } from '../../platform/event-bus.ts';
import {
  appendMessage,
  changeFrame,
  changesSince,
  nextSeq,
  publishChange,
  unreadCounts,
  unreadTotals,
} from './store.ts';

/*
 * The discussions' shared queries (docs/areas/discussions.md "Model"): numbers in order with
 * no gap whatever the concurrency, a retried send stored once, the changes a socket missed,
 * unread totals, and the publication to sockets and streams.
 */

let database: Database;
let db: Db;
const media = (key: string | null) => (key ? `/media/${key}` : null);

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

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

const send = (schoolId: number, conversationId: number, senderId: number, body = 'hi') =>
  appendMessage(db, {
    schoolId,
    conversationId,
    senderId,
    body,
    attachments: [],
    clientId: randomUUID(),
  });

describe('the discussions store', () => {
  it('numbers messages with no gap, a retried client id stored once', async () => {
    const school = await buildSchool(db);
    const [a, b] = [await buildMember(db, school.id), await buildMember(db, school.id)];
    const id = await conversationOf(school.id, [a.id, b.id]);
    const clientId = randomUUID();
    const input = {
      schoolId: school.id,
      conversationId: id,
      senderId: a.id,
      body: 'x',
      attachments: [],
      clientId,
    };
    const first = await appendMessage(db, input);
    const again = await appendMessage(db, input);
    expect(first.created).toBe(true);
    expect(first.recipients).toEqual([{ userId: b.id, conversationUnread: 1 }]);
    expect(again).toMatchObject({ created: false, message: { id: first.message.id, seq: 1 } });
    const parallel = await Promise.all(Array.from({ length: 10 }, () => send(school.id, id, b.id)));
    expect(parallel.map((r) => r.message.seq).sort((x, y) => x - y)).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    expect(await nextSeq(db, id)).toBe(12);
    expect((await unreadTotals(db, school.id, [a.id, b.id])).get(a.id)).toBe(10);
    expect(await unreadCounts(db, school.id, a.id)).toEqual({
      unread: 10,
      conversations: { [String(id)]: 10 },
    });
    const [sender] = await db
      .select()
      .from(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversationId, id),
          eq(conversationParticipants.userId, b.id),
        ),
      );
    expect(sender).toMatchObject({ lastReadSeq: 11, unreadCount: 1 });
  });

  it('gives the changes after each cursor, participants only, in order', async () => {
    const school = await buildSchool(db);
    const [a, b, c] = [
      await buildMember(db, school.id),
      await buildMember(db, school.id),
      await buildMember(db, school.id),
    ];
    const ab = await conversationOf(school.id, [a.id, b.id]);
    const bc = await conversationOf(school.id, [b.id, c.id]);
    for (const body of ['1', '2', '3']) await send(school.id, ab, a.id, body);
    await send(school.id, bc, c.id, 'other');
    const changes = await changesSince(
      db,
      school.id,
      a.id,
      new Map([
        [ab, 1],
        [bc, 0],
      ]),
      500,
      media,
    );
    expect(changes.map((m) => [m.conversation_id, m.change_seq, m.body])).toEqual([
      [ab, 2, '2'],
      [ab, 3, '3'],
    ]);
    const limited = await changesSince(
      db,
      school.id,
      b.id,
      new Map([
        [ab, 0],
        [bc, 0],
      ]),
      2,
      media,
    );
    expect(limited.map((m) => [m.conversation_id, m.change_seq])).toEqual([
      [ab, 1],
      [ab, 2],
      [bc, 1],
    ]);
    expect(await changesSince(db, school.id, a.id, new Map(), 10, media)).toEqual([]);
  });

  it('publishes the frame to every participant and the counts to recipients', async () => {
    const bus = createInProcessBus();
    const seen: [number, UserEvent][] = [];
    await bus.subscribe(1, (event) => seen.push([1, event]));
    await bus.subscribe(2, (event) => seen.push([2, event]));
    const school = await buildSchool(db);
    const [a, b] = [await buildMember(db, school.id), await buildMember(db, school.id)];
    const id = await conversationOf(school.id, [a.id, b.id]);
    const { message } = await send(school.id, id, a.id);
    const { presentMessage } = await import('./presenters.ts');
    const frame = changeFrame(presentMessage(message, media));
    await publishChange(
      bus,
      {
        schoolId: school.id,
        userIds: [1, 2],
        frame,
        conversationId: id,
        unread: [{ userId: 2, unread: 3, conversationUnread: -1 }],
      },
      (error) => {
        throw error;
      },
    );
    expect(seen).toEqual([
      [1, { schoolId: school.id, event: 'chat', data: frame }],
      [2, { schoolId: school.id, event: 'chat', data: frame }],
      [
        2,
        {
          schoolId: school.id,
          event: 'message',
          data: { unread: 3, conversation_id: id, conversation_unread: 0 },
        },
      ],
    ]);
  });
});
