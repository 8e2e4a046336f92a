import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildSchool, signedInMember } from '../../../test/factories.ts';
import { buildGroup } from '../../../test/groups.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

/*
 * Notifications of group membership (issue 33 item 3, through the notifications module): a
 * request to join a private group reaches each of its managers, the approval or the refusal
 * (with its reason) reaches the requester, an invitation the invitee; each once, never to the
 * member who acted.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;
type Member = Awaited<ReturnType<typeof signedInMember>>;

const someone = () => signedInMember(db, school);
const patch = (who: Member, groupId: number, userId: number, body: Body) =>
  call('PATCH', `/api/groups/${groupId}/members/${userId}/`, who.headers, body);

/** The group notifications of `userIds`, as (recipient, type, actor, data) rows. */
const groupNotices = async (userIds: number[]) =>
  (
    await db
      .select({
        userId: notifications.userId,
        type: notifications.type,
        actorId: notifications.actorId,
        data: notifications.data,
      })
      .from(notifications)
      .where(
        and(
          inArray(notifications.userId, userIds),
          inArray(notifications.type, [
            'group_request',
            'group_approved',
            'group_refused',
            'group_invited',
          ]),
        ),
      )
      .orderBy(notifications.id)
  ).map((n) => ({ ...n }));

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db);
});
afterAll(() => ctx.close());

describe('group membership notifications', () => {
  it('tells every manager of a request once, then the requester of the approval', async () => {
    const owner = await someone();
    const comanager = await someone();
    const member = await someone();
    const me = await someone();
    const group = await buildGroup(db, school.id, owner.id, { visibility: 'private' }, [
      { userId: comanager.id, role: 'manager' },
      member.id,
    ]);
    const asked = await call('POST', `/api/groups/${group.id}/members/`, me.headers, {
      message: 'Hello',
    });
    expect(asked.status).toBe(201);
    const label = { group_id: group.id, title: group.title, slug: group.slug };
    const everyone = [owner.id, comanager.id, member.id, me.id];
    expect(await groupNotices(everyone)).toEqual([
      { userId: owner.id, type: 'group_request', actorId: me.id, data: label },
      { userId: comanager.id, type: 'group_request', actorId: me.id, data: label },
    ]);
    expect((await patch(comanager, group.id, me.id, { action: 'approve' })).status).toBe(200);
    const after = await groupNotices(everyone);
    expect(after).toHaveLength(3);
    expect(after[2]).toEqual({
      userId: me.id,
      type: 'group_approved',
      actorId: comanager.id,
      data: label,
    });
  });

  it('tells the requester of a refusal with its reason; a public join tells nobody', async () => {
    const owner = await someone();
    const me = await someone();
    const group = await buildGroup(db, school.id, owner.id, { visibility: 'private' }, [
      { userId: me.id, status: 'pending' },
    ]);
    expect(
      (await patch(owner, group.id, me.id, { action: 'refuse', reason: 'Alumni of 2010 only' }))
        .status,
    ).toBe(200);
    expect(await groupNotices([owner.id, me.id])).toEqual([
      {
        userId: me.id,
        type: 'group_refused',
        actorId: owner.id,
        data: {
          group_id: group.id,
          title: group.title,
          slug: group.slug,
          reason: 'Alumni of 2010 only',
        },
      },
    ]);
    const open = await buildGroup(db, school.id, owner.id);
    const joiner = await someone();
    const joined = await call('POST', `/api/groups/${open.id}/members/`, joiner.headers, {});
    expect(joined.status).toBe(201);
    expect(await groupNotices([owner.id, joiner.id])).toEqual([]);
  });

  it('tells each invitee once, not the manager inviting, nor those not invited', async () => {
    const owner = await someone();
    const invitee = await someone();
    const already = await someone();
    const group = await buildGroup(db, school.id, owner.id, {}, [already.id]);
    const res = await call('POST', `/api/groups/${group.id}/invitations/`, owner.headers, {
      user_ids: [invitee.id, already.id, owner.id],
    });
    expect(res.status).toBe(200);
    expect(await groupNotices([owner.id, invitee.id, already.id])).toEqual([
      {
        userId: invitee.id,
        type: 'group_invited',
        actorId: owner.id,
        data: { group_id: group.id, title: group.title, slug: group.slug },
      },
    ]);
    // Accepting the invitation tells nobody (the managers see the new member in the list).
    expect((await patch(invitee, group.id, invitee.id, { action: 'accept' })).status).toBe(200);
    const rows = await db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(rows).toHaveLength(0);
  });
});
