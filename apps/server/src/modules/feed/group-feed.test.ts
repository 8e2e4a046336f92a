import { ROLE } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildMember, buildSchool } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { groupMembers, groups, notifications } from '../../db/schema/index.ts';
import { publicationRuntime } from '../../platform/publication/scheduling.ts';
import { GROUP_POST_NOTIFY_JOB, notifyGroupPost, queueGroupPostNotice } from './group-notify.ts';

/**
 * The feed scoped to a group (issue 33 item 4): a private group's posts never reach the school
 * feed, a member's posts, the dashboard or anyone but its members; comments, likes and reports
 * of them are 404 to others; writing needs membership; members are told of new posts once.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let schoolId = 0;
let otherSchoolId = 0;
let groupSequence = 0;

async function member(opts: { role?: number; school?: 'demo' | 'campus-en' } = {}) {
  const subdomain = opts.school ?? 'demo';
  const id = subdomain === 'demo' ? schoolId : otherSchoolId;
  const user = await buildMember(db, id, { role: opts.role ?? ROLE.Alumni });
  return {
    id: user.id,
    headers: await sessionHeaders(db, { userId: user.id, schoolId: id, subdomain }),
  };
}
type Member = Awaited<ReturnType<typeof member>>;

/** An active group of the demo school managed by `manager`, with `members` (and their status). */
async function group(
  visibility: 'public' | 'private',
  manager: Member,
  members: { who: Member; status?: string; notify?: boolean }[] = [],
  state = 3,
) {
  groupSequence += 1;
  const [row] = await db
    .insert(groups)
    .values({
      schoolId,
      authorId: manager.id,
      title: `Group ${groupSequence}`,
      slug: `group-${groupSequence}`,
      thumbnailKey: 'groups/t.webp',
      headerKey: 'groups/h.webp',
      category: 'sport',
      visibility,
      state,
      validated: true,
    })
    .returning();
  if (!row) throw new Error('group insert returned nothing');
  await db.insert(groupMembers).values([
    { groupId: row.id, userId: manager.id, schoolId, status: 'member', role: 'manager' },
    ...members.map((m) => ({
      groupId: row.id,
      userId: m.who.id,
      schoolId,
      status: m.status ?? 'member',
      notifyPosts: m.notify ?? true,
    })),
  ]);
  return row;
}

async function post(author: Member, content: string, groupId?: number) {
  const res = await call('POST', '/api/posts/', author.headers, {
    content,
    ...(groupId === undefined ? {} : { group_id: groupId }),
  });
  expect(res.status).toBe(201);
  return res.body as Body & { id: number };
}

const idsOf = (body: Body) => (body.results as Body[]).map((p) => p.id);

async function groupPostNotices(userId: number, postId: number) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'group_post')))
    .then((rows) => rows.filter((n) => n.data.post_id === postId));
}

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  schoolId = (await buildSchool(db, { subdomain: 'demo' })).id;
  otherSchoolId = (await buildSchool(db, { subdomain: 'campus-en' })).id;
});
afterAll(() => ctx.close());

describe('a private group’s posts', () => {
  it('reach its members in its feed and nobody anywhere else', async () => {
    const manager = await member();
    const insider = await member();
    const pending = await member();
    const outsider = await member();
    const admin = await member({ role: ROLE.SchoolAdmin });
    const g = await group('private', manager, [
      { who: insider },
      { who: pending, status: 'pending' },
    ]);
    const secret = await post(insider, '<p>Members only</p>', g.id);
    expect(secret.group).toEqual({ id: g.id, title: g.title, slug: g.slug });
    const open = await post(outsider, '<p>For everyone</p>');

    const inGroup = await call('GET', `/api/posts/?group_id=${g.id}`, insider.headers);
    expect(idsOf(inGroup.body)).toEqual([secret.id]);
    expect(idsOf((await call('GET', `/api/posts/?group_id=${g.id}`, admin.headers)).body)).toEqual([
      secret.id,
    ]);
    for (const reader of [pending, outsider]) {
      expect((await call('GET', `/api/posts/?group_id=${g.id}`, reader.headers)).status).toBe(403);
    }
    // The school feed, the dashboard's latest posts and a member's posts (profile activity):
    // never the private post, whoever reads, its author and the admin included.
    for (const reader of [insider, manager, pending, outsider, admin]) {
      const feed = await call('GET', '/api/posts/?page_size=50', reader.headers);
      expect(idsOf(feed.body)).toContain(open.id);
      expect(idsOf(feed.body)).not.toContain(secret.id);
      const latest = await call('GET', '/api/posts/?page_size=5', reader.headers);
      expect(idsOf(latest.body)).not.toContain(secret.id);
      const activity = await call('GET', `/api/posts/?author=${insider.id}`, reader.headers);
      expect(idsOf(activity.body)).toEqual([]);
    }
    // A member of another school sees neither the group nor the post.
    const elsewhere = await member({ school: 'campus-en' });
    expect((await call('GET', `/api/posts/?group_id=${g.id}`, elsewhere.headers)).status).toBe(404);
    expect((await call('GET', `/api/posts/${secret.id}/`, elsewhere.headers)).status).toBe(404);
  });

  it('are 404 to a non-member for reading, comments, likes and reports', async () => {
    const manager = await member();
    const insider = await member();
    const outsider = await member();
    const g = await group('private', manager, [{ who: insider }]);
    const secret = await post(insider, '<p>Hidden</p>', g.id);
    const base = `/api/posts/${secret.id}/`;
    const comment = await call('POST', `${base}comments/`, manager.headers, { content: 'Yes' });
    expect(comment.status).toBe(201);
    for (const [method, url, body] of [
      ['GET', base],
      ['GET', `${base}comments/`],
      ['POST', `${base}comments/`, { content: 'Let me in' }],
      ['PATCH', `${base}comments/${comment.body.id}/`, { content: 'x' }],
      ['POST', `${base}like/`],
      ['DELETE', `${base}like/`],
      ['PATCH', base, { content: '<p>x</p>' }],
      ['DELETE', base],
    ] as const) {
      const res = await call(method, url, outsider.headers, body);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    const report = await call('POST', '/api/reports/', outsider.headers, {
      type: 'post',
      object_id: secret.id,
      reasons: ['spam'],
      description: '',
    });
    expect(report.status).toBe(404);
    // Its members read, comment, like and report it.
    expect((await call('GET', base, manager.headers)).body).toMatchObject({
      id: secret.id,
      comment_count: 1,
      group: { id: g.id },
    });
    expect((await call('POST', `${base}like/`, manager.headers)).body).toEqual({
      like_count: 1,
      liked: true,
    });
  });
});

describe('a public group’s posts', () => {
  it('reach the school feed with the group named, and everyone of the school', async () => {
    const manager = await member();
    const outsider = await member();
    const g = await group('public', manager);
    const shared = await post(manager, '<p>Training on Sunday</p>', g.id);
    const feed = await call('GET', '/api/posts/?page_size=50', outsider.headers);
    const card = (feed.body.results as Body[]).find((p) => p.id === shared.id);
    expect(card?.group).toEqual({ id: g.id, title: g.title, slug: g.slug });
    expect(
      idsOf((await call('GET', `/api/posts/?group_id=${g.id}`, outsider.headers)).body),
    ).toEqual([shared.id]);
    const comment = await call('POST', `/api/posts/${shared.id}/comments/`, outsider.headers, {
      content: 'Count me in',
    });
    expect(comment.status).toBe(201);
    // A pending group's posts (none can be written) would not show: the feed asks for active groups.
    const pendingGroup = await group('public', manager, [], 2);
    expect(
      (await call('GET', `/api/posts/?group_id=${pendingGroup.id}`, outsider.headers)).status,
    ).toBe(404);
  });
});

describe('writing in a group (POST /api/posts/ with group_id)', () => {
  it('needs membership of an active group; its managers delete its posts', async () => {
    const manager = await member();
    const insider = await member();
    const pending = await member();
    const outsider = await member();
    const pub = await group('public', manager, [
      { who: insider },
      { who: pending, status: 'pending' },
    ]);
    const priv = await group('private', manager);
    for (const [who, groupId] of [
      [outsider, pub.id],
      [pending, pub.id],
      [outsider, priv.id],
    ] as const) {
      const res = await call('POST', '/api/posts/', who.headers, {
        content: '<p>Hi</p>',
        group_id: groupId,
      });
      expect(res).toEqual({ status: 403, body: { detail: 'Join the group to post in its feed.' } });
    }
    const unknown = await call('POST', '/api/posts/', insider.headers, {
      content: '<p>Hi</p>',
      group_id: 999_999,
    });
    expect(unknown).toEqual({
      status: 400,
      body: { group_id: ['This group could not be found.'] },
    });
    const fr = await call(
      'POST',
      '/api/posts/',
      outsider.headers,
      { content: '<p>Salut</p>', group_id: pub.id },
      'fr',
    );
    expect(fr.body).toEqual({ detail: 'Rejoignez le groupe pour publier dans son fil.' });

    const written = await post(insider, '<p>Mine</p>', pub.id);
    expect(written).toMatchObject({ can_edit: true, can_delete: true });
    const seen = await call('GET', `/api/posts/${written.id}/`, manager.headers);
    expect(seen.body).toMatchObject({ can_edit: false, can_delete: true });
    expect((await call('GET', `/api/posts/${written.id}/`, outsider.headers)).body).toMatchObject({
      can_delete: false,
    });
    expect((await call('DELETE', `/api/posts/${written.id}/`, outsider.headers)).status).toBe(403);
    expect((await call('DELETE', `/api/posts/${written.id}/`, manager.headers)).status).toBe(204);
  });
});

describe('notifications of a new group post (job group.post-notify)', () => {
  it('tells each member who keeps them on, once, even when the job runs again', async () => {
    const manager = await member();
    const listening = await member();
    const muted = await member();
    const pending = await member();
    const g = await group('private', manager, [
      { who: listening },
      { who: muted, notify: false },
      { who: pending, status: 'pending' },
    ]);
    const written = await post(manager, '<p>Meeting moved</p>', g.id);
    await ctx.app.queue.drain([GROUP_POST_NOTIFY_JOB]);
    expect(await groupPostNotices(listening.id, written.id)).toHaveLength(1);
    for (const who of [manager, muted, pending]) {
      expect(await groupPostNotices(who.id, written.id)).toHaveLength(0);
    }
    // The job again, by hand and through the queue with the same key: nobody is told twice.
    const runtime = publicationRuntime(ctx.app, db);
    await notifyGroupPost(runtime, { schoolId, postId: written.id });
    await Promise.all([
      notifyGroupPost(runtime, { schoolId, postId: written.id }),
      notifyGroupPost(runtime, { schoolId, postId: written.id }),
    ]);
    await queueGroupPostNotice(ctx.app.queue, { schoolId, postId: written.id });
    await ctx.app.queue.drain([GROUP_POST_NOTIFY_JOB]);
    expect(await groupPostNotices(listening.id, written.id)).toHaveLength(1);

    const inbox = await call('GET', '/api/notifications/', listening.headers);
    expect((inbox.body.results as Body[])[0]).toMatchObject({
      type: 'group_post',
      actor: { id: manager.id },
      data: { post_id: written.id, group_id: g.id, title: g.title, slug: g.slug },
    });
    // A post of the school feed tells nobody.
    const plain = await post(manager, '<p>Everyone</p>');
    await ctx.app.queue.drain([GROUP_POST_NOTIFY_JOB]);
    expect(await groupPostNotices(listening.id, plain.id)).toHaveLength(0);
  });
});
