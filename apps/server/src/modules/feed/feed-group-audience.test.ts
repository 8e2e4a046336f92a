import { ROLE } from '@alumni/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { addRole, type BuiltSchool, buildSchool, buildUser } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { groupMembers, groups, posts } from '../../db/schema/index.ts';

/*
 * The school feed's group scoping once it is part of the page's prepared statement (issue 35
 * item 4; it was a query of its own before): where the school filters groups by audience
 * (`has_filter_club`), a public group's posts reach the members its filters admit, its author
 * and its members, and nobody else — whoever ran the same statement before them.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: BuiltSchool;

async function reader(degreeId: number, role: number = ROLE.Alumni) {
  const user = await buildUser(db);
  await addRole(db, user.id, school, { role, degreeId });
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: school.id,
    subdomain: school.subdomain,
  });
  return { id: user.id, headers };
}

const feedIds = async (headers: Record<string, string>) =>
  ((await call('GET', '/api/posts/', headers)).body.results as Body[]).map((p) => p.id);

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db, { hasFilterClub: true }, { degrees: ['Law', 'Arts'] });
});
afterAll(() => ctx.close());

describe('the school feed of a school that filters groups by audience', () => {
  it('shows a public group’s posts to the members its filters admit, and to its own', async () => {
    const [law, arts] = school.degrees;
    if (!law || !arts) throw new Error('degrees missing');
    const author = await reader(law.id);
    const lawyer = await reader(law.id);
    const artist = await reader(arts.id);
    const joining = await reader(arts.id);
    const [group] = await db
      .insert(groups)
      .values({
        schoolId: school.id,
        authorId: author.id,
        title: 'Moot court',
        slug: 'moot-court',
        thumbnailKey: 'groups/t.webp',
        headerKey: 'groups/h.webp',
        category: 'sport',
        visibility: 'public',
        state: 3,
        validated: true,
        filterDegrees: [law.id],
      })
      .returning();
    if (!group) throw new Error('group insert returned nothing');
    await db
      .insert(groupMembers)
      .values({ groupId: group.id, userId: joining.id, schoolId: school.id, status: 'pending' });
    const [inGroup] = await db
      .insert(posts)
      .values({
        schoolId: school.id,
        authorId: author.id,
        content: '<p>Law</p>',
        groupId: group.id,
      })
      .returning();
    const [plain] = await db
      .insert(posts)
      .values({ schoolId: school.id, authorId: artist.id, content: '<p>All</p>' })
      .returning();
    if (!inGroup || !plain) throw new Error('post insert returned nothing');

    // The artist first: the statement is prepared for a reader the filters leave out.
    expect(await feedIds(artist.headers)).toEqual([plain.id]);
    expect(await feedIds(lawyer.headers)).toEqual([plain.id, inGroup.id]);
    expect(await feedIds(author.headers)).toEqual([plain.id, inGroup.id]);
    expect(await feedIds(joining.headers)).toEqual([plain.id, inGroup.id]);
    // A school admin sees every active group.
    const admin = await reader(arts.id, ROLE.SchoolAdmin);
    expect(await feedIds(admin.headers)).toEqual([plain.id, inGroup.id]);
  });
});
