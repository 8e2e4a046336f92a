import { BULK_OPERATION_MESSAGES, ROLE } from '@alumni/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Headers } from '../../../test/api.ts';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { buildMember, buildSchool, signedInMember } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import {
  auditChanges,
  auditLog,
  bulkOperationItems,
  bulkOperations,
  messages,
  reports,
  userSchoolSettings,
} from '../../db/schema/index.ts';
import { BULK_RUN_JOB } from '../../platform/bulk-operations.ts';

/*
 * Mass messages and bulk operations (issue 32 item 5, issue 34 item 1; spec 1 §4 "Bulk
 * progress: pending, running, completed, failure"; spec 2 §8 "bulk failures listing users who
 * could not be modified", "Progress failure"): an admin's message to many members, run by the
 * queue member by member, skipping those who refused mass messages, inactive ones and blocks,
 * resuming after a crash without sending anyone the message twice.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

const MASS = '/api/conversations/mass-messages/';
const OPS = '/api/bulk-operations/';

interface Operation {
  id: number;
  status: string;
  total: number;
  processed: number;
  percent: number;
  done: number;
  not_reached_count: number;
  error: string | null;
  not_reached: { user: { id: number }; outcome: string; reason: string }[];
}

async function schoolWithAdmin() {
  const school = await buildSchool(db);
  const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
  return { school, admin };
}

async function getOperation(headers: Headers, id: number): Promise<Operation> {
  const res = await call('GET', `${OPS}${id}/`, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as Operation;
}

/** How many messages the admin wrote to `userId` (in their direct conversation). */
async function messagesTo(adminId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.senderId, adminId),
        sql`${messages.conversationId} in (select conversation_id from conversation_participants where user_id = ${userId})`,
      ),
    );
  return row?.n ?? 0;
}

const drain = () => ctx.app.queue.drain([BULK_RUN_JOB]);

describe('POST mass message and its progress', () => {
  it('answers 202 pending, then completes with the members not reached and why', async () => {
    const { school, admin } = await schoolWithAdmin();
    const reached = await buildMember(db, school.id, { firstName: 'Rita' });
    const refusing = await buildMember(db, school.id, { firstName: 'Rene' });
    await db
      .insert(userSchoolSettings)
      .values({ userId: refusing.id, schoolId: school.id, massChatReception: false });
    const inactive = await buildMember(db, school.id, { active: false });
    const blocking = await buildMember(db, school.id);
    await db.insert(reports).values({
      schoolId: school.id,
      type: 'user',
      authorId: blocking.id,
      reportedUserId: admin.id,
      reasons: ['spam'],
      status: 'accepted',
    });
    const ids = [reached.id, refusing.id, inactive.id, blocking.id, admin.id];
    const res = await call('POST', MASS, admin.headers, { body: '  Hello all  ', user_ids: ids });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const started = res.body as unknown as Operation;
    expect(started).toMatchObject({ status: 'pending', total: 5, processed: 0, percent: 0 });

    // The admin's start is one audit entry; the members' ids are not recorded (bulky).
    const entries = await db.select().from(auditLog).where(eq(auditLog.schoolId, school.id));
    expect(entries.map((e) => e.method)).toEqual(['POST']);
    const changes = await db
      .select()
      .from(auditChanges)
      .where(eq(auditChanges.txid, entries[0]?.txid ?? 0));
    const insert = changes.find((c) => c.tableName === 'bulk_operations');
    expect(insert?.operation).toBe('INSERT');
    expect(insert?.after).not.toHaveProperty('target_ids');

    await drain();
    const done = await getOperation(admin.headers, started.id);
    expect(done).toMatchObject({
      status: 'completed',
      total: 5,
      processed: 5,
      percent: 100,
      done: 1,
      not_reached_count: 4,
      error: null,
    });
    const reasons = Object.fromEntries(done.not_reached.map((n) => [n.user.id, n.reason]));
    expect(reasons).toEqual({
      [refusing.id]: 'refused_mass_messages',
      [inactive.id]: 'inactive',
      [blocking.id]: 'blocked',
      [admin.id]: 'self',
    });
    expect(await messagesTo(admin.id, reached.id)).toBe(1);
    const [stored] = await db.select().from(messages).where(eq(messages.senderId, admin.id));
    expect(stored?.body).toBe('Hello all');
    for (const id of [refusing.id, inactive.id, blocking.id]) {
      expect(await messagesTo(admin.id, id)).toBe(0);
    }
    // The school's list finds it again (a reload of the page).
    const list = await call('GET', OPS, admin.headers);
    expect(list.status).toBe(200);
    expect((list.body as unknown as { results: Operation[] }).results[0]).toMatchObject({
      id: started.id,
      status: 'completed',
    });
  });

  it('sends to every member matching the admin directory filters', async () => {
    const { school, admin } = await schoolWithAdmin();
    const a = await buildMember(db, school.id, { graduationYear: 2001 });
    const b = await buildMember(db, school.id, { graduationYear: 2001 });
    const other = await buildMember(db, school.id, { graduationYear: 2002 });
    const res = await call('POST', MASS, admin.headers, {
      body: 'Class of 2001',
      filters: { graduation_year: '2001' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect((res.body as unknown as Operation).total).toBe(2);
    await drain();
    expect(await messagesTo(admin.id, a.id)).toBe(1);
    expect(await messagesTo(admin.id, b.id)).toBe(1);
    expect(await messagesTo(admin.id, other.id)).toBe(0);
  });

  it('refuses no, both or an empty selection, and a missing body (400)', async () => {
    const { school, admin } = await schoolWithAdmin();
    const m = await buildMember(db, school.id);
    const en = { ...admin.headers, 'accept-language': 'en' };
    const cases: [unknown, string, string][] = [
      [{ body: 'x' }, 'user_ids', BULK_OPERATION_MESSAGES.en.noSelection],
      [
        { body: 'x', user_ids: [m.id], filters: {} },
        'user_ids',
        BULK_OPERATION_MESSAGES.en.selectionOrFilters,
      ],
      [{ body: 'x', user_ids: [] }, 'user_ids', BULK_OPERATION_MESSAGES.en.noSelection],
      [{ body: '   ', user_ids: [m.id] }, 'body', ''],
      // Ids of nobody in this school.
      [
        { body: 'x', user_ids: [2_000_000_000] },
        'user_ids',
        BULK_OPERATION_MESSAGES.en.nobodyMatches,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('POST', MASS, en, body as Record<string, unknown>);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const errors = (res.body as Record<string, string[]>)[field];
      expect(errors, JSON.stringify(res.body)).toBeDefined();
      if (message) expect(errors).toContain(message);
    }
    expect(
      await db.select().from(bulkOperations).where(eq(bulkOperations.schoolId, school.id)),
    ).toEqual([]);
  });

  it('is for school admins only (401, 403), and another school’s operation is 404', async () => {
    const { school, admin } = await schoolWithAdmin();
    const member = await signedInMember(db, school);
    const target = await buildMember(db, school.id);
    const anonymous = { host: hostOf(school.subdomain) };
    expect((await call('POST', MASS, anonymous, { body: 'x', user_ids: [target.id] })).status).toBe(
      401,
    );
    const asMember = await call('POST', MASS, member.headers, { body: 'x', user_ids: [target.id] });
    expect(asMember.status).toBe(403);
    expect((await call('GET', OPS, member.headers)).status).toBe(403);
    const res = await call('POST', MASS, admin.headers, { body: 'x', user_ids: [target.id] });
    const id = (res.body as unknown as Operation).id;
    expect((await call('GET', `${OPS}${id}/`, member.headers)).status).toBe(403);
    const other = await schoolWithAdmin();
    expect((await call('GET', `${OPS}${id}/`, other.admin.headers)).status).toBe(404);
    const theirs = await call('GET', OPS, other.admin.headers);
    expect((theirs.body as unknown as { results: Operation[] }).results).toEqual([]);
    // A member of the other school is nobody here.
    const stranger = await buildMember(db, other.school.id);
    const cross = await call('POST', MASS, admin.headers, { body: 'x', user_ids: [stranger.id] });
    expect(cross.status).toBe(400);
    await drain();
  });
});

/** An operation stored as POST stores it, but with no job queued: the test runs it by hand. */
async function unqueuedOperation(school: School, adminId: number, targetIds: number[]) {
  const [op] = await db
    .insert(bulkOperations)
    .values({
      schoolId: school.id,
      kind: 'mass_message',
      createdBy: adminId,
      params: { body: 'Resumed', target: { selected: targetIds.length } },
      targetIds,
      total: targetIds.length,
    })
    .returning();
  if (!op) throw new Error('no operation');
  return op;
}

describe('the runner', () => {
  it('resumes a run killed mid-chunk: running, then each member exactly one message', async () => {
    const { school, admin } = await schoolWithAdmin();
    const members = [];
    for (let i = 0; i < 60; i += 1) members.push(await buildMember(db, school.id));
    const op = await unqueuedOperation(
      school,
      admin.id,
      members.map((m) => m.id),
    );
    const job = { operationId: op.id, schoolId: school.id };
    let seen = 0;
    // Killed at the 55th member: the chunks before are committed (a chunk ends after 50
    // members or a second), the one under way is rolled back whole.
    await expect(
      ctx.app.bulkOperations.run(job, {
        afterMember: () => {
          seen += 1;
          if (seen === 55) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    const midway = await getOperation(admin.headers, op.id);
    expect(midway.status).toBe('running');
    expect(midway.processed).toBeGreaterThan(0);
    expect(midway.processed).toBeLessThan(55);
    expect(midway.percent).toBe(Math.floor((midway.processed / 60) * 100));
    const [items] = await db
      .select({ n: count() })
      .from(bulkOperationItems)
      .where(eq(bulkOperationItems.operationId, op.id));
    expect(items?.n).toBe(midway.processed);
    const sent = await db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.senderId, admin.id));
    expect(sent[0]?.n).toBe(midway.processed);

    expect(await ctx.app.bulkOperations.run(job)).toBe('completed');
    const done = await getOperation(admin.headers, op.id);
    expect(done).toMatchObject({ status: 'completed', processed: 60, done: 60 });
    for (const m of members) expect(await messagesTo(admin.id, m.id)).toBe(1);
    // A repeated job finds it finished and does nothing.
    expect(await ctx.app.bulkOperations.run(job)).toBe('not_runnable');
  });

  it('hands over to a new job after its slice, and the queue finishes it', async () => {
    const { school, admin } = await schoolWithAdmin();
    const members = [];
    for (let i = 0; i < 55; i += 1) members.push(await buildMember(db, school.id));
    const op = await unqueuedOperation(
      school,
      admin.id,
      members.map((m) => m.id),
    );
    const job = { operationId: op.id, schoolId: school.id };
    expect(await ctx.app.bulkOperations.run(job, { sliceMs: 0 })).toBe('continued');
    await drain();
    expect(await getOperation(admin.headers, op.id)).toMatchObject({
      status: 'completed',
      processed: 55,
    });
    for (const m of members) expect(await messagesTo(admin.id, m.id)).toBe(1);
  });

  it('ends in failure, with the spec’s sentence, after its runs kept failing', async () => {
    const { school, admin } = await schoolWithAdmin();
    const m = await buildMember(db, school.id);
    const op = await unqueuedOperation(school, admin.id, [m.id]);
    await db
      .update(bulkOperations)
      .set({ kind: 'no_such_kind' as 'mass_message' })
      .where(eq(bulkOperations.id, op.id));
    const job = { operationId: op.id, schoolId: school.id };
    await expect(ctx.app.bulkOperations.run(job)).rejects.toThrow();
    await expect(ctx.app.bulkOperations.run(job)).rejects.toThrow();
    expect(await ctx.app.bulkOperations.run(job)).toBe('failure');
    // Back to a kind the contract knows, to read it through the API.
    await db
      .update(bulkOperations)
      .set({ kind: 'mass_message' })
      .where(eq(bulkOperations.id, op.id));
    const failed = await getOperation({ ...admin.headers, 'accept-language': 'en' }, op.id);
    expect(failed.status).toBe('failure');
    expect(failed.error).toBe(BULK_OPERATION_MESSAGES.en.progressFailure);
  });
});
