import { ROLE, VALIDATOR_SCOPE } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { addRole, buildSchool, buildUser } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { notifications, reports } from '../../db/schema/index.ts';

/*
 * Report validation (spec 1 §3 School flags `validate_report`, §4 Reports; spec 2 §6 scope 5
 * Report; docs/areas/feed.md "Report validation"): with the flag on, a post report waits for
 * a moderator and the post stays visible; with it off, the report is accepted on arrival, the
 * post hidden at once, and reports are the admins' alone. The `report` counter counts only
 * what waits. User reports are accepted on arrival either way.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;

beforeAll(async () => {
  // Schools cached for a minute: the flag must apply at once all the same.
  ctx = await createTestApp({ schoolCacheTtlMs: 60_000 });
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

async function person(school: School, role: number = ROLE.Alumni, scopes: number[] = []) {
  const user = await buildUser(db);
  await addRole(db, user.id, school, { role, scopes });
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: school.id,
    subdomain: school.subdomain,
  });
  return { id: user.id, headers };
}
type Person = Awaited<ReturnType<typeof person>>;

/** A school with `validate_report` as given, its admin, a Report validator and three members. */
async function schoolWith(validateReport: boolean) {
  const school = await buildSchool(db, { validateReport });
  return {
    school,
    admin: await person(school, ROLE.SchoolAdmin),
    validator: await person(school, ROLE.Staff, [VALIDATOR_SCOPE.Report]),
    author: await person(school),
    reporter: await person(school),
    reader: await person(school),
  };
}

async function publish(author: Person) {
  const res = await call('POST', '/api/posts/', author.headers, {
    content: '<p>Cheap watches</p>',
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

const reportPost = (by: Person, postId: number) =>
  call('POST', '/api/reports/', by.headers, { type: 'post', object_id: postId, reasons: ['spam'] });

const feedIds = async (viewer: Person) =>
  ((await call('GET', '/api/posts/?page_size=50', viewer.headers)).body.results as Body[]).map(
    (p) => p.id,
  );

const reportCounter = async (viewer: Person) =>
  (await call('GET', '/api/validations/', viewer.headers)).body.report;

const notified = async (userId: number, type: string, postId: number) =>
  (
    await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
  ).filter((n) => (n.data as Body).post_id === postId).length;

const setValidation = (admin: Person, school: School, on: boolean) =>
  call('PUT', `/api/schools/${school.id}/report-validation/`, admin.headers, {
    validate_report: on,
  });

describe('with validate_report on', () => {
  it('keeps a post report pending, the post visible, in the counter and the moderators’ list', async () => {
    const w = await schoolWith(true);
    const post = await publish(w.author);
    expect(await reportCounter(w.validator)).toBe(0);

    const filed = await reportPost(w.reporter, post);
    expect(filed).toMatchObject({ status: 201, body: { status: 'pending' } });
    const id = filed.body.id as number;
    for (const viewer of [w.author, w.reporter, w.reader]) {
      expect(await feedIds(viewer)).toContain(post);
    }
    expect(await notified(w.author.id, 'post_removed', post)).toBe(0);
    // Counted for the Report validator, listed for them and for the admin.
    expect(await reportCounter(w.validator)).toBe(1);
    for (const moderator of [w.validator, w.admin]) {
      const list = await call('GET', '/api/reports/?status=pending', moderator.headers);
      expect(list.status).toBe(200);
      expect((list.body.results as Body[]).map((r) => r.id)).toEqual([id]);
    }
    expect((await call('GET', '/api/reports/', w.reader.headers)).status).toBe(403);

    // The validator's acceptance hides it for everyone.
    const accepted = await call('PATCH', `/api/reports/${id}/`, w.validator.headers, {
      status: 'accepted',
    });
    expect(accepted.body).toMatchObject({ status: 'accepted' });
    expect(await feedIds(w.reader)).not.toContain(post);
    expect(await reportCounter(w.validator)).toBe(0);
  });
});

describe('with validate_report off', () => {
  it('accepts a post report on arrival: the post is hidden for everyone and its author told', async () => {
    const w = await schoolWith(false);
    const post = await publish(w.author);
    const filed = await reportPost(w.reporter, post);
    expect(filed).toMatchObject({ status: 201, body: { status: 'accepted', post: { id: post } } });
    for (const viewer of [w.author, w.reporter, w.reader, w.admin]) {
      expect(await feedIds(viewer)).not.toContain(post);
    }
    expect((await call('GET', `/api/posts/${post}/`, w.reader.headers)).status).toBe(404);
    expect(await notified(w.author.id, 'post_removed', post)).toBe(1);
    // Nothing waits for validation: no count, and a later report finds the post gone.
    expect(await reportCounter(w.validator)).toBe(0);
    expect((await reportPost(w.reader, post)).status).toBe(404);
  });

  it('leaves reports to the admins, who refuse one afterwards to show the post again', async () => {
    const w = await schoolWith(false);
    const post = await publish(w.author);
    const id = (await reportPost(w.reporter, post)).body.id as number;

    // Report validators have nothing to validate: no list, no decision.
    expect((await call('GET', '/api/reports/', w.validator.headers)).status).toBe(403);
    const byValidator = await call('PATCH', `/api/reports/${id}/`, w.validator.headers, {
      status: 'refused',
    });
    expect(byValidator.status).toBe(403);

    // The admin sees it (accepted, with the post) and refuses it: the post shows again.
    const list = await call('GET', '/api/reports/?status=accepted&type=post', w.admin.headers);
    expect((list.body.results as Body[]).find((r) => r.id === id)).toMatchObject({
      post: { id: post },
      can_change_status: true,
    });
    const refused = await call('PATCH', `/api/reports/${id}/`, w.admin.headers, {
      status: 'refused',
    });
    expect(refused.body).toMatchObject({ status: 'refused' });
    for (const viewer of [w.author, w.reporter, w.reader]) {
      expect(await feedIds(viewer)).toContain(post);
    }
    expect(await notified(w.author.id, 'post_restored', post)).toBe(1);

    // A reopened report is listed as pending for the admin, not counted: nothing is validated.
    await call('PATCH', `/api/reports/${id}/`, w.admin.headers, { status: 'pending' });
    const pending = await call('GET', '/api/reports/?status=pending', w.admin.headers);
    expect((pending.body.results as Body[]).map((r) => r.id)).toEqual([id]);
    expect(await reportCounter(w.validator)).toBe(0);
  });

  it('lets the reporter withdraw a report accepted on arrival, which shows the post again', async () => {
    const w = await schoolWith(false);
    const post = await publish(w.author);
    const id = (await reportPost(w.reporter, post)).body.id as number;
    const withdrawn = await call('PATCH', `/api/reports/${id}/`, w.reporter.headers, {
      status: 'cancelled',
    });
    expect(withdrawn.body).toMatchObject({ status: 'cancelled' });
    expect(await feedIds(w.reader)).toContain(post);
  });

  it('hides a post reported twice at once once: one report is filed, the other finds it gone', async () => {
    const w = await schoolWith(false);
    const post = await publish(w.author);
    const results = await Promise.all([reportPost(w.reporter, post), reportPost(w.reader, post)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 404]);
    expect(await notified(w.author.id, 'post_removed', post)).toBe(1);
    const rows = await db.select().from(reports).where(eq(reports.postId, post));
    expect(rows.map((r) => r.status)).toEqual(['accepted']);
  });
});

describe('user reports', () => {
  it('are accepted on arrival whatever the flag (spec 1 §4)', async () => {
    for (const validateReport of [true, false]) {
      const w = await schoolWith(validateReport);
      const post = await publish(w.author);
      const filed = await call('POST', '/api/reports/', w.reporter.headers, {
        type: 'user',
        object_id: w.author.id,
        reasons: ['harassment'],
      });
      expect(filed.body).toMatchObject({ type: 'user', status: 'accepted' });
      // Blocked for the reporter only.
      expect(await feedIds(w.reporter)).not.toContain(post);
      expect(await feedIds(w.reader)).toContain(post);
      expect(await reportCounter(w.validator)).toBe(0);
    }
  });
});

describe('turning report validation on and off', () => {
  it('applies to the next report at once, and the counter follows the flag', async () => {
    const w = await schoolWith(false);
    expect((await setValidation(w.admin, w.school, true)).body).toEqual({ validate_report: true });
    const first = await publish(w.author);
    expect((await reportPost(w.reporter, first)).body.status).toBe('pending');
    expect(await reportCounter(w.validator)).toBe(1);

    // Off: the pending report stays pending (its post visible), uncounted, for the admins.
    expect((await setValidation(w.admin, w.school, false)).body).toEqual({
      validate_report: false,
    });
    expect(await reportCounter(w.validator)).toBe(0);
    expect(await feedIds(w.reader)).toContain(first);
    expect((await call('GET', '/api/reports/', w.validator.headers)).status).toBe(403);
    const second = await publish(w.author);
    expect((await reportPost(w.reporter, second)).body.status).toBe('accepted');
    expect(await feedIds(w.reader)).not.toContain(second);

    // On again: the report left pending is counted again.
    await setValidation(w.admin, w.school, true);
    expect(await reportCounter(w.validator)).toBe(1);
    expect((await call('GET', '/api/reports/', w.validator.headers)).status).toBe(200);
  });
});
