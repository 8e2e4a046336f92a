import { ROLE } from '@alumni/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Headers, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import {
  addRole,
  buildArticle,
  buildMember,
  buildPost,
  buildSchool,
  buildUser,
  signedInMember,
} from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { articles, posts, userRoles, users } from '../../db/schema/index.ts';
import { BULK_RUN_JOB } from '../../platform/bulk-operations.ts';

/*
 * Deletion of members (issue 34 item 1; spec 1 §5 "Mass delete with content conflict: choose
 * delete or reassign; the reassignment target must be a different user", spec 2 §8 "Mass
 * deletion blocked when users own content"): the preview, the three answers to content,
 * the last admin, the admin themselves, a member of another school keeping their account.
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

const DELETE = '/api/members/deletions/';
const PREVIEW = '/api/members/deletions/preview/';
const drain = () => ctx.app.queue.drain([BULK_RUN_JOB]);

interface NotReached {
  user: { id: number };
  reason: string;
}

async function schoolWithAdmin() {
  const school = await buildSchool(db);
  const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
  return { school, admin };
}

/** Starts a deletion, runs it, and answers the finished operation. */
async function runDeletion(headers: Headers, body: Record<string, unknown>) {
  const res = await call('POST', DELETE, headers, body);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  await drain();
  const op = await call('GET', `/api/bulk-operations/${res.body.id}/`, headers);
  return op.body as { status: string; total: number; processed: number; not_reached: NotReached[] };
}

const existing = async (ids: number[]) =>
  (await db.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map((u) => u.id);

describe('POST /api/members/deletions/', () => {
  it('without a content choice deletes members owning nothing and lists the owners', async () => {
    const { school, admin } = await schoolWithAdmin();
    const plain = await buildMember(db, school.id);
    const author = await buildMember(db, school.id);
    await buildPost(db, school.id, author.id);
    const preview = await call('POST', PREVIEW, admin.headers, {
      user_ids: [plain.id, author.id, admin.id],
    });
    expect(preview.body).toEqual({
      total: 3,
      owning_content: 1,
      includes_self: true,
      last_admins: 0,
    });
    const op = await runDeletion(admin.headers, { user_ids: [plain.id, author.id, admin.id] });
    expect(op).toMatchObject({ status: 'completed', total: 3, processed: 3 });
    expect(op.not_reached.map((n) => [n.user.id, n.reason]).sort()).toEqual(
      [
        [author.id, 'owns_content'],
        [admin.id, 'self'],
      ].sort(),
    );
    expect(await existing([plain.id, author.id, admin.id])).toEqual(
      [author.id, admin.id].sort((a, b) => a - b),
    );
  });

  it('deletes the content with content=delete, gives it to the heir with reassign', async () => {
    const { school, admin } = await schoolWithAdmin();
    const heir = await buildMember(db, school.id);
    const a = await buildMember(db, school.id);
    const b = await buildMember(db, school.id);
    const postA = await buildPost(db, school.id, a.id);
    const articleB = await buildArticle(db, school.id, b.id);
    await runDeletion(admin.headers, { user_ids: [a.id], content: 'delete' });
    expect(await db.select().from(posts).where(eq(posts.id, postA.id))).toEqual([]);
    const op = await runDeletion(admin.headers, {
      user_ids: [b.id],
      content: 'reassign',
      reassign_to: heir.id,
    });
    expect(op.not_reached).toEqual([]);
    const [kept] = await db.select().from(articles).where(eq(articles.id, articleB.id));
    expect(kept?.authorId).toBe(heir.id);
    expect(await existing([a.id, b.id, heir.id])).toEqual([heir.id]);
  });

  it('refuses an heir among the deleted, outside the school or missing (400)', async () => {
    const { school, admin } = await schoolWithAdmin();
    const a = await buildMember(db, school.id);
    const outsider = await buildUser(db);
    for (const body of [
      { user_ids: [a.id], content: 'reassign', reassign_to: a.id },
      { user_ids: [a.id], content: 'reassign', reassign_to: outsider.id },
      { user_ids: [a.id], content: 'reassign' },
    ]) {
      const res = await call('POST', DELETE, admin.headers, body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual(['reassign_to']);
    }
    const member = await signedInMember(db, school);
    expect((await call('POST', DELETE, member.headers, { user_ids: [a.id] })).status).toBe(403);
    expect((await call('POST', PREVIEW, member.headers, { user_ids: [a.id] })).status).toBe(403);
  });

  it('keeps the last admin, and the account of a member of another school', async () => {
    const school = await buildSchool(db);
    const other = await buildSchool(db);
    const root = await buildUser(db, { isSuperuser: true });
    const headers = await sessionHeaders(db, {
      userId: root.id,
      schoolId: school.id,
      subdomain: school.subdomain,
    });
    const onlyAdmin = await buildMember(db, school.id, { role: ROLE.SchoolAdmin });
    const twoSchools = await buildMember(db, school.id);
    await addRole(db, twoSchools.id, other);
    const preview = await call('POST', PREVIEW, headers, { user_ids: [onlyAdmin.id] });
    expect(preview.body).toMatchObject({ last_admins: 1 });
    const op = await runDeletion(headers, { user_ids: [onlyAdmin.id, twoSchools.id] });
    expect(op.not_reached.map((n) => [n.user.id, n.reason])).toEqual([
      [onlyAdmin.id, 'last_admin'],
    ]);
    const roles = await db
      .select({ schoolId: userRoles.schoolId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, twoSchools.id)));
    expect(roles.map((r) => r.schoolId)).toEqual([other.id]);
    expect(await existing([twoSchools.id])).toEqual([twoSchools.id]);
  });
});
