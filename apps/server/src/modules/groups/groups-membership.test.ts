import { ROLE } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildSchool, signedInMember } from '../../../test/factories.ts';
import { buildGroup } from '../../../test/groups.ts';
import { racesOnPostgres } from '../../../test/races.ts';
import type { Db } from '../../db/client.ts';
import {
  groupMembers,
  groupMembershipHistory,
  groups,
  userSchoolSettings,
} from '../../db/schema/index.ts';

/*
 * Membership of groups (issue 33 item 3; domain decideMembership): joining a public group,
 * asking to join a private one, the managers' approval and refusal with a reason, leaving
 * (the last manager names a successor), removal, promotion and demotion, invitations that
 * honour the "interest-group invitations" setting, the request history kept, and 20 parallel
 * requests leaving one pending request per person (PostgreSQL).
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;
let school: School;
let elsewhere: School;
type Member = Awaited<ReturnType<typeof signedInMember>>;

const someone = (opts: Parameters<typeof signedInMember>[2] = {}) =>
  signedInMember(db, school, opts);
const countOf = async (groupId: number) =>
  (await db.select().from(groups).where(eq(groups.id, groupId)))[0]?.memberCount;
const rowOf = async (groupId: number, userId: number) =>
  (
    await db
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
  )[0];
const patch = (who: Member, groupId: number, userId: number, body: Body) =>
  call('PATCH', `/api/groups/${groupId}/members/${userId}/`, who.headers, body);

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db);
  elsewhere = await buildSchool(db);
});
afterAll(() => ctx.close());

describe('joining', () => {
  it('joins a public group at once, counted; a second join is 409', async () => {
    const owner = await someone();
    const me = await someone();
    const group = await buildGroup(db, school.id, owner.id);
    const joined = await call('POST', `/api/groups/${group.id}/members/`, me.headers, {});
    expect(joined).toMatchObject({
      status: 201,
      body: { user: { id: me.id }, status: 'member', role: 'member' },
    });
    expect(await countOf(group.id)).toBe(2);
    const again = await call('POST', `/api/groups/${group.id}/members/`, me.headers, {});
    expect(again).toEqual({
      status: 409,
      body: { detail: 'This person is already a member of the group.' },
    });
  });

  it('asks to join a private group; its manager approves; the history keeps the message', async () => {
    const owner = await someone();
    const me = await someone();
    const group = await buildGroup(db, school.id, owner.id, { visibility: 'private' });
    const asked = await call('POST', `/api/groups/${group.id}/members/`, me.headers, {
      message: 'Sailor since 2010',
    });
    expect(asked.body).toMatchObject({ status: 'pending', message: 'Sailor since 2010' });
    expect(await countOf(group.id)).toBe(1);
    const queue = await call(
      'GET',
      `/api/groups/${group.id}/members/?status=pending`,
      owner.headers,
    );
    expect(queue.body).toMatchObject({ count: 1, results: [{ user: { id: me.id } }] });
    expect(
      (await call('GET', `/api/groups/${group.id}/members/?status=pending`, me.headers)).status,
    ).toBe(403);
    expect((await patch(me, group.id, me.id, { action: 'approve' })).status).toBe(403);
    const approved = await patch(owner, group.id, me.id, { action: 'approve' });
    expect(approved.body).toMatchObject({ status: 'member', decided_by: { id: owner.id } });
    expect(await countOf(group.id)).toBe(2);
    const page = await call('GET', `/api/groups/${group.id}/`, me.headers);
    expect(page.body).toMatchObject({ can_read_posts: true, can_post: true });
    const history = await call('GET', `/api/groups/${group.id}/membership-history/`, owner.headers);
    expect(history.body).toMatchObject([
      { action: 'approve', from: 'pending', to: 'member', actor: { id: owner.id } },
      { action: 'request', to: 'pending', message: 'Sailor since 2010', user: { id: me.id } },
    ]);
    const own = await call('GET', `/api/groups/${group.id}/membership-history/`, me.headers);
    expect((own.body as unknown as Body[]).map((h) => h.action)).toEqual(['approve', 'request']);
  });

  it('refuses only with a reason, kept; the person may ask again (the same row moves)', async () => {
    const owner = await someone();
    const me = await someone();
    const group = await buildGroup(db, school.id, owner.id, { visibility: 'private' }, [
      { userId: me.id, status: 'pending' },
    ]);
    const blank = await patch(owner, group.id, me.id, { action: 'refuse' });
    expect(blank).toEqual({ status: 400, body: { reason: ['Give the reason for the refusal.'] } });
    const refused = await patch(owner, group.id, me.id, { action: 'refuse', reason: 'Full' });
    expect(refused.body).toMatchObject({ status: 'refused', refusal_reason: 'Full' });
    const late = await patch(owner, group.id, me.id, { action: 'approve' });
    expect(late.status).toBe(409);
    const again = await call('POST', `/api/groups/${group.id}/members/`, me.headers, {});
    expect(again.body).toMatchObject({ status: 'pending', refusal_reason: null });
    const rows = await db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id));
    expect(rows).toHaveLength(2);
    const history = await db
      .select()
      .from(groupMembershipHistory)
      .where(eq(groupMembershipHistory.groupId, group.id));
    expect(history.find((h) => h.action === 'refuse')?.message).toBe('Full');
  });

  it('answers 400 per bad field of a request or a decision', async () => {
    const owner = await someone();
    const me = await someone();
    const group = await buildGroup(db, school.id, owner.id, { visibility: 'private' });
    const long = await call('POST', `/api/groups/${group.id}/members/`, me.headers, {
      message: 'x'.repeat(501),
    });
    expect(Object.keys(long.body)).toEqual(['message']);
    expect(Object.keys((await patch(owner, group.id, me.id, { action: 'kick' })).body)).toEqual([
      'action',
    ]);
    const reason = await patch(owner, group.id, me.id, {
      action: 'refuse',
      reason: 'x'.repeat(501),
    });
    expect(Object.keys(reason.body)).toEqual(['reason']);
    const invite = await call('POST', `/api/groups/${group.id}/invitations/`, owner.headers, {
      user_ids: [],
    });
    expect(Object.keys(invite.body)).toEqual(['user_ids']);
  });
});

describe('leaving, removal and managers', () => {
  it('keeps the last manager until they name a member as successor', async () => {
    const owner = await someone();
    const member = await someone();
    const group = await buildGroup(db, school.id, owner.id, {}, [member.id]);
    const leave = (q = '') =>
      call('DELETE', `/api/groups/${group.id}/members/${owner.id}/${q}`, owner.headers);
    expect((await leave()).status).toBe(409);
    const outsider = await someone();
    const wrong = await leave(`?successor_id=${outsider.id}`);
    expect(wrong).toEqual({
      status: 400,
      body: { successor_id: ['The chosen successor must be a member of the group.'] },
    });
    expect((await leave(`?successor_id=${member.id}`)).status).toBe(204);
    expect(await rowOf(group.id, member.id)).toMatchObject({ status: 'member', role: 'manager' });
    expect(await rowOf(group.id, owner.id)).toMatchObject({ status: 'left' });
    expect(await countOf(group.id)).toBe(1);
  });

  it('lets a manager remove a member (who must then ask to come back), not the last manager', async () => {
    const owner = await someone();
    const member = await someone();
    const group = await buildGroup(db, school.id, owner.id, {}, [member.id]);
    const remove = (who: Member, userId: number) =>
      call('DELETE', `/api/groups/${group.id}/members/${userId}/`, who.headers);
    expect((await remove(member, owner.id)).status).toBe(403);
    expect((await remove(owner, member.id)).status).toBe(204);
    expect(await countOf(group.id)).toBe(1);
    const back = await call('POST', `/api/groups/${group.id}/members/`, member.headers, {});
    expect(back.body).toMatchObject({ status: 'pending' });
    const admin = await someone({ role: ROLE.SchoolAdmin });
    expect((await remove(admin, owner.id)).status).toBe(409);
  });

  it('promotes and demotes, never the last manager', async () => {
    const owner = await someone();
    const member = await someone();
    const group = await buildGroup(db, school.id, owner.id, {}, [member.id]);
    expect((await patch(member, group.id, member.id, { action: 'promote' })).status).toBe(403);
    const promoted = await patch(owner, group.id, member.id, { action: 'promote' });
    expect(promoted.body).toMatchObject({ role: 'manager' });
    expect((await patch(owner, group.id, owner.id, { action: 'demote' })).body).toMatchObject({
      role: 'member',
    });
    const last = await patch(member, group.id, member.id, { action: 'demote' });
    expect(last.status).toBe(409);
  });

  it('lets a member turn the notification of new posts off, for themselves only', async () => {
    const owner = await someone();
    const member = await someone();
    const group = await buildGroup(db, school.id, owner.id, {}, [member.id]);
    const off = await patch(member, group.id, member.id, {
      action: 'settings',
      notify_posts: false,
    });
    expect(off.body).toMatchObject({ notify_posts: false });
    const other = await patch(owner, group.id, member.id, {
      action: 'settings',
      notify_posts: true,
    });
    expect(other.status).toBe(403);
  });
});

describe('invitations', () => {
  it('invites whoever allows it, says why not for the others; the invitee answers', async () => {
    const owner = await someone();
    const member = await someone();
    const willing = await someone();
    const unwilling = await someone();
    const stranger = await signedInMember(db, elsewhere);
    await db
      .insert(userSchoolSettings)
      .values({ userId: unwilling.id, schoolId: school.id, interestGroupInvitations: false });
    const group = await buildGroup(db, school.id, owner.id, { visibility: 'private' }, [member.id]);
    const invitable = await call('GET', `/api/groups/${group.id}/invitable/`, owner.headers);
    const offered = (invitable.body as unknown as Body[]).map((p) => p.id);
    expect(offered).toContain(willing.id);
    expect(offered).not.toContain(unwilling.id);
    expect(offered).not.toContain(member.id);
    expect((await call('GET', `/api/groups/${group.id}/invitable/`, member.headers)).status).toBe(
      403,
    );
    const ids = [willing.id, unwilling.id, member.id, stranger.id];
    const res = await call('POST', `/api/groups/${group.id}/invitations/`, owner.headers, {
      user_ids: ids,
    });
    expect(res.body.results).toMatchObject([
      { user_id: willing.id, invited: true },
      { user_id: unwilling.id, invited: false, reason: 'invitationsOff' },
      { user_id: member.id, invited: false, reason: 'alreadyMember' },
      { user_id: stranger.id, invited: false, reason: 'unknown' },
    ]);
    const byMember = await call('POST', `/api/groups/${group.id}/invitations/`, member.headers, {
      user_ids: [willing.id],
    });
    expect(byMember.status).toBe(403);
    const page = await call('GET', `/api/groups/${group.id}/`, willing.headers);
    expect(page.body).toMatchObject({ membership: { status: 'invited' } });
    const accepted = await patch(willing, group.id, willing.id, { action: 'accept' });
    expect(accepted.body).toMatchObject({ status: 'member' });
    expect(await countOf(group.id)).toBe(3);
    const again = await patch(willing, group.id, willing.id, { action: 'decline' });
    expect(again.status).toBe(409);
  });
});

describe.runIf(racesOnPostgres)('races (PostgreSQL)', () => {
  it('20 parallel join requests to a private group leave one pending request per person', async () => {
    const owner = await someone();
    const people = await Promise.all([someone(), someone(), someone(), someone()]);
    const group = await buildGroup(db, school.id, owner.id, { visibility: 'private' });
    const sent = people.flatMap((person) =>
      Array.from({ length: 5 }, () =>
        call('POST', `/api/groups/${group.id}/members/`, person.headers, { message: 'Hi' }).then(
          (res) => ({ person: person.id, status: res.status }),
        ),
      ),
    );
    const answers = await Promise.all(sent);
    expect(answers).toHaveLength(20);
    for (const person of people) {
      const mine = answers.filter((a) => a.person === person.id).map((a) => a.status);
      expect(mine.sort()).toEqual([201, 409, 409, 409, 409]);
    }
    const rows = await db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id));
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(4);
    const requests = await db
      .select()
      .from(groupMembershipHistory)
      .where(
        and(
          eq(groupMembershipHistory.groupId, group.id),
          eq(groupMembershipHistory.action, 'request'),
        ),
      );
    expect(requests).toHaveLength(4);
  });

  it('counts members exactly when 20 people join a public group at once', async () => {
    const owner = await someone();
    const people = await Promise.all(Array.from({ length: 20 }, () => someone()));
    const group = await buildGroup(db, school.id, owner.id);
    const answers = await Promise.all(
      people.map((p) => call('POST', `/api/groups/${group.id}/members/`, p.headers, {})),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(await countOf(group.id)).toBe(21);
  });
});
