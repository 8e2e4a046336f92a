import { DISCUSSION_MESSAGES, ROLE } from '@alumni/domain';
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
import { buildSchool, signedInMember } from '../../../test/factories.ts';
import { waitFor } from '../../../test/poll.ts';
import type { Db } from '../../db/client.ts';

/*
 * Conversations (docs/areas/discussions.md; issue 32 item 1; spec 2 §6 "Messaging: permission
 * on the conversation list view"): the list, a direct conversation one per pair however it is
 * raced, groups of 3 to 20 with a title, blocks, hiding and leaving.
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

describe('who may use the discussions', () => {
  it('answers 401 signed out and 403 without the conversation-list permission', async () => {
    const school = await buildSchool(db);
    expect(
      (await call('GET', '/api/conversations/', { host: `${school.subdomain}.localhost:3000` }))
        .status,
    ).toBe(401);
    const external = await signedInMember(db, school, { role: ROLE.External });
    expect((await call('GET', '/api/conversations/', external.headers)).status).toBe(403);
    expect((await call('GET', '/api/conversations/unread/', external.headers)).status).toBe(403);
  });

  it("answers 404 for a conversation one is not in, or another school's", async () => {
    const school = await buildSchool(db);
    const [a, b, c] = await members(db, school, 3);
    const id = await openConversation(ctx.app, a, [b]);
    expect((await call('GET', `/api/conversations/${id}/`, c.headers)).status).toBe(404);
    expect((await call('GET', `/api/conversations/${id}/messages/`, c.headers)).status).toBe(404);
    expect((await call('DELETE', `/api/conversations/${id}/`, c.headers)).status).toBe(404);
    const other = await buildSchool(db);
    const [d] = await members(db, other, 1);
    expect((await call('GET', `/api/conversations/${id}/`, d.headers)).status).toBe(404);
    expect((await call('GET', '/api/conversations/999999/', a.headers)).status).toBe(404);
  });
});

describe('a direct conversation', () => {
  it('is one per pair: 201 then 200 from either side', async () => {
    const school = await buildSchool(db);
    const [a, b] = await members(db, school, 2);
    const first = await call('POST', '/api/conversations/', a.headers, { participants: [b.id] });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      kind: 'direct',
      title: null,
      last_seq: 0,
      unread_count: 0,
      last_message: null,
      can_write: true,
      participants: [{ id: b.id, last_read_seq: 0, active: true }],
    });
    const again = await call('POST', '/api/conversations/', a.headers, {
      participants: [b.id, a.id],
    });
    const back = await call('POST', '/api/conversations/', b.headers, { participants: [a.id] });
    expect([again.status, again.body.id]).toEqual([200, first.body.id]);
    expect([back.status, back.body.id]).toEqual([200, first.body.id]);
  });

  it('opened in parallel from both sides makes one conversation', async () => {
    const school = await buildSchool(db);
    const [a, b] = await members(db, school, 2);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? call('POST', '/api/conversations/', a.headers, { participants: [b.id] })
          : call('POST', '/api/conversations/', b.headers, { participants: [a.id] }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(new Set(answers.map((r) => r.body.id)).size).toBe(1);
  });

  it('refuses a block either way (403), a non-member (400) and oneself alone (400)', async () => {
    const school = await buildSchool(db);
    const [a, b, c] = await members(db, school, 3);
    await block(db, school.id, b.id, a.id);
    const refused = await call('POST', '/api/conversations/', a.headers, { participants: [b.id] });
    expect(refused).toEqual({ status: 403, body: { detail: en.blocked } });
    await block(db, school.id, a.id, c.id);
    expect(
      (await call('POST', '/api/conversations/', a.headers, { participants: [c.id] })).status,
    ).toBe(403);
    const other = await buildSchool(db);
    const [stranger] = await members(db, other, 1);
    expect(
      await call('POST', '/api/conversations/', a.headers, { participants: [stranger.id] }),
    ).toEqual({ status: 400, body: { participants: [en.notAMember] } });
    expect(await call('POST', '/api/conversations/', a.headers, { participants: [a.id] })).toEqual({
      status: 400,
      body: { participants: [en.noParticipant] },
    });
    expect(
      (await call('POST', '/api/conversations/', a.headers, { participants: [] })).status,
    ).toBe(400);
  });
});

describe('a group conversation', () => {
  it('has 3 to 20 participants and a title', async () => {
    const school = await buildSchool(db);
    const people = await members(db, school, 21);
    const [a, b, c] = people;
    const noTitle = await call('POST', '/api/conversations/', a.headers, {
      participants: [b.id, c.id],
    });
    expect(noTitle).toEqual({ status: 400, body: { title: [en.titleRequired] } });
    const made = await call('POST', '/api/conversations/', a.headers, {
      participants: [b.id, c.id],
      title: ' Bureau ',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ kind: 'group', title: 'Bureau' });
    expect((made.body.participants as unknown[]).length).toBe(2);
    const tooMany = await call('POST', '/api/conversations/', a.headers, {
      participants: people.slice(1).map((p) => p.id),
      title: 'Tous',
    });
    expect(tooMany.status).toBe(400);
    const twenty = await call('POST', '/api/conversations/', a.headers, {
      participants: people.slice(1, 20).map((p) => p.id),
      title: 'Vingt',
    });
    expect(twenty.status).toBe(201);
  });

  it('is announced to its participants and left by DELETE', async () => {
    const school = await buildSchool(db);
    const [a, b, c] = await members(db, school, 3);
    const seen = await busEvents(ctx.app, b.id);
    const id = await openConversation(ctx.app, a, [b, c], 'Projet');
    await waitFor(
      async () => seen.filter((e) => e.event === 'chat'),
      (events) => events.length === 1,
    );
    expect(seen[0]?.data).toMatchObject({
      type: 'conversation',
      conversation: { id, title: 'Projet' },
    });
    expect((await call('DELETE', `/api/conversations/${id}/`, c.headers)).status).toBe(204);
    expect((await call('GET', `/api/conversations/${id}/`, c.headers)).status).toBe(404);
    const view = await call('GET', `/api/conversations/${id}/`, a.headers);
    expect((view.body.participants as { id: number }[]).map((p) => p.id)).toEqual([b.id]);
  });
});

describe('the conversation list', () => {
  it('pages by latest activity with last message, unread counts and read positions', async () => {
    const school = await buildSchool(db);
    const [a, b, c, d] = await members(db, school, 4);
    const ab = await openConversation(ctx.app, a, [b]);
    const ac = await openConversation(ctx.app, a, [c]);
    const ad = await openConversation(ctx.app, a, [d]);
    await sendMessage(ctx.app, b, ab, 'from b');
    await sendMessage(ctx.app, b, ab, 'again b');
    await sendMessage(ctx.app, c, ac, 'from c');
    const first = await call('GET', '/api/conversations/?page_size=2', a.headers);
    expect(first.status).toBe(200);
    const results = first.body.results as {
      id: number;
      unread_count: number;
      last_message: { body: string } | null;
    }[];
    expect(results.map((r) => [r.id, r.unread_count, r.last_message?.body])).toEqual([
      [ac, 1, 'from c'],
      [ab, 2, 'again b'],
    ]);
    const second = await call(
      'GET',
      `/api/conversations/?page_size=2&cursor=${first.body.next}`,
      a.headers,
    );
    expect((second.body.results as { id: number }[]).map((r) => r.id)).toEqual([ad]);
    expect(second.body.next).toBeNull();
    expect((await call('GET', '/api/conversations/?cursor=nope', a.headers)).status).toBe(400);
    await call('POST', `/api/conversations/${ab}/read/`, a.headers, { seq: 2 });
    const asB = await call('GET', `/api/conversations/${ab}/`, b.headers);
    expect(asB.body.participants).toMatchObject([{ id: a.id, last_read_seq: 2 }]);
  });

  it('hides a direct conversation until a new message', async () => {
    const school = await buildSchool(db);
    const [a, b] = await members(db, school, 2);
    const id = await openConversation(ctx.app, a, [b]);
    await sendMessage(ctx.app, b, id, 'one');
    expect((await call('DELETE', `/api/conversations/${id}/`, a.headers)).status).toBe(204);
    const listed = async () =>
      ((await call('GET', '/api/conversations/', a.headers)).body.results as { id: number }[]).map(
        (r) => r.id,
      );
    expect(await listed()).toEqual([]);
    expect((await call('GET', '/api/conversations/unread/', a.headers)).body).toEqual({
      unread: 0,
      conversations: {},
    });
    await sendMessage(ctx.app, b, id, 'two');
    expect(await listed()).toEqual([id]);
  });
});
