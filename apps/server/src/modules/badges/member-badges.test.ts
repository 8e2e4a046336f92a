import { ROLE } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { addRole, buildSchool, signedInMember } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { schoolBadges, userBadges } from '../../db/schema/index.ts';

/*
 * Badges members hold (issue 31 item 8; spec 2 §6 "School admins … give badges"; spec 1 §3
 * User school settings `school_badges`): given and taken one at a time by the school's admins,
 * shown in the profile, the directory and the member's settings; the directory filters by them.
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

/** A school with an admin, two members and badges `icons` (their ids in that order). */
async function schoolWithBadges(icons: string[]) {
  const school = await buildSchool(db);
  const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
  const alice = await signedInMember(db, school);
  const bob = await signedInMember(db, school, { role: ROLE.Student });
  const rows = await db
    .insert(schoolBadges)
    .values(
      icons.map((icon, i) => ({
        schoolId: school.id,
        icon,
        title: { fr: `Badge ${i}`, en: '' },
        description: { fr: '', en: '' },
      })),
    )
    .returning({ id: schoolBadges.id });
  return { school, admin, alice, bob, badges: rows.map((r) => r.id) };
}

const holdings = async (school: School) =>
  (await db.select().from(userBadges).where(eq(userBadges.schoolId, school.id)))
    .map((h) => `${h.userId}:${h.badgeId}`)
    .sort();

describe("a member's badges", () => {
  it('are given and taken one at a time, again without a change', async () => {
    const { school, admin, alice, badges } = await schoolWithBadges(['🎓', '🏆']);
    const [first = 0, second = 0] = badges;
    const url = (badge: number) => `/api/users/${alice.id}/badges/${badge}/`;
    expect(await call('PUT', url(second), admin.headers)).toEqual({
      status: 200,
      body: { badges: [second] },
    });
    expect(await call('PUT', url(first), admin.headers)).toEqual({
      status: 200,
      body: { badges: [first, second] },
    });
    // Giving it again: the same answer, one holding.
    expect((await call('PUT', url(first), admin.headers)).body).toEqual({
      badges: [first, second],
    });
    expect(await holdings(school)).toEqual([`${alice.id}:${first}`, `${alice.id}:${second}`]);
    const [given] = await db
      .select()
      .from(userBadges)
      .where(and(eq(userBadges.userId, alice.id), eq(userBadges.badgeId, first)));
    expect(given?.givenBy).toBe(admin.id);

    expect(await call('DELETE', url(second), admin.headers)).toEqual({
      status: 200,
      body: { badges: [first] },
    });
    // Taking one not held: no change.
    expect((await call('DELETE', url(second), admin.headers)).body).toEqual({ badges: [first] });
    expect(await holdings(school)).toEqual([`${alice.id}:${first}`]);
  });

  it('show in the profile, the directory and the settings, and filter the directory', async () => {
    const { admin, alice, bob, badges } = await schoolWithBadges(['🎓', '🏆', '🤝']);
    const [ambassador = 0, juror = 0, mentor = 0] = badges;
    for (const [who, badge] of [
      [alice, mentor],
      [alice, ambassador],
      [bob, juror],
    ] as const) {
      await call('PUT', `/api/users/${who.id}/badges/${badge}/`, admin.headers);
    }
    const profile = await call('GET', `/api/users/${alice.id}/profile/`, bob.headers);
    expect(profile.body.badges).toEqual([ambassador, mentor]);
    const settings = await call('GET', '/api/users/me/settings/', alice.headers);
    expect(settings.body.school_badges).toEqual([ambassador, mentor]);

    type Entry = { id: number; badges: number[] };
    const directory = async (query: string) => {
      const answer = await call('GET', `/api/directory/${query}`, bob.headers);
      expect(answer.status).toBe(200);
      return (answer.body.results as Entry[]).map((e) => [e.id, e.badges]);
    };
    const everyone = await directory('');
    expect(everyone).toContainEqual([alice.id, [ambassador, mentor]]);
    expect(everyone).toContainEqual([bob.id, [juror]]);
    expect(everyone).toContainEqual([admin.id, []]);
    expect(await directory(`?badge=${mentor}`)).toEqual([[alice.id, [ambassador, mentor]]]);
    expect((await directory(`?badge=${juror},${mentor}`)).map(([id]) => id).sort()).toEqual(
      [alice.id, bob.id].sort(),
    );
    // With another filter, both apply; the admin list and the map take the filter too.
    expect(await directory(`?badge=${juror}&roles=${ROLE.Alumni}`)).toEqual([]);
    const list = await call('GET', `/api/directory/?type=list&badge=${juror}`, admin.headers);
    expect((list.body.results as Entry[]).map((e) => e.id)).toEqual([bob.id]);
    const map = await call('GET', `/api/directory/map/?badge=${mentor}`, bob.headers);
    expect(map.body.count).toBe(1);
    const recent = await call('GET', '/api/directory/recent/', bob.headers);
    expect(recent.body.results as Entry[]).toContainEqual(
      expect.objectContaining({ id: bob.id, badges: [juror] }),
    );
    expect((await call('GET', '/api/directory/?badge=x', bob.headers)).status).toBe(400);
  });

  it("are given by the school's admins only, to its own members, of its own badges", async () => {
    const { school, admin, alice, bob, badges } = await schoolWithBadges(['🎓']);
    const [badge = 0] = badges;
    const other = await schoolWithBadges(['🏆']);
    const [theirBadge = 0] = other.badges;
    const url = (user: number, id: number) => `/api/users/${user}/badges/${id}/`;

    const anonymous = { host: admin.headers.host ?? '' };
    expect((await call('PUT', url(alice.id, badge), anonymous)).status).toBe(401);
    expect((await call('DELETE', url(alice.id, badge), anonymous)).status).toBe(401);
    // A member cannot give one, even to themselves; a validator neither.
    expect((await call('PUT', url(alice.id, badge), alice.headers)).status).toBe(403);
    expect((await call('DELETE', url(alice.id, badge), bob.headers)).status).toBe(403);
    const validator = await signedInMember(db, school, { role: ROLE.Staff, scopes: 'all' });
    expect((await call('PUT', url(bob.id, badge), validator.headers)).status).toBe(403);
    // Another school's member or badge is not found; nor is anyone unknown.
    expect((await call('PUT', url(other.alice.id, badge), admin.headers)).status).toBe(404);
    expect((await call('DELETE', url(other.alice.id, badge), admin.headers)).status).toBe(404);
    expect((await call('PUT', url(alice.id, theirBadge), admin.headers)).status).toBe(404);
    expect((await call('DELETE', url(alice.id, theirBadge), admin.headers)).status).toBe(404);
    expect((await call('PUT', url(99_999_999, badge), admin.headers)).status).toBe(404);
    // Bad ids are refused before anything is looked up.
    expect((await call('PUT', `/api/users/${alice.id}/badges/x/`, admin.headers)).status).toBe(400);
    expect((await call('PUT', `/api/users/0/badges/${badge}/`, admin.headers)).status).toBe(400);
    expect(await holdings(school)).toEqual([]);
    expect(await holdings(other.school)).toEqual([]);

    // A member of both schools gets the badge of the school whose host is asked only.
    await addRole(db, other.alice.id, school);
    expect((await call('PUT', url(other.alice.id, badge), admin.headers)).status).toBe(200);
    expect(await holdings(other.school)).toEqual([]);
    expect(await holdings(school)).toEqual([`${other.alice.id}:${badge}`]);
  });
});
