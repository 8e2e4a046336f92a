import { REPORT_MESSAGES, ROLE, VALIDATOR_SCOPE } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildMember, buildRegistrant, buildSchool } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { notifications, reports, userRoles, userroleValidators } from '../../db/schema/index.ts';

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
const ids = { demo: 0, en: 0 };

/** A member with a session; with `scopes`, a validator of those scopes in their school. */
async function member(
  opts: { role?: number; subdomain?: 'demo' | 'campus-en'; scopes?: number[] } = {},
) {
  const subdomain = opts.subdomain ?? 'demo';
  const schoolId = subdomain === 'demo' ? ids.demo : ids.en;
  const user = await buildMember(db, schoolId, { role: opts.role ?? ROLE.Alumni });
  const [role] = await db.select().from(userRoles).where(eq(userRoles.userId, user.id));
  for (const scope of opts.scopes ?? []) {
    await db.insert(userroleValidators).values({ userRoleId: role?.id ?? 0, schoolId, scope });
  }
  return {
    id: user.id,
    headers: await sessionHeaders(db, { userId: user.id, schoolId, subdomain }),
  };
}
type Member = Awaited<ReturnType<typeof member>>;

async function publish(author: Member, content = '<p>Something to say</p>') {
  const res = await call('POST', '/api/posts/', author.headers, { content });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

async function report(by: Member, type: 'user' | 'post', objectId: number, reasons = ['spam']) {
  return call('POST', '/api/reports/', by.headers, { type, object_id: objectId, reasons });
}

const feedIds = async (viewer: Member) =>
  ((await call('GET', '/api/posts/?page_size=50', viewer.headers)).body.results as Body[]).map(
    (p) => p.id,
  );

const setStatus = (by: Member, id: number, status: string) =>
  call('PATCH', `/api/reports/${id}/`, by.headers, { status });

let moderator: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  // Schools that validate reports (validate_report): post reports wait for a moderator. The
  // other setting is in report-validation.test.ts.
  ids.demo = (await buildSchool(db, { subdomain: 'demo', validateReport: true })).id;
  ids.en = (await buildSchool(db, { subdomain: 'campus-en', validateReport: true })).id;
  moderator = await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.Report] });
});
afterAll(() => ctx.close());

describe('a user report (spec 1 §4 Reports)', () => {
  it('is accepted on arrival and blocks the reported member for the reporter only', async () => {
    const reporter = await member();
    const troll = await member();
    const bystander = await member();
    const trollPost = await publish(troll);
    const friendlyPost = await publish(bystander);
    await call('POST', `/api/posts/${friendlyPost}/comments/`, troll.headers, { content: 'Boo' });

    const res = await report(reporter, 'user', troll.id, ['harassment']);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'user',
      status: 'accepted',
      reasons: ['harassment'],
      author: { id: reporter.id },
      reported_user: { id: troll.id },
      post: null,
      can_change_status: true,
    });
    expect(await feedIds(reporter)).not.toContain(trollPost);
    expect((await call('GET', `/api/posts/${trollPost}/`, reporter.headers)).status).toBe(404);
    const comments = await call('GET', `/api/posts/${friendlyPost}/comments/`, reporter.headers);
    expect(comments.body.results).toEqual([]);
    // Everyone else still sees the member.
    expect(await feedIds(bystander)).toContain(trollPost);
    expect(await feedIds(troll)).toContain(trollPost);
    const theirComments = await call(
      'GET',
      `/api/posts/${friendlyPost}/comments/`,
      bystander.headers,
    );
    expect(theirComments.body.results).toHaveLength(1);
  });

  // Issue 12 item 5: a registrant waiting for validation (or refused) could be reported.
  it('is 404 for a registrant waiting for validation or refused', async () => {
    const reporter = await member();
    const waiting = await buildRegistrant(db, ids.demo);
    expect((await report(reporter, 'user', waiting.id)).status).toBe(404);
    await db
      .update(userRoles)
      .set({ requiresValidation: false, refusedAt: new Date() })
      .where(eq(userRoles.userId, waiting.id));
    expect((await report(reporter, 'user', waiting.id)).status).toBe(404);
  });

  it('leaves the member visible once refused, and the reporter may withdraw it (unblock)', async () => {
    const reporter = await member();
    const reported = await member();
    const post = await publish(reported);
    const created = (await report(reporter, 'user', reported.id)).body;
    expect(await feedIds(reporter)).not.toContain(post);
    expect((await setStatus(moderator, created.id as number, 'refused')).body).toMatchObject({
      status: 'refused',
    });
    expect(await feedIds(reporter)).toContain(post);

    const again = (await report(reporter, 'user', reported.id)).body;
    expect(again.status).toBe('accepted');
    expect(await feedIds(reporter)).not.toContain(post);
    // The reporter may only withdraw: not accept, refuse or finish.
    expect((await setStatus(reporter, again.id as number, 'refused')).status).toBe(403);
    const mine = await call('GET', '/api/reports/mine/', reporter.headers);
    expect(mine.body).toMatchObject({ count: 2 });
    expect((mine.body.results as Body[])[0]).toMatchObject({
      id: again.id,
      can_change_status: true,
    });
    expect((await setStatus(reporter, again.id as number, 'cancelled')).body).toMatchObject({
      status: 'cancelled',
      can_change_status: false,
    });
    expect(await feedIds(reporter)).toContain(post);
    expect((await setStatus(reporter, again.id as number, 'cancelled')).status).toBe(400);
  });

  it('refuses reporting oneself, twice, or someone of another school', async () => {
    const reporter = await member();
    const other = await member();
    const enMember = await member({ subdomain: 'campus-en' });
    expect(await report(reporter, 'user', reporter.id)).toEqual({
      status: 400,
      body: { non_field_errors: ['You cannot report yourself or your own post.'] },
    });
    expect((await report(reporter, 'user', other.id)).status).toBe(201);
    expect((await report(reporter, 'user', other.id)).body).toEqual({
      non_field_errors: ['You have already reported this; your report is being handled.'],
    });
    expect((await report(reporter, 'user', enMember.id)).status).toBe(404);
    const bad = await call('POST', '/api/reports/', reporter.headers, {
      type: 'user',
      object_id: other.id,
      reasons: ['other'],
    });
    expect(bad).toEqual({
      status: 400,
      body: { description: ['Describe the problem when you choose “Other”.'] },
    });
  });
});

describe('a post report (spec 1 §4 Reports)', () => {
  it('waits, removes the post for everyone once accepted, and shows it again once refused', async () => {
    const author = await member();
    const reporter = await member();
    const reader = await member();
    const post = await publish(author, '<p>Buy cheap watches</p>');
    const before = (await call('GET', '/api/validations/', moderator.headers)).body
      .report as number;

    const created = await report(reporter, 'post', post, ['spam', 'other']);
    expect(created.status).toBe(400);
    const res = await call('POST', '/api/reports/', reporter.headers, {
      type: 'post',
      object_id: post,
      reasons: ['spam'],
      description: 'Advertising',
    });
    expect(res.body).toMatchObject({
      status: 'pending',
      reported_user: { id: author.id },
      post: { id: post, content: '<p>Buy cheap watches</p>' },
      description: 'Advertising',
    });
    const id = res.body.id as number;
    expect((await call('GET', '/api/validations/', moderator.headers)).body.report).toBe(
      before + 1,
    );
    // Pending: still visible to all.
    expect(await feedIds(reader)).toContain(post);

    expect((await setStatus(moderator, id, 'accepted')).body).toMatchObject({ status: 'accepted' });
    for (const viewer of [author, reporter, reader, moderator]) {
      expect(await feedIds(viewer)).not.toContain(post);
    }
    expect((await call('GET', '/api/validations/', moderator.headers)).body.report).toBe(before);
    // The moderator still sees what was reported, in the validations centre.
    const list = await call('GET', '/api/reports/?status=accepted&type=post', moderator.headers);
    expect((list.body.results as Body[]).find((r) => r.id === id)).toMatchObject({
      post: { id: post, content: '<p>Buy cheap watches</p>' },
    });

    expect((await setStatus(moderator, id, 'refused')).body).toMatchObject({ status: 'refused' });
    for (const viewer of [author, reporter, reader]) expect(await feedIds(viewer)).toContain(post);

    const types = (
      (await call('GET', '/api/notifications/', author.headers)).body.results as Body[]
    ).map((n) => n.type);
    expect(types).toEqual(['post_restored', 'post_removed']);
    const reporterNews = (await call('GET', '/api/notifications/', reporter.headers)).body
      .results as Body[];
    expect(reporterNews.map((n) => n.data)).toEqual([
      { report_id: id, status: 'refused' },
      { report_id: id, status: 'accepted' },
    ]);
  });

  it('cannot be decided by a member, a validator of other scopes, or a validator of another school', async () => {
    const author = await member();
    const reporter = await member();
    const post = await publish(author);
    const id = (await report(reporter, 'post', post)).body.id as number;
    const userValidator = await member({ role: ROLE.Staff, scopes: [VALIDATOR_SCOPE.User] });
    const enModerator = await member({
      subdomain: 'campus-en',
      role: ROLE.Staff,
      scopes: [VALIDATOR_SCOPE.Report],
    });
    expect((await setStatus(author, id, 'refused')).status).toBe(403);
    expect((await setStatus(reporter, id, 'accepted')).status).toBe(403);
    expect((await setStatus(userValidator, id, 'accepted')).status).toBe(403);
    expect((await setStatus(enModerator, id, 'accepted')).status).toBe(404);
    expect((await call('GET', '/api/reports/', author.headers)).status).toBe(403);
    expect((await call('GET', '/api/reports/', userValidator.headers)).status).toBe(403);
    const enList = await call('GET', '/api/reports/?page_size=100', enModerator.headers);
    expect((enList.body.results as Body[]).some((r) => r.id === id)).toBe(false);
    const [stored] = await db.select().from(reports).where(eq(reports.id, id));
    expect(stored?.status).toBe('pending');
    // A school admin may change the status at any time.
    const admin = await member({ role: ROLE.SchoolAdmin });
    expect((await setStatus(admin, id, 'finished')).body).toMatchObject({ status: 'finished' });
    expect((await setStatus(admin, id, 'pending')).body).toMatchObject({ status: 'pending' });
    expect(
      (await call('PATCH', `/api/reports/${id}/`, admin.headers, { status: 'gone' })).status,
    ).toBe(400);
  });

  it('cannot target one’s own post, nor a post already removed', async () => {
    const author = await member();
    const reporter = await member();
    const post = await publish(author);
    expect((await report(author, 'post', post)).status).toBe(400);
    const id = (await report(reporter, 'post', post)).body.id as number;
    await setStatus(moderator, id, 'accepted');
    const late = await member();
    expect((await report(late, 'post', post)).status).toBe(404);
  });
});

describe('two decisions at once (PATCH /api/reports/{id}/)', () => {
  /** The notifications of `type` about `key` = `id` that `userId` received. */
  const notificationsOf = async (userId: number, type: string, key: string, id: number) =>
    (
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
    ).filter((n) => (n.data as Body)[key] === id).length;

  async function pendingPostReport() {
    const author = await member();
    const reporter = await member();
    const postId = await publish(author);
    const res = await report(reporter, 'post', postId);
    expect(res.status).toBe(201);
    return { author, reporter, postId, id: res.body.id as number };
  }

  // Bug pinned: two moderators deciding the same report at once both won, each undoing the
  // other's decision and notifying twice (no transaction, no lock, no version check).
  it('lets exactly one of two conflicting decisions win; the other gets 409', async () => {
    const { author, reporter, postId, id } = await pendingPostReport();
    const admin = await member({ role: ROLE.SchoolAdmin });
    const decide = (by: Member, status: string, locale: 'fr' | 'en') =>
      call(
        'PATCH',
        `/api/reports/${id}/`,
        by.headers,
        { status, expected_status: 'pending' },
        locale,
      );
    const [accept, refuse] = await Promise.all([
      decide(moderator, 'accepted', 'en'),
      decide(admin, 'refused', 'fr'),
    ]);
    expect([accept.status, refuse.status].sort()).toEqual([200, 409]);
    const won = accept.status === 200 ? 'accepted' : 'refused';
    const lost = accept.status === 409 ? accept : refuse;
    expect(lost.body).toEqual({
      detail: REPORT_MESSAGES[lost === accept ? 'en' : 'fr'].changedMeanwhile,
    });
    const [row] = await db.select().from(reports).where(eq(reports.id, id));
    expect(row?.status).toBe(won);
    // The winner's effects, once: the post hidden only if accepted, one word to each party.
    expect((await feedIds(author)).includes(postId)).toBe(won === 'refused');
    expect(await notificationsOf(reporter.id, 'report_status', 'report_id', id)).toBe(1);
    expect(await notificationsOf(author.id, 'post_removed', 'post_id', postId)).toBe(
      won === 'accepted' ? 1 : 0,
    );
  });

  it('takes turns without expected_status: the same decision twice applies once', async () => {
    const { author, reporter, postId, id } = await pendingPostReport();
    const admin = await member({ role: ROLE.SchoolAdmin });
    const results = await Promise.all([
      setStatus(moderator, id, 'accepted'),
      setStatus(admin, id, 'accepted'),
    ]);
    // The second sees the report already accepted under the lock: not a move (400).
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await notificationsOf(reporter.id, 'report_status', 'report_id', id)).toBe(1);
    expect(await notificationsOf(author.id, 'post_removed', 'post_id', postId)).toBe(1);
  });
});

describe('validators (GET/PUT /api/validators/)', () => {
  it('lets a school admin give scopes, and refuses members', async () => {
    const admin = await member({ role: ROLE.SchoolAdmin });
    const chosen = await member();
    expect((await call('GET', '/api/validators/', chosen.headers)).status).toBe(403);
    expect(
      (await call('PUT', `/api/validators/${chosen.id}/`, chosen.headers, { scopes: [5] })).status,
    ).toBe(403);
    const set = await call('PUT', `/api/validators/${chosen.id}/`, admin.headers, {
      scopes: [VALIDATOR_SCOPE.Report, VALIDATOR_SCOPE.User, VALIDATOR_SCOPE.Report],
    });
    expect(set.body).toMatchObject({ user: { id: chosen.id }, scopes: [1, 5] });
    // Now a moderator: the reports list opens.
    expect((await call('GET', '/api/reports/', chosen.headers)).status).toBe(200);
    const list = await call('GET', '/api/validators/', admin.headers);
    expect(
      (list.body.results as Body[]).find((v) => (v.user as Body).id === chosen.id),
    ).toMatchObject({ scopes: [1, 5] });
    expect(
      (await call('PUT', `/api/validators/${chosen.id}/`, admin.headers, { scopes: [9] })).status,
    ).toBe(400);
    const enMember = await member({ subdomain: 'campus-en' });
    expect(
      (await call('PUT', `/api/validators/${enMember.id}/`, admin.headers, { scopes: [1] })).body,
    ).toEqual({ non_field_errors: ['This member has no active role in this school.'] });
    await call('PUT', `/api/validators/${chosen.id}/`, admin.headers, { scopes: [] });
    expect((await call('GET', '/api/reports/', chosen.headers)).status).toBe(403);
  });
});
