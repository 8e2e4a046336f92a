import { ROLE } from '@alumni/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { addRole, buildSchool, buildUser } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { groupMembers, groups } from '../../db/schema/index.ts';

/*
 * Events organised by a group (issue 33 item 4): `group_id` names an active group the author
 * manages (admins: any), 400 otherwise; the event's page names the group; the group's page
 * lists its upcoming published events the viewer may open.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;
let school: School;
let other: School;
let sequence = 0;

async function member(opts: Parameters<typeof addRole>[3] = {}, where: School = school) {
  const user = await buildUser(db);
  await addRole(db, user.id, where, opts);
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: where.id,
    subdomain: where.subdomain,
  });
  return { id: user.id, headers };
}
type Member = Awaited<ReturnType<typeof member>>;

/** A group of `where` whose manager is `manager` (active unless `state` says otherwise). */
async function group(manager: Member, opts: { state?: number; where?: School } = {}) {
  sequence += 1;
  const where = opts.where ?? school;
  const [row] = await db
    .insert(groups)
    .values({
      schoolId: where.id,
      authorId: manager.id,
      title: `Club ${sequence}`,
      slug: `club-${sequence}`,
      thumbnailKey: 'groups/t.webp',
      headerKey: 'groups/h.webp',
      category: 'culture',
      visibility: 'private',
      state: opts.state ?? 3,
      validated: true,
    })
    .returning();
  if (!row) throw new Error('group insert returned nothing');
  await db.insert(groupMembers).values({
    groupId: row.id,
    userId: manager.id,
    schoolId: where.id,
    status: 'member',
    role: 'manager',
  });
  return row;
}

const day = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * day).toISOString();
const body = (over: Body = {}) => ({
  title: 'Club night',
  type: 'on_site',
  address: '1 rue de Rivoli',
  city: 'Paris',
  organizer: 'The club',
  start_at: inDays(10),
  end_at: inDays(10.1),
  publish_at: inDays(-0.01),
  category: 'afterwork',
  registration_type: 'none',
  ...over,
});

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db);
  other = await buildSchool(db);
});
afterAll(() => ctx.close());

describe('an event organised by a group', () => {
  it('is written by its manager, named on its page and listed on the group’s page', async () => {
    const manager = await member();
    const reader = await member();
    const club = await group(manager);
    const res = await call('POST', '/api/events/', manager.headers, body({ group_id: club.id }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      group_id: club.id,
      group: { id: club.id, title: club.title, slug: club.slug },
    });
    const past = await call(
      'POST',
      '/api/events/',
      manager.headers,
      body({ title: 'Later night', group_id: club.id, start_at: inDays(20), end_at: inDays(20.1) }),
    );
    expect(past.status).toBe(201);
    await call('POST', '/api/events/', manager.headers, body({ title: 'No club' }));
    // A non-member of the private group sees the events as any event, and the group's list.
    const seen = await call('GET', `/api/events/${res.body.id}/`, reader.headers);
    expect(seen.body).toMatchObject({ group: { id: club.id } });
    const listed = await call('GET', `/api/groups/${club.id}/events/`, reader.headers);
    expect(listed.status).toBe(200);
    expect(listed.body.count).toBe(2);
    expect((listed.body.results as Body[]).map((e) => e.title)).toEqual([
      'Club night',
      'Later night',
    ]);
    // Another school's member finds no group there.
    const stranger = await member({}, other);
    expect((await call('GET', `/api/groups/${club.id}/events/`, stranger.headers)).status).toBe(
      404,
    );
  });

  it('refuses a group the author does not manage, an inactive or unknown one (400)', async () => {
    const manager = await member();
    const author = await member();
    const club = await group(manager);
    const pending = await group(author, { state: 2 });
    const elsewhere = await group(await member({}, other), { where: other });
    for (const groupId of [club.id, pending.id, elsewhere.id, 999_999]) {
      const res = await call('POST', '/api/events/', author.headers, body({ group_id: groupId }));
      expect(res, `group ${groupId}`).toEqual({
        status: 400,
        body: {
          group_id: [
            'Choose an active group you manage: only its managers organise an event in its name.',
          ],
        },
      });
    }
    const wrongType = await call('POST', '/api/events/', author.headers, body({ group_id: 'x' }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toHaveProperty('group_id');
    // A school admin manages every group.
    const admin = await member({ role: ROLE.SchoolAdmin });
    const byAdmin = await call('POST', '/api/events/', admin.headers, body({ group_id: club.id }));
    expect(byAdmin.body).toMatchObject({ group_id: club.id });
  });

  it('refuses moving it to a group its editor does not manage, and takes the group off', async () => {
    const manager = await member();
    const admin = await member({ role: ROLE.SchoolAdmin });
    const club = await group(manager);
    const made = await call('POST', '/api/events/', manager.headers, body({ group_id: club.id }));
    const id = made.body.id as number;
    const stolen = await call('PUT', `/api/events/${id}/`, manager.headers, {
      ...body({ title: 'Club night 2' }),
      group_id: (await group(admin)).id,
    });
    expect(stolen.status).toBe(400);
    const edited = await call('PUT', `/api/events/${id}/`, manager.headers, {
      ...body({ title: 'Club night 2' }),
      group_id: null,
    });
    expect(edited.body).toMatchObject({ title: 'Club night 2', group_id: null, group: null });
  });
});
