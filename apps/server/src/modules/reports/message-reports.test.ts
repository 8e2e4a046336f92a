import { REPORT_MESSAGES, ROLE, VALIDATOR_SCOPE } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildMember, buildSchool } from '../../../test/factories.ts';
import { writeTestMessage } from '../../../test/tenant-message-reports.ts';
import type { Db } from '../../db/client.ts';
import {
  conversationParticipants,
  conversations,
  messages,
  userRoles,
  userroleValidators,
} from '../../db/schema/index.ts';
import type { UserEvent } from '../../platform/event-bus.ts';

// Issue 32 item 6 "messages can be reported (reports module)", item 7 "deleting a message
// removes its text everywhere": a participant reports another's message; moderators read that
// message and the participants' names only; accepting deletes it for everyone, for good.

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
const ids = { demo: 0, other: 0 };

async function member(
  opts: { subdomain?: 'demo' | 'other'; scopes?: number[]; role?: number; first?: string } = {},
) {
  const subdomain = opts.subdomain ?? 'demo';
  const schoolId = ids[subdomain];
  const user = await buildMember(db, schoolId, {
    role: opts.role ?? ROLE.Alumni,
    ...(opts.first ? { firstName: opts.first } : {}),
  });
  const [role] = await db.select().from(userRoles).where(eq(userRoles.userId, user.id));
  for (const scope of opts.scopes ?? []) {
    await db.insert(userroleValidators).values({ userRoleId: role?.id ?? 0, schoolId, scope });
  }
  return {
    id: user.id,
    schoolId,
    name: `${user.firstName} ${user.lastName}`,
    headers: await sessionHeaders(db, {
      userId: user.id,
      schoolId,
      subdomain: subdomain === 'demo' ? 'demo' : 'other',
    }),
  };
}
type Member = Awaited<ReturnType<typeof member>>;

/** A conversation of `people` (a group from three), written directly. */
async function conversationOf(people: Member[]): Promise<number> {
  const [first] = people;
  if (!first) throw new Error('nobody');
  const [row] = await db
    .insert(conversations)
    .values({
      schoolId: first.schoolId,
      kind: people.length === 2 ? 'direct' : 'group',
      title: people.length === 2 ? null : 'Project',
      createdBy: first.id,
    })
    .returning({ id: conversations.id });
  if (!row) throw new Error('no conversation');
  await db.insert(conversationParticipants).values(
    people.map((person) => ({
      conversationId: row.id,
      userId: person.id,
      schoolId: first.schoolId,
    })),
  );
  return row.id;
}

/** `sender` writes `body` in `conversationId` (the discussions' own store). Returns its id. */
const write = (conversationId: number, sender: Member, body: string) =>
  writeTestMessage(db, { schoolId: sender.schoolId, conversationId, senderId: sender.id, body });

const report = (by: Member, objectId: number, reasons = ['harassment']) =>
  call('POST', '/api/reports/', by.headers, { type: 'message', object_id: objectId, reasons });
const setStatus = (by: Member, id: number, status: string) =>
  call('PATCH', `/api/reports/${id}/`, by.headers, { status });

let moderator: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  ids.demo = (await buildSchool(db, { subdomain: 'demo', validateReport: true })).id;
  ids.other = (await buildSchool(db, { subdomain: 'other', validateReport: false })).id;
  moderator = await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Report] });
});
afterAll(() => ctx.close());

describe('reporting a message (issue 32 item 6)', () => {
  it('is open to a participant, waits for a moderator and shows them the message and the names only', async () => {
    const [alice, bob, carol] = [
      await member({ first: 'Alice' }),
      await member({ first: 'Bob' }),
      await member({ first: 'Carol' }),
    ] as [Member, Member, Member];
    const conversation = await conversationOf([alice, bob, carol]);
    await write(conversation, alice, 'An earlier private line');
    const rude = await write(conversation, bob, 'Something rude\nover two lines');

    const res = await report(alice, rude);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'message',
      status: 'pending',
      reported_user: { id: bob.id },
      post: null,
      message: { id: rude, body: 'Something rude\nover two lines', deleted: false },
    });
    const listed = await call(
      'GET',
      '/api/reports/?type=message&status=pending',
      moderator.headers,
    );
    expect(listed.status).toBe(200);
    const mine = (listed.body.results as Body[]).find((r) => r.id === res.body.id);
    expect(mine?.message).toMatchObject({ body: 'Something rude\nover two lines' });
    const shown = mine?.message as Body | undefined;
    const names = ((shown?.participants ?? []) as Body[]).map((p) => p.first_name);
    expect(names).toEqual(['Alice', 'Bob', 'Carol']);
    // Never the rest of the conversation.
    expect(JSON.stringify(listed.body)).not.toContain('An earlier private line');
    // Counted for the validators while pending.
    const counts = await call('GET', '/api/validations/', moderator.headers);
    expect((counts.body as Body).report).toBeGreaterThanOrEqual(1);
  });

  it('refuses one’s own message, a second open report, and what the reporter is not part of', async () => {
    const [alice, bob, outsider] = [await member(), await member(), await member()];
    const conversation = await conversationOf([alice, bob]);
    const own = await write(conversation, alice, 'Mine');
    const theirs = await write(conversation, bob, 'Theirs');

    const ownRes = await report(alice, own);
    expect(ownRes.status).toBe(400);
    expect(ownRes.body).toEqual({ non_field_errors: [REPORT_MESSAGES.en.ownMessage] });
    expect((await report(alice, theirs)).status).toBe(201);
    const again = await report(alice, theirs);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ non_field_errors: [REPORT_MESSAGES.en.alreadyReported] });
    // Not a participant, no such message: the same 404.
    expect((await report(outsider, theirs)).status).toBe(404);
    expect((await report(outsider, 2_000_000_000)).status).toBe(404);
    expect(
      (
        await call('POST', '/api/reports/', null, {
          type: 'message',
          object_id: theirs,
          reasons: ['spam'],
        })
      ).status,
    ).toBe(401);
  });

  it('finds no message of another school nor a deleted one', async () => {
    const [x, y] = [await member({ subdomain: 'other' }), await member({ subdomain: 'other' })];
    const elsewhere = await write(await conversationOf([x, y]), y, 'Elsewhere');
    const [alice, bob] = [await member(), await member()];
    const conversation = await conversationOf([alice, bob]);
    const gone = await write(conversation, bob, 'Soon gone');
    await db.update(messages).set({ body: '', deletedAt: new Date() }).where(eq(messages.id, gone));
    expect((await report(alice, elsewhere)).status).toBe(404);
    expect((await report(alice, gone)).status).toBe(404);
  });

  it('waits for a moderator where the school does not validate reports too', async () => {
    const [x, y] = [await member({ subdomain: 'other' }), await member({ subdomain: 'other' })];
    const line = await write(await conversationOf([x, y]), y, 'Kept until decided');
    const res = await report(x, line);
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('pending');
    const [row] = await db.select().from(messages).where(eq(messages.id, line));
    expect(row?.deletedAt).toBeNull();
  });
});

describe('deciding a message report', () => {
  it('deletes the message for everyone when accepted, publishes it, and nothing brings it back', async () => {
    const [alice, bob] = [await member(), await member()];
    const conversation = await conversationOf([alice, bob]);
    const rude = await write(conversation, bob, 'Delete me');
    const filed = await report(alice, rude);
    const seen: UserEvent[] = [];
    const stop = await ctx.app.bus.subscribe(alice.id, (event) => seen.push(event));
    const [before] = await db.select().from(messages).where(eq(messages.id, rude));

    // A member cannot decide it.
    expect((await setStatus(alice, filed.body.id as number, 'accepted')).status).toBe(403);
    const accepted = await setStatus(moderator, filed.body.id as number, 'accepted');
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toMatchObject({ id: rude, body: '', deleted: true });
    const [after] = await db.select().from(messages).where(eq(messages.id, rude));
    expect(after).toMatchObject({ body: '', attachments: [] });
    expect(after?.deletedAt).not.toBeNull();
    expect(after?.changeSeq).toBeGreaterThan(before?.changeSeq ?? 0);
    const [reader] = await db
      .select()
      .from(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversationId, conversation),
          eq(conversationParticipants.userId, alice.id),
        ),
      );
    expect(reader?.unreadCount).toBe(0);
    // The change reached the other participant's channel once committed, with no text.
    await expect.poll(() => seen.some((e) => e.event === 'chat')).toBe(true);
    const frame = seen.find((e) => e.event === 'chat')?.data as Body;
    expect(frame).toMatchObject({ type: 'change', conversation_id: conversation });
    expect((frame.message as Body).body).toBe('');
    stop();

    // Refusing afterwards changes the report, not the message: deletion is final.
    const refused = await setStatus(moderator, filed.body.id as number, 'refused');
    expect(refused.status).toBe(200);
    expect(refused.body.message).toMatchObject({ deleted: true, body: '' });
    const [still] = await db.select().from(messages).where(eq(messages.id, rude));
    expect(still?.body).toBe('');
  });

  it('leaves the message as it is when refused or finished', async () => {
    const [alice, bob] = [await member(), await member()];
    const line = await write(await conversationOf([alice, bob]), bob, 'Harmless');
    const filed = await report(alice, line);
    expect((await setStatus(moderator, filed.body.id as number, 'refused')).status).toBe(200);
    const [row] = await db.select().from(messages).where(eq(messages.id, line));
    expect(row).toMatchObject({ body: 'Harmless', deletedAt: null });
  });

  it('shows no text once its sender deleted the message', async () => {
    const [alice, bob] = [await member(), await member()];
    const line = await write(await conversationOf([alice, bob]), bob, 'Regretted');
    const filed = await report(alice, line);
    await db.update(messages).set({ body: '', deletedAt: new Date() }).where(eq(messages.id, line));
    const mine = await call('GET', '/api/reports/mine/', alice.headers);
    const shown = (mine.body.results as Body[]).find((r) => r.id === filed.body.id);
    expect(shown?.message).toMatchObject({ body: '', deleted: true });
  });
});
