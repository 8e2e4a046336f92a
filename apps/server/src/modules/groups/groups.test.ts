import { ROLE, VALIDATOR_SCOPE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Body } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { type addRole, buildSchool, signedInMember } from '../../../test/factories.ts';
import { buildGroup, groupBody, uploadGroupImages } from '../../../test/groups.ts';
import { multipart, tinyPng } from '../../../test/tenant-bodies.ts';
import { mediaDir } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { groupMembers, refusalReasons } from '../../db/schema/index.ts';
import { readMedia } from '../../platform/images.ts';

/*
 * Interest groups (issue 33 items 1–2; spec 1 §5 Group, spec 2 §9): creating a group with its
 * two images, its creator its first manager; the rules answered 400 per field; validation by
 * Club validators where the school has `validate_club` (refusal reasons of `club`, history);
 * who sees a pending, private or restricted group; editing and deleting by managers; 401,
 * 403, and 404 for another school's group.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;
let school: School;
let validating: School;
let elsewhere: School;

/** A member of `where` with the images they uploaded for a group. */
async function creator(where: School = school, opts: Parameters<typeof addRole>[3] = {}) {
  const who = await signedInMember(db, where, opts);
  const images = await uploadGroupImages(ctx.app, db, {
    userId: who.id,
    schoolId: where.id,
    subdomain: where.subdomain,
  });
  return { ...who, images };
}

/** Creates a group as `who` through the API; returns the answer's body. */
async function create(who: Awaited<ReturnType<typeof creator>>, over: Body = {}) {
  const res = await call('POST', '/api/groups/', who.headers, groupBody(who.images, over));
  expect(res.status).toBe(201);
  return res.body;
}

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db);
  validating = await buildSchool(db, { validateClub: true });
  elsewhere = await buildSchool(db);
});
afterAll(() => ctx.close());

describe('creating a group (spec 1 §5 Group)', () => {
  it('creates an active group whose creator is its first manager', async () => {
    const me = await creator();
    const group = await create(me, { title: 'Club de voile', visibility: 'private' });
    expect(group).toMatchObject({
      title: 'Club de voile',
      slug: 'club-de-voile',
      status: 'published',
      visibility: 'private',
      member_count: 1,
      managers: [{ id: me.id }],
      membership: { status: 'member', role: 'manager', notify_posts: true },
      can_manage: true,
      can_post: true,
      can_read_posts: true,
      thumbnail: { width: 300, height: 300 },
      header: { width: 800, height: 480 },
    });
    const history = await call('GET', `/api/groups/${group.id}/history/`, me.headers);
    expect(history.body).toMatchObject([{ action: 'create', to: 'published' }]);
    const mine = await call('GET', '/api/groups/?filter=mine', me.headers);
    expect((mine.body.results as Body[]).map((g) => g.id)).toContain(group.id);
  });

  it('answers 400 per bad field', async () => {
    const me = await creator();
    const someone = await creator();
    const cases: [Body, string][] = [
      [{ title: 'x'.repeat(51) }, 'title'],
      [{ title: '' }, 'title'],
      [{ slug: 'Pas un slug' }, 'slug'],
      [{ slug: 'x'.repeat(51) }, 'slug'],
      [{ description: 'x'.repeat(501) }, 'description'],
      [{ thumbnail: '' }, 'thumbnail'],
      [{ header: someone.images.header }, 'header'],
      [{ thumbnail: me.images.header }, 'thumbnail'],
      [{ category: 'cooking' }, 'category'],
      [{ visibility: 'secret' }, 'visibility'],
      [{ filter_roles: [ROLE.Alumni] }, 'filter_roles'],
    ];
    for (const [over, field] of cases) {
      const res = await call('POST', '/api/groups/', me.headers, groupBody(me.images, over));
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body), field).toEqual([field]);
    }
    await create(me, { title: 'Taken slug', slug: 'taken-slug' });
    const taken = await call(
      'POST',
      '/api/groups/',
      me.headers,
      groupBody(me.images, { slug: 'taken-slug' }),
    );
    expect(taken).toEqual({
      status: 400,
      body: { slug: ['This address is already used by another group.'] },
    });
  });

  it('stores the thumbnail at 300×300 and the header at 800×480, as WebP', async () => {
    const me = await signedInMember(db, school);
    for (const [kind, width, height] of [
      ['thumbnail', 300, 300],
      ['header', 800, 480],
    ] as const) {
      const body = multipart('x.png', 'image/png', await tinyPng());
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/groups/images/?kind=${kind}`,
        headers: { ...me.headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(201);
      const { key } = res.json() as { key: string };
      const stored = await readMedia(mediaDir(ctx.config), key);
      const meta = await sharp(stored ?? Buffer.alloc(0)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    }
    const bad = multipart('x.png', 'image/png', Buffer.from('not an image'));
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/groups/images/?kind=header',
      headers: { ...me.headers, 'content-type': bad.contentType },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(400);
    const noKind = await call('POST', '/api/groups/images/?kind=banner', me.headers);
    expect(noKind.status).toBe(400);
  });

  it('answers 401 to anonymous callers and 403 without the clubs view', async () => {
    expect((await call('GET', '/api/groups/', null)).status).toBe(401);
    const prospect = await signedInMember(db, school, { role: ROLE.Prospect });
    expect((await call('GET', '/api/groups/', prospect.headers)).status).toBe(403);
  });
});

describe('validation by Club validators (validate_club)', () => {
  it('keeps a new group pending, seen by its author and validators only, until validated', async () => {
    const author = await creator(validating);
    const reader = await signedInMember(db, validating);
    const validator = await signedInMember(db, validating, {
      role: ROLE.Staff,
      scopes: [VALIDATOR_SCOPE.Club],
    });
    const group = await create(author, { title: 'Pending club' });
    expect(group).toMatchObject({ status: 'pending', can_join: false });
    expect((await call('GET', `/api/groups/${group.id}/`, reader.headers)).status).toBe(404);
    const all = await call('GET', '/api/groups/', reader.headers);
    expect((all.body.results as Body[]).map((g) => g.id)).not.toContain(group.id);
    const queue = await call('GET', '/api/groups/?filter=pending', validator.headers);
    expect((queue.body.results as Body[]).map((g) => g.id)).toContain(group.id);
    expect((await call('GET', '/api/validations/', validator.headers)).body).toMatchObject({
      club: 1,
    });
    const forbidden = await call('POST', `/api/groups/${group.id}/review/`, reader.headers, {
      decision: 'validate',
    });
    expect(forbidden.status).toBe(403);
    const validated = await call('POST', `/api/groups/${group.id}/review/`, validator.headers, {
      decision: 'validate',
    });
    expect(validated.body).toMatchObject({ status: 'published', validated: true });
    const again = await call('POST', `/api/groups/${group.id}/review/`, validator.headers, {
      decision: 'validate',
    });
    expect(again).toEqual({
      status: 409,
      body: { detail: 'This group no longer waits for validation: reload it.' },
    });
    expect((await call('GET', `/api/groups/${group.id}/`, reader.headers)).status).toBe(200);
  });

  it('refuses with the school’s reasons for clubs, which its author reads, then resubmits', async () => {
    const admin = await signedInMember(db, validating, { role: ROLE.SchoolAdmin });
    const settings = await call('PUT', '/api/school-settings/validation/club/', admin.headers, {
      validate: true,
      has_filter: false,
      reasons: [{ label_fr: 'Doublon', label_en: 'Duplicate' }],
    });
    expect(settings.body).toMatchObject({ area: 'club', validate: true, show_views: null });
    const [reason] = await db
      .select()
      .from(refusalReasons)
      .where(eq(refusalReasons.schoolId, validating.id));
    const author = await creator(validating);
    const validator = await signedInMember(db, validating, {
      role: ROLE.Staff,
      scopes: [VALIDATOR_SCOPE.Club],
    });
    const group = await create(author, { title: 'Another club' });
    const none = await call('POST', `/api/groups/${group.id}/review/`, validator.headers, {
      decision: 'refuse',
      reason: 'No',
    });
    expect(Object.keys(none.body)).toEqual(['reasons']);
    const refused = await call('POST', `/api/groups/${group.id}/review/`, validator.headers, {
      decision: 'refuse',
      reasons: [reason?.id],
    });
    expect(refused.body).toMatchObject({ status: 'refused', refusal_reason: 'Doublon' });
    const resubmitted = await call(
      'PUT',
      `/api/groups/${group.id}/`,
      author.headers,
      groupBody(author.images, { title: 'Another club, again' }),
    );
    expect(resubmitted.body).toMatchObject({ status: 'pending', title: 'Another club, again' });
  });
});

describe('who sees a group (issue 33 design "Visibility rules")', () => {
  it('shows a private group’s page, managers and count, never its members to a non-member', async () => {
    const owner = await signedInMember(db, school);
    const reader = await signedInMember(db, school);
    const group = await buildGroup(db, school.id, owner.id, { visibility: 'private' });
    const page = await call('GET', `/api/groups/${group.id}/`, reader.headers);
    expect(page.body).toMatchObject({
      title: group.title,
      member_count: 1,
      managers: [{ id: owner.id }],
      can_read_posts: false,
      can_join: true,
    });
    const members = await call('GET', `/api/groups/${group.id}/members/`, reader.headers);
    expect(members.status).toBe(403);
    const bySlug = await call('GET', `/api/groups/by-slug/${group.slug}/`, reader.headers);
    expect(bySlug.body).toMatchObject({ id: group.id });
  });

  it('hides a group whose audience filters leave the member out (has_filter_club)', async () => {
    const filtered = await buildSchool(db, { hasFilterClub: true });
    const owner = await signedInMember(db, filtered);
    const alumni = await signedInMember(db, filtered, { role: ROLE.Alumni });
    const staff = await signedInMember(db, filtered, { role: ROLE.Staff });
    const group = await buildGroup(db, filtered.id, owner.id, { filterRoles: [ROLE.Staff] });
    expect((await call('GET', `/api/groups/${group.id}/`, alumni.headers)).status).toBe(404);
    const listed = await call('GET', '/api/groups/', alumni.headers);
    expect((listed.body.results as Body[]).map((g) => g.id)).not.toContain(group.id);
    expect((await call('GET', `/api/groups/${group.id}/`, staff.headers)).body).toMatchObject({
      restricted: true,
      can_join: true,
    });
  });

  it('answers 404 for another school’s group, whatever the route', async () => {
    const owner = await signedInMember(db, elsewhere);
    const group = await buildGroup(db, elsewhere.id, owner.id);
    const me = await creator();
    for (const [method, url, body] of [
      ['GET', `/api/groups/${group.id}/`, undefined],
      ['PUT', `/api/groups/${group.id}/`, groupBody(me.images)],
      ['DELETE', `/api/groups/${group.id}/`, undefined],
      ['GET', `/api/groups/${group.id}/members/`, undefined],
      ['POST', `/api/groups/${group.id}/members/`, {}],
      ['GET', `/api/groups/${group.id}/history/`, undefined],
      ['GET', `/api/groups/by-slug/${group.slug}/`, undefined],
    ] as const) {
      const res = await call(method, url, me.headers, body);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
  });
});

describe('editing and deleting (spec 2 §6 "A group manager … edits or deletes the group")', () => {
  it('lets managers and admins edit an active group as often as needed; others get 403', async () => {
    const owner = await creator();
    const group = await create(owner, { title: 'Rowing' });
    const keep = { thumbnail: group.thumbnail as Body, header: group.header as Body };
    const keys = { thumbnail: String(keep.thumbnail.key), header: String(keep.header.key) };
    const outsider = await signedInMember(db, school);
    const refused = await call(
      'PUT',
      `/api/groups/${group.id}/`,
      outsider.headers,
      groupBody(keys),
    );
    expect(refused.status).toBe(403);
    for (const title of ['Rowing club', 'Rowing club Paris']) {
      const res = await call(
        'PUT',
        `/api/groups/${group.id}/`,
        owner.headers,
        groupBody(keys, { title, slug: 'rowing-club' }),
      );
      expect(res.body).toMatchObject({ title, status: 'published', slug: 'rowing-club' });
    }
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const byAdmin = await call(
      'PUT',
      `/api/groups/${group.id}/`,
      admin.headers,
      groupBody(keys, { title: 'Rowing' }),
    );
    expect(byAdmin.status).toBe(200);
    const moved = await call('GET', '/api/groups/by-slug/rowing/', outsider.headers);
    expect(moved).toEqual({ status: 301, body: { slug: 'rowing-club' } });
  });

  it('deletes a group with its members for its managers; 403 for a member', async () => {
    const owner = await signedInMember(db, school);
    const member = await signedInMember(db, school);
    const group = await buildGroup(db, school.id, owner.id, {}, [member.id]);
    expect((await call('DELETE', `/api/groups/${group.id}/`, member.headers)).status).toBe(403);
    expect((await call('DELETE', `/api/groups/${group.id}/`, owner.headers)).status).toBe(204);
    const left = await db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id));
    expect(left).toEqual([]);
  });
});
