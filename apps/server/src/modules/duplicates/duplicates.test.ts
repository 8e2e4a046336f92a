import { ROLE } from '@alumni/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import {
  addRole,
  buildPost,
  buildSchool,
  buildUser,
  signedInMember,
} from '../../../test/factories.ts';
import { buildJobAd, buildJobApplication } from '../../../test/jobs.ts';
import type { Db } from '../../db/client.ts';
import {
  auditChanges,
  auditLog,
  jobApplications,
  postLikes,
  posts,
  userRoles,
  users,
} from '../../db/schema/index.ts';

/*
 * Duplicate users (issue 34 item 5; spec 1 §5 "duplicate merge needs a choice per conflict",
 * spec 2 §8 "Cannot merge users from another school"): detection variants, the merge of two
 * duplicates with nothing lost and in the audit log, field choices, the walls between
 * schools, and the super user's identity merge.
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

const LIST = '/api/duplicates/';
const MERGE = '/api/duplicates/merges/';

async function schoolWithAdmin() {
  const school = await buildSchool(db);
  const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
  return { school, admin };
}

async function set(id: number, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, id));
}

describe('GET /api/duplicates/', () => {
  it('pairs e-mail variants, name and birth date, external reference, in the school only', async () => {
    const { school, admin } = await schoolWithAdmin();
    const other = await buildSchool(db);
    const a = await buildUser(db, { email: 'Jean.Dupont@gmail.com' });
    const b = await buildUser(db, { email: 'jeandupont+ecole@googlemail.com' });
    const c = await buildUser(db, { firstName: 'Léa', lastName: 'Martin' });
    const d = await buildUser(db, { firstName: 'lea', lastName: 'MARTIN' });
    await set(c.id, { dateBirth: '1990-05-06' });
    await set(d.id, { dateBirth: '1990-05-06' });
    const e = await buildUser(db);
    const f = await buildUser(db);
    await set(e.id, { externalRef: 'X-42' });
    await set(f.id, { externalRef: 'x-42' });
    const outsider = await buildUser(db, { email: 'j.e.a.n.dupont@gmail.com' });
    for (const u of [a, b, c, d, e, f]) await addRole(db, u.id, school);
    await addRole(db, outsider.id, other);

    const res = await call('GET', LIST, admin.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const results = res.body.results as {
      users: { id: number; schools: { id: number }[] }[];
      reasons: string[];
      conflicts: string[];
    }[];
    const byPair = results.map((p) => [p.users.map((u) => u.id), p.reasons]);
    expect(byPair).toEqual([
      [[a.id, b.id], ['email']],
      [[c.id, d.id], ['name_birth']],
      [[e.id, f.id], ['external_ref']],
    ]);
    expect(results[0]?.conflicts).toContain('email');
    // A school admin never learns where else a member belongs.
    expect(results[0]?.users[0]?.schools.map((s) => s.id)).toEqual([school.id]);

    const member = await signedInMember(db, school);
    expect((await call('GET', LIST, member.headers)).status).toBe(403);
    expect((await call('GET', `${LIST}?across_schools=true`, admin.headers)).status).toBe(403);
  });
});

describe('POST /api/duplicates/merges/', () => {
  it('merges two duplicates with posts, roles and applications, nothing lost, in the audit log', async () => {
    const { school, admin } = await schoolWithAdmin();
    const keep = await buildUser(db, { email: 'ana@example.org', city: 'Paris', lastName: 'Lima' });
    const merge = await buildUser(db, { email: 'anâ@example.org', city: 'Lyon', lastName: 'Lima' });
    await set(merge.id, { phone: '+33102030405' });
    await addRole(db, keep.id, school, { role: ROLE.Alumni });
    await addRole(db, merge.id, school, { role: ROLE.Alumni });
    await addRole(db, merge.id, school, { role: ROLE.Student });
    const keepPost = await buildPost(db, school.id, keep.id);
    const mergePost = await buildPost(db, school.id, merge.id);
    await db.insert(postLikes).values([
      { postId: keepPost.id, schoolId: school.id, userId: keep.id },
      { postId: keepPost.id, schoolId: school.id, userId: merge.id },
    ]);
    const ad = await buildJobAd(db, school.id, admin.id);
    const ad2 = await buildJobAd(db, school.id, admin.id);
    await buildJobApplication(db, school.id, ad.id, keep.id, { cvKey: 'k1' });
    await buildJobApplication(db, school.id, ad.id, merge.id, { cvKey: 'k2' });
    const moved = await buildJobApplication(db, school.id, ad2.id, merge.id, { cvKey: 'k3' });

    // Both e-mails and cities are set and differ: a choice for each.
    const unchosen = await call('POST', MERGE, admin.headers, {
      keep_id: keep.id,
      merge_id: merge.id,
      choices: { email: 'keep' },
    });
    expect(unchosen.status).toBe(400);
    expect(unchosen.body).toEqual({ city: ['Choose which value to keep.'] });

    const res = await call('POST', MERGE, admin.headers, {
      keep_id: keep.id,
      merge_id: merge.id,
      choices: { email: 'merge', city: 'keep' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({
      id: keep.id,
      email: 'anâ@example.org',
      city: 'Paris',
      phone: '+33102030405',
    });
    expect(await db.select().from(users).where(eq(users.id, merge.id))).toEqual([]);
    const roles = await db.select().from(userRoles).where(eq(userRoles.userId, keep.id));
    expect(roles.map((r) => r.role).sort()).toEqual([ROLE.Alumni, ROLE.Student].sort());
    const authored = await db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.authorId, keep.id));
    expect(authored.map((p) => p.id).sort()).toEqual([keepPost.id, mergePost.id].sort());
    const likes = await db.select().from(postLikes).where(eq(postLikes.postId, keepPost.id));
    expect(likes.map((l) => l.userId)).toEqual([keep.id]);
    const applications = await db
      .select({ id: jobApplications.id, ad: jobApplications.jobAdId })
      .from(jobApplications)
      .where(eq(jobApplications.userId, keep.id));
    expect(applications.map((a) => a.ad).sort()).toEqual([ad.id, ad2.id].sort());
    expect(applications.map((a) => a.id)).toContain(moved.id);

    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.schoolId, school.id))
      .orderBy(auditLog.id);
    expect(entry).toMatchObject({ method: 'POST', actorId: admin.id });
    const changes = await db
      .select()
      .from(auditChanges)
      .where(eq(auditChanges.txid, entry?.txid ?? 0));
    const tables = new Set(changes.map((c) => c.tableName));
    for (const t of ['users', 'posts', 'user_roles', 'job_applications'])
      expect(tables).toContain(t);
  });

  it('refuses other schools, the same user, the admin merging themselves, others than admins', async () => {
    const { school, admin } = await schoolWithAdmin();
    const other = await buildSchool(db);
    const here = await buildUser(db);
    const there = await buildUser(db);
    const both = await buildUser(db);
    await addRole(db, here.id, school);
    await addRole(db, there.id, other);
    await addRole(db, both.id, school);
    await addRole(db, both.id, other);
    const otherSchool = { non_field_errors: ['Cannot merge users from another school.'] };
    for (const [keepId, mergeId] of [
      [here.id, there.id],
      [here.id, both.id],
    ]) {
      const res = await call('POST', MERGE, admin.headers, { keep_id: keepId, merge_id: mergeId });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(otherSchool);
    }
    const same = await call('POST', MERGE, admin.headers, { keep_id: here.id, merge_id: here.id });
    expect(same.status).toBe(400);
    const self = await call('POST', MERGE, admin.headers, { keep_id: here.id, merge_id: admin.id });
    expect(self.status).toBe(400);
    const across = await call('POST', MERGE, admin.headers, {
      keep_id: here.id,
      merge_id: there.id,
      across_schools: true,
    });
    expect(across.status).toBe(403);
    const member = await signedInMember(db, school);
    const refused = await call('POST', MERGE, member.headers, {
      keep_id: here.id,
      merge_id: both.id,
    });
    expect(refused.status).toBe(403);
    expect(
      await db
        .select()
        .from(users)
        .where(inArray(users.id, [there.id, both.id])),
    ).toHaveLength(2);
  });

  it("lets a super user merge identities across schools: one account, both schools' roles", async () => {
    const [a, b] = [await buildSchool(db), await buildSchool(db)];
    const root = await buildUser(db, { isSuperuser: true });
    const headers = await sessionHeaders(db, {
      userId: root.id,
      schoolId: a.id,
      subdomain: a.subdomain,
    });
    const keep = await buildUser(db, { email: 'li.wei@gmail.com', lastName: 'Wei' });
    const merge = await buildUser(db, { email: 'liwei+b@gmail.com', lastName: 'Wei' });
    await addRole(db, keep.id, a);
    await addRole(db, merge.id, b);
    const post = await buildPost(db, b.id, merge.id);
    const listed = await call('GET', `${LIST}?across_schools=true`, headers);
    expect(listed.status).toBe(200);
    const res = await call('POST', MERGE, headers, {
      keep_id: keep.id,
      merge_id: merge.id,
      choices: { email: 'keep' },
      across_schools: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const schoolsOfKeep = (res.body.user as { schools: { id: number }[] }).schools.map((s) => s.id);
    expect(schoolsOfKeep.sort()).toEqual([a.id, b.id].sort());
    const [moved] = await db.select().from(posts).where(eq(posts.id, post.id));
    expect(moved?.authorId).toBe(keep.id);
  });
});
