import { PERMISSION_VIEWS, ROLE } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildSchool, signedInMember } from '../../../test/factories.ts';
import { switchFeatures } from '../../../test/school-features.ts';
import type { Db } from '../../db/client.ts';
import { roleViewPermissions, userRoles } from '../../db/schema/index.ts';

/*
 * The about page (issue 31 item 6; spec 1 §2 routes /about and /about/{id}, "Publicly visible
 * feature names: dashboard, about, blog, blog-slug"; spec 2 §6 Feature visibility): members
 * with the about view read the presentation, the key numbers and the team; anonymous readers
 * too where the school has public pages; a team member's page links to their profile for
 * members only; everything is 404 while the school has `about` off.
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

/** A school whose admin wrote its pages: two people, the first linked to `linked`. */
async function schoolWithPages(overrides: { hasPublicPages?: boolean } = {}) {
  const school = await buildSchool(db, overrides);
  const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
  const linked = await signedInMember(db, school);
  await call('PATCH', `/api/schools/${school.id}/pages/`, admin.headers, {
    about: { fr: '<p>Notre école</p>', en: '<p>Our school</p>' },
    mentorship: { fr: '<p>Le mentorat</p>', en: '' },
  });
  await call('PUT', `/api/schools/${school.id}/key-numbers/`, admin.headers, {
    key_numbers: [
      { value: '12 000', label: { fr: 'Diplômés', en: 'Graduates' } },
      { value: '94 %', label: { fr: 'Insertion', en: 'Employment' } },
      { value: '1850', label: { fr: 'Fondation', en: 'Founded' } },
    ],
  });
  const team = `/api/schools/${school.id}/team/`;
  const ada = (
    await call('POST', team, admin.headers, {
      name: 'Ada',
      position: { fr: 'Directrice', en: 'Director' },
      biography: { fr: 'Bio', en: 'Bio en' },
      user: linked.id,
    })
  ).body.id as number;
  const bob = (await call('POST', team, admin.headers, { name: 'Bob' })).body.id as number;
  return { school, admin, linked, ada, bob, anonymous: { host: admin.headers.host ?? '' } };
}

describe('the about page', () => {
  it('shows members the presentations, the key numbers and the team cards', async () => {
    const { school, ada, bob } = await schoolWithPages();
    const reader = await signedInMember(db, school, { role: ROLE.Student });
    const page = await call('GET', '/api/about/', reader.headers);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      presentation: { fr: '<p>Notre école</p>', en: '<p>Our school</p>' },
      mentorship: { fr: '<p>Le mentorat</p>', en: '' },
      key_numbers: [
        expect.objectContaining({ value: '12 000', order: 0 }),
        expect.objectContaining({ value: '94 %', order: 1 }),
        expect.objectContaining({ value: '1850', order: 2 }),
      ],
      team: [
        { id: ada, name: 'Ada', position: { fr: 'Directrice', en: 'Director' }, photo: null },
        { id: bob, name: 'Bob', position: { fr: '', en: '' }, photo: null },
      ],
    });
  });

  it('shows a team member with a link to their profile for members only', async () => {
    const { school, linked, ada, anonymous } = await schoolWithPages({ hasPublicPages: true });
    const reader = await signedInMember(db, school);
    const forMember = await call('GET', `/api/about/team/${ada}/`, reader.headers);
    expect(forMember).toEqual({
      status: 200,
      body: {
        id: ada,
        name: 'Ada',
        position: { fr: 'Directrice', en: 'Director' },
        photo: null,
        biography: { fr: 'Bio', en: 'Bio en' },
        profile: linked.id,
      },
    });
    const forVisitor = await call('GET', `/api/about/team/${ada}/`, anonymous);
    expect(forVisitor.status).toBe(200);
    expect(forVisitor.body.profile).toBeNull();
    // Once the linked person has left the school, the card no longer links to them.
    await db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, linked.id), eq(userRoles.schoolId, school.id)));
    expect((await call('GET', `/api/about/team/${ada}/`, reader.headers)).body.profile).toBeNull();
  });

  it('is open to anonymous readers only where the school has public pages', async () => {
    const open = await schoolWithPages({ hasPublicPages: true });
    const closed = await schoolWithPages({ hasPublicPages: false });
    const page = await call('GET', '/api/about/', open.anonymous);
    expect(page.status).toBe(200);
    expect(page.body.presentation).toEqual({ fr: '<p>Notre école</p>', en: '<p>Our school</p>' });
    expect((await call('GET', '/api/about/', closed.anonymous)).status).toBe(401);
    expect((await call('GET', `/api/about/team/${closed.ada}/`, closed.anonymous)).status).toBe(
      401,
    );
  });

  it('needs the about view, and shows no other school’s team', async () => {
    const { school, ada } = await schoolWithPages();
    const other = await schoolWithPages();
    const prospect = await signedInMember(db, school, { role: ROLE.Prospect });
    const reader = await signedInMember(db, school);
    const prospectRole = school.roles.get(ROLE.Prospect);
    await db
      .update(roleViewPermissions)
      .set({ allowed: false })
      .where(
        and(
          eq(roleViewPermissions.schoolRoleId, prospectRole?.id ?? 0),
          eq(roleViewPermissions.app, PERMISSION_VIEWS.schoolDetail.app),
          eq(roleViewPermissions.view, PERMISSION_VIEWS.schoolDetail.view),
        ),
      );
    expect((await call('GET', '/api/about/', prospect.headers)).status).toBe(403);
    expect((await call('GET', `/api/about/team/${ada}/`, prospect.headers)).status).toBe(403);
    expect((await call('GET', `/api/about/team/${other.ada}/`, reader.headers)).status).toBe(404);
    expect((await call('GET', '/api/about/team/99999999/', reader.headers)).status).toBe(404);
    expect((await call('GET', '/api/about/team/x/', reader.headers)).status).toBe(400);
  });

  it('is not found while the school has the about feature off; its editing still works', async () => {
    const { school, admin, ada, anonymous } = await schoolWithPages({ hasPublicPages: true });
    await switchFeatures(db, school.id, ['about'], false);
    expect((await call('GET', '/api/about/', admin.headers)).status).toBe(404);
    expect((await call('GET', '/api/about/', anonymous)).status).toBe(404);
    expect((await call('GET', `/api/about/team/${ada}/`, admin.headers)).status).toBe(404);
    expect((await call('GET', `/api/schools/${school.id}/pages/`, admin.headers)).status).toBe(200);
    await switchFeatures(db, school.id, ['about'], true);
    expect((await call('GET', '/api/about/', anonymous)).status).toBe(200);
  });
});
