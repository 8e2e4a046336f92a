import { addDays, MESSAGE_STATS_MESSAGES, ROLE, todayUtc } from '@alumni/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, type Headers, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildMember, buildSchool, buildUser } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { conversationParticipants, conversations, messages } from '../../db/schema/index.ts';

// Issue 32 item 6 "message statistics for super users (counts per school and day, no
// content)"; spec 1 §2 Super-administration "Message stats", spec 2 §6 "Superadministration:
// super users only".

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
const school = { paris: 0, tokyo: 0 };
let superHeaders: Headers;
let adminHeaders: Headers;
let memberHeaders: Headers;
const SECRET = 'Secret words nobody else may read';

/** A conversation of `userIds` in `schoolId` with messages `[senderId, at]`, written directly. */
async function conversationWith(
  schoolId: number,
  userIds: number[],
  lines: [number, string][],
): Promise<void> {
  const [row] = await db
    .insert(conversations)
    .values({ schoolId, kind: userIds.length === 2 ? 'direct' : 'group', title: null })
    .returning({ id: conversations.id });
  if (!row) throw new Error('no conversation');
  await db
    .insert(conversationParticipants)
    .values(userIds.map((userId) => ({ conversationId: row.id, userId, schoolId })));
  let seq = 0;
  for (const [senderId, at] of lines) {
    seq += 1;
    await db.insert(messages).values({
      schoolId,
      conversationId: row.id,
      seq,
      changeSeq: seq,
      senderId,
      body: SECRET,
      createdAt: new Date(at),
    });
  }
}

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school.paris = (await buildSchool(db, { subdomain: 'demo', name: 'Paris School' })).id;
  school.tokyo = (
    await buildSchool(db, { subdomain: 'tokyo', name: 'Tokyo School', timeZone: 'Asia/Tokyo' })
  ).id;
  const superUser = await buildUser(db, { isSuperuser: true });
  superHeaders = await sessionHeaders(db, {
    userId: superUser.id,
    schoolId: school.paris,
    subdomain: 'demo',
  });
  const admin = await buildMember(db, school.paris, { role: ROLE.SchoolAdmin });
  adminHeaders = await sessionHeaders(db, {
    userId: admin.id,
    schoolId: school.paris,
    subdomain: 'demo',
  });
  const [a, b, c] = [
    await buildMember(db, school.paris),
    await buildMember(db, school.paris),
    await buildMember(db, school.paris),
  ];
  memberHeaders = await sessionHeaders(db, {
    userId: a.id,
    schoolId: school.paris,
    subdomain: 'demo',
  });
  // Paris (UTC+1 in March): 23:30 UTC on 1 March is already 2 March there.
  await conversationWith(
    school.paris,
    [a.id, b.id],
    [
      [a.id, '2026-03-01T10:00:00Z'],
      [b.id, '2026-03-01T11:00:00Z'],
      [a.id, '2026-03-01T23:30:00Z'],
    ],
  );
  await conversationWith(
    school.paris,
    [a.id, b.id, c.id],
    [
      [c.id, '2026-03-02T09:00:00Z'],
      [a.id, '2026-03-02T09:05:00Z'],
    ],
  );
  const [t1, t2] = [await buildMember(db, school.tokyo), await buildMember(db, school.tokyo)];
  // Tokyo (UTC+9): 20:00 UTC on 28 February is 1 March there.
  await conversationWith(
    school.tokyo,
    [t1.id, t2.id],
    [
      [t1.id, '2026-02-28T20:00:00Z'],
      [t2.id, '2026-02-28T14:00:00Z'],
    ],
  );
});
afterAll(() => ctx.close());

const stats = (headers: Headers | null, query = 'from=2026-02-01&to=2026-03-31') =>
  call('GET', `/api/message-stats/?${query}`, headers);

describe('message statistics (issue 32 item 6)', () => {
  it('are for super users only', async () => {
    expect((await stats(null)).status).toBe(401);
    expect((await stats(memberHeaders)).status).toBe(403);
    expect((await stats(adminHeaders)).status).toBe(403);
    expect((await stats(superHeaders)).status).toBe(200);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/message-stats/export/',
      headers: adminHeaders,
    });
    expect(csv.statusCode).toBe(403);
  });

  it('count per school and day in its time zone, distinct over each span, with no text', async () => {
    const res = await stats(superHeaders);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ from: '2026-02-01', to: '2026-03-31' });
    const days = res.body.days as Body[];
    expect(days).toEqual([
      {
        school_id: school.paris,
        day: '2026-03-01',
        messages: 2,
        active_conversations: 1,
        senders: 2,
      },
      {
        school_id: school.paris,
        day: '2026-03-02',
        messages: 3,
        active_conversations: 2,
        senders: 2,
      },
      {
        school_id: school.tokyo,
        day: '2026-02-28',
        messages: 1,
        active_conversations: 1,
        senders: 1,
      },
      {
        school_id: school.tokyo,
        day: '2026-03-01',
        messages: 1,
        active_conversations: 1,
        senders: 1,
      },
    ]);
    expect(res.body.schools).toEqual([
      {
        school: { id: school.paris, name: 'Paris School', subdomain: 'demo' },
        messages: 5,
        active_conversations: 2,
        senders: 3,
      },
      {
        school: { id: school.tokyo, name: 'Tokyo School', subdomain: 'tokyo' },
        messages: 2,
        active_conversations: 1,
        senders: 2,
      },
    ]);
    expect(res.body.totals).toEqual({ messages: 7, active_conversations: 3, senders: 5 });
    expect(JSON.stringify(res.body)).not.toContain(SECRET);
  });

  it('keep to the period and the school asked', async () => {
    // 2 March in Paris starts at 23:00 UTC on 1 March.
    const one = await stats(superHeaders, `from=2026-03-02&to=2026-03-02&school=${school.paris}`);
    expect(one.status).toBe(200);
    expect(one.body.days).toEqual([
      {
        school_id: school.paris,
        day: '2026-03-02',
        messages: 3,
        active_conversations: 2,
        senders: 2,
      },
    ]);
    expect(one.body.totals).toEqual({ messages: 3, active_conversations: 2, senders: 2 });
    const none = await stats(superHeaders, 'from=2025-01-01&to=2025-01-31');
    expect(none.body).toMatchObject({ days: [], schools: [], totals: { messages: 0 } });
  });

  it('default to the last 30 days and refuse a reversed or too long period', async () => {
    const res = await stats(superHeaders, '');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ to: todayUtc(), from: addDays(todayUtc(), -29) });
    const long = await stats(superHeaders, 'from=2025-01-01&to=2026-03-01');
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ from: ['The period cannot be longer than 366 days.'] });
    const reversed = await stats(superHeaders, 'from=2026-03-02&to=2026-03-01');
    expect(reversed.status).toBe(400);
    expect(Object.keys(reversed.body)).toEqual(['to']);
    expect((await stats(superHeaders, 'from=yesterday')).status).toBe(400);
    expect((await stats(superHeaders, 'school=abc')).status).toBe(400);
  });

  it('download as CSV with headers in the language asked, counts only', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/message-stats/export/?from=2026-02-01&to=2026-03-31&lang=fr',
      headers: superHeaders,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('message-stats-2026-02-01-2026-03-31.csv');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    const m = MESSAGE_STATS_MESSAGES.fr;
    expect(lines[0]).toBe(
      [m.csvSchool, m.csvSubdomain, m.csvDay, m.csvMessages, m.csvConversations, m.csvSenders].join(
        ';',
      ),
    );
    expect(lines.slice(1)).toEqual([
      'Paris School;demo;2026-03-01;2;1;2',
      'Paris School;demo;2026-03-02;3;2;2',
      'Tokyo School;tokyo;2026-02-28;1;1;1',
      'Tokyo School;tokyo;2026-03-01;1;1;1',
    ]);
    expect(res.body).not.toContain(SECRET);
  });
});
