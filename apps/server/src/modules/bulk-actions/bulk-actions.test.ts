import { ROLE } from '@alumni/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Headers } from '../../../test/api.ts';
import { createTestApp, hostOf, mailTo, type TestContext } from '../../../test/app.ts';
import { buildMember, buildSchool, signedInMember } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import {
  bulkOperationItems,
  bulkOperations,
  schoolBadges,
  schoolRoles,
  userBadges,
  userRoles,
  userTokens,
} from '../../db/schema/index.ts';
import { BULK_RUN_JOB } from '../../platform/bulk-operations.ts';

/*
 * The admin directory's bulk actions (issue 34 item 1; spec 2 §6; spec 1 §5 "new invitations
 * only for inactive users; role action only for active users"): who is done, who is skipped
 * and why, the school's last admin kept, grants the grid refuses, 400/401/403/404, and a run
 * killed mid-way resumed without doing anyone twice.
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

const OPS = '/api/bulk-operations/';
const drain = () => ctx.app.queue.drain([BULK_RUN_JOB]);

interface Operation {
  id: number;
  kind: string;
  status: string;
  total: number;
  done: number;
  not_reached: { user: { id: number }; outcome: string; reason: string }[];
}

async function schoolWithAdmin() {
  const school = await buildSchool(db);
  const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
  return { school, admin };
}

/** Starts an action, runs the queue, and answers the finished operation with its reasons. */
async function runAction(headers: Headers, path: string, body: Record<string, unknown>) {
  const res = await call('POST', `${OPS}${path}/`, headers, body);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const started = res.body as unknown as Operation;
  expect(started.status).toBe('pending');
  await drain();
  const done = (await call('GET', `${OPS}${started.id}/`, headers)).body as unknown as Operation;
  expect(done.status).toBe('completed');
  const reasons = Object.fromEntries(done.not_reached.map((n) => [n.user.id, n.reason]));
  return { op: done, reasons };
}

const rolesOf = async (userId: number, schoolId: number) =>
  (
    await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.schoolId, schoolId)))
  )
    .map((r) => r.role)
    .sort();

describe('change roles', () => {
  it('gives a role to active members only, skipping who holds it already', async () => {
    const { school, admin } = await schoolWithAdmin();
    const a = await buildMember(db, school.id, { role: ROLE.Alumni });
    const holder = await buildMember(db, school.id, { role: ROLE.Teacher });
    const inactive = await buildMember(db, school.id, { active: false });
    const { op, reasons } = await runAction(admin.headers, 'roles', {
      role: ROLE.Teacher,
      action: 'add',
      user_ids: [a.id, holder.id, inactive.id],
    });
    expect(op).toMatchObject({ kind: 'change_roles', total: 3, done: 1 });
    expect(reasons).toEqual({ [holder.id]: 'has_role', [inactive.id]: 'inactive' });
    expect(await rolesOf(a.id, school.id)).toEqual([ROLE.Alumni, ROLE.Teacher]);
    expect(await rolesOf(inactive.id, school.id)).toEqual([ROLE.Alumni]);
  });

  it('takes a role away, keeping the last admin and a role per member', async () => {
    const { school, admin } = await schoolWithAdmin();
    const both = await buildMember(db, school.id, { role: ROLE.Alumni });
    await db
      .insert(userRoles)
      .values({ userId: both.id, schoolId: school.id, role: ROLE.Teacher, isActive: true });
    const only = await buildMember(db, school.id, { role: ROLE.Teacher });
    const none = await buildMember(db, school.id, { role: ROLE.Alumni });
    const { reasons } = await runAction(admin.headers, 'roles', {
      role: ROLE.Teacher,
      action: 'remove',
      user_ids: [both.id, only.id, none.id],
    });
    expect(reasons).toEqual({ [only.id]: 'last_role', [none.id]: 'lacks_role' });
    expect(await rolesOf(both.id, school.id)).toEqual([ROLE.Alumni]);

    // The admin also holds Alumni: removing the admin role from them would leave no admin.
    await db
      .insert(userRoles)
      .values({ userId: admin.id, schoolId: school.id, role: ROLE.Alumni, isActive: true });
    const second = await buildMember(db, school.id, { role: ROLE.SchoolAdmin });
    await db
      .insert(userRoles)
      .values({ userId: second.id, schoolId: school.id, role: ROLE.Alumni, isActive: true });
    const res = await call('POST', `${OPS}roles/`, admin.headers, {
      role: ROLE.SchoolAdmin,
      action: 'remove',
      user_ids: [admin.id, second.id],
    });
    expect(res.status).toBe(202);
    await drain();
    // One of the two goes (the lower id first), the other is the last admin and stays (read
    // from the database: the admin who started it may be the one who is no longer admin).
    const items = await db
      .select({ reason: bulkOperationItems.reason })
      .from(bulkOperationItems)
      .where(eq(bulkOperationItems.operationId, (res.body as unknown as Operation).id))
      .orderBy(bulkOperationItems.userId);
    expect(items.map((i) => i.reason)).toEqual([null, 'last_admin']);
    const [admins] = await db
      .select({ n: count() })
      .from(userRoles)
      .where(and(eq(userRoles.schoolId, school.id), eq(userRoles.role, ROLE.SchoolAdmin)));
    expect(admins?.n).toBe(1);
  });

  it('refuses what the grid refuses: a role switched off (400), no operation stored', async () => {
    const { school, admin } = await schoolWithAdmin();
    const m = await buildMember(db, school.id);
    await db
      .update(schoolRoles)
      .set({ enabled: false })
      .where(and(eq(schoolRoles.schoolId, school.id), eq(schoolRoles.role, ROLE.Staff)));
    const off = await call('POST', `${OPS}roles/`, admin.headers, {
      role: ROLE.Staff,
      action: 'add',
      user_ids: [m.id],
    });
    expect(off.status, JSON.stringify(off.body)).toBe(400);
    expect(off.body).toHaveProperty('role');
    for (const role of [1, 9]) {
      const bad = await call('POST', `${OPS}roles/`, admin.headers, {
        role,
        action: 'add',
        user_ids: [m.id],
      });
      expect(bad.status).toBe(400);
    }
    const none = await db
      .select()
      .from(bulkOperations)
      .where(eq(bulkOperations.schoolId, school.id));
    expect(none).toEqual([]);
  });
});

describe('invite and regenerate tokens', () => {
  it('invites inactive members only, by e-mail, once', async () => {
    const { school, admin } = await schoolWithAdmin();
    const inactive = await buildMember(db, school.id, { active: false });
    const active = await buildMember(db, school.id);
    const { op, reasons } = await runAction(admin.headers, 'invitations', {
      user_ids: [inactive.id, active.id],
    });
    expect(op).toMatchObject({ kind: 'invite', done: 1 });
    expect(reasons).toEqual({ [active.id]: 'already_active' });
    const tokens = await db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, inactive.id), eq(userTokens.purpose, 'activation')));
    expect(tokens).toHaveLength(1);
    await ctx.app.queue.drain(['mail.send']);
    expect((await mailTo(ctx, inactive.email, '')).length).toBe(1);
    expect((await mailTo(ctx, active.email, '')).length).toBe(0);
  });

  it('regenerates: older links revoked, one new live link', async () => {
    const { school, admin } = await schoolWithAdmin();
    const inactive = await buildMember(db, school.id, { active: false });
    await runAction(admin.headers, 'invitations', { user_ids: [inactive.id] });
    const { op } = await runAction(admin.headers, 'tokens', { user_ids: [inactive.id] });
    expect(op).toMatchObject({ kind: 'regenerate_tokens', done: 1 });
    const live = await db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, inactive.id), isNull(userTokens.usedAt)));
    expect(live).toHaveLength(1);
    const all = await db.select().from(userTokens).where(eq(userTokens.userId, inactive.id));
    expect(all).toHaveLength(2);
  });
});

describe('give badges', () => {
  it('gives the school’s badges; 400 for another school’s badge', async () => {
    const { school, admin } = await schoolWithAdmin();
    const other = await buildSchool(db);
    const [mine, theirs] = await db
      .insert(schoolBadges)
      .values(
        [school.id, other.id].map((schoolId) => ({
          schoolId,
          icon: 'star',
          title: { fr: 'Badge', en: 'Badge' },
          description: { fr: '', en: '' },
        })),
      )
      .returning();
    if (!mine || !theirs) throw new Error('no badges');
    const a = await buildMember(db, school.id);
    const holder = await buildMember(db, school.id);
    await db
      .insert(userBadges)
      .values({ userId: holder.id, badgeId: mine.id, schoolId: school.id });
    const { reasons } = await runAction(admin.headers, 'badges', {
      badges: [mine.id],
      user_ids: [a.id, holder.id],
    });
    expect(reasons).toEqual({ [holder.id]: 'has_badges' });
    const held = await db.select().from(userBadges).where(eq(userBadges.userId, a.id));
    expect(held.map((h) => h.badgeId)).toEqual([mine.id]);
    const cross = await call('POST', `${OPS}badges/`, admin.headers, {
      badges: [theirs.id],
      user_ids: [a.id],
    });
    expect(cross.status).toBe(400);
    expect(cross.body).toHaveProperty('badges');
  });
});

describe('access and input', () => {
  it('401 signed out, 403 for members, 400 without members, 404 for another school', async () => {
    const { school, admin } = await schoolWithAdmin();
    const member = await signedInMember(db, school);
    const target = await buildMember(db, school.id);
    const anonymous = { host: hostOf(school.subdomain) };
    const bodies: [string, Record<string, unknown>][] = [
      ['roles', { role: ROLE.Teacher, action: 'add' }],
      ['invitations', {}],
      ['tokens', {}],
      ['badges', { badges: [1] }],
      ['exports', { columns: ['email'], format: 'csv' }],
    ];
    for (const [path, body] of bodies) {
      const url = `${OPS}${path}/`;
      const withTarget = { ...body, user_ids: [target.id] };
      expect((await call('POST', url, anonymous, withTarget)).status, path).toBe(401);
      expect((await call('POST', url, member.headers, withTarget)).status, path).toBe(403);
      expect((await call('POST', url, admin.headers, body)).status, path).toBe(400);
      expect((await call('POST', url, admin.headers, { ...body, user_ids: [] })).status).toBe(400);
    }
    const other = await schoolWithAdmin();
    const res = await call('POST', `${OPS}invitations/`, admin.headers, { user_ids: [target.id] });
    const id = (res.body as unknown as Operation).id;
    expect((await call('GET', `${OPS}${id}/`, other.admin.headers)).status).toBe(404);
    expect((await call('GET', `${OPS}${id}/file/`, other.admin.headers)).status).toBe(404);
    await drain();
  });
});

describe('the runner with a role change', () => {
  it('resumes a run killed mid-way: nobody changed twice, every item once', async () => {
    const { school, admin } = await schoolWithAdmin();
    const members = [];
    for (let i = 0; i < 60; i += 1) members.push(await buildMember(db, school.id));
    const [op] = await db
      .insert(bulkOperations)
      .values({
        schoolId: school.id,
        kind: 'change_roles',
        createdBy: admin.id,
        params: { role: ROLE.Teacher, action: 'add', target: { selected: 60 } },
        targetIds: members.map((m) => m.id),
        total: 60,
      })
      .returning();
    if (!op) throw new Error('no operation');
    const job = { operationId: op.id, schoolId: school.id };
    let seen = 0;
    await expect(
      ctx.app.bulkOperations.run(job, {
        afterMember: () => {
          seen += 1;
          if (seen === 55) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect(await ctx.app.bulkOperations.run(job)).toBe('completed');
    const items = await db
      .select({ outcome: bulkOperationItems.outcome, n: count() })
      .from(bulkOperationItems)
      .where(eq(bulkOperationItems.operationId, op.id))
      .groupBy(bulkOperationItems.outcome);
    // Had a member been done twice, the second would be skipped as `has_role`.
    expect(items).toEqual([{ outcome: 'done', n: 60 }]);
    for (const m of members)
      expect(await rolesOf(m.id, school.id)).toEqual([ROLE.Alumni, ROLE.Teacher]);
  });
});
