import { ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildEvent, buildSchool, signedInMember } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { campuses, userRoles } from '../../db/schema/index.ts';

/*
 * School settings → campuses (spec 1 §3 Campus; spec 2 §6 "School admins … manage … degrees
 * and campuses"; domain campuses.ts): admins list them with their members, add, rename and
 * delete unused ones; the school details show the change at once; nobody else changes them.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;

const member = (school: School, role: number = ROLE.Alumni, campusId?: number | null) =>
  signedInMember(db, school, { role, ...(campusId === undefined ? {} : { campusId }) });

beforeAll(async () => {
  // A long cache: the details below are fresh only because each change drops it.
  ctx = await createTestApp({ schoolCacheTtlMs: 60_000 });
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

describe('the campuses of a school', () => {
  it('are listed by name with their members, added, renamed and deleted by an admin', async () => {
    const school = await buildSchool(db, {}, { campuses: ['Paris', 'Lyon'] });
    const [paris, lyon] = school.campuses;
    const admin = await member(school, ROLE.SchoolAdmin, null);
    await member(school, ROLE.Alumni, paris?.id);
    await member(school, ROLE.Student, paris?.id);
    const base = `/api/schools/${school.id}/campuses/`;
    const details = async () =>
      (await call('GET', `/api/schools/${school.subdomain}/details/`, admin.headers)).body
        .campuses as { name: string }[];
    expect((await details()).map((c) => c.name)).toEqual(['Lyon', 'Paris']);

    const listed = await call('GET', base, admin.headers);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { id: lyon?.id, name: 'Lyon', user_count: 0 },
      { id: paris?.id, name: 'Paris', user_count: 2 },
    ]);

    const added = await call('POST', base, admin.headers, { name: '  Bordeaux ' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Bordeaux', user_count: 0 });
    expect((await details()).map((c) => c.name)).toEqual(['Bordeaux', 'Lyon', 'Paris']);

    const renamed = await call('PATCH', `${base}${paris?.id}/`, admin.headers, {
      name: 'Paris – La Défense',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ id: paris?.id, name: 'Paris – La Défense', user_count: 2 });
    // Its members keep it.
    const held = await db
      .select()
      .from(userRoles)
      .where(eq(userRoles.campusId, paris?.id ?? 0));
    expect(held).toHaveLength(2);

    expect((await call('DELETE', `${base}${lyon?.id}/`, admin.headers)).status).toBe(204);
    expect((await details()).map((c) => c.name)).toEqual(['Bordeaux', 'Paris – La Défense']);
  });

  it('keep their names unique, in the language of the request', async () => {
    const school = await buildSchool(db, {}, { campuses: ['Paris', 'Lyon'] });
    const [paris] = school.campuses;
    const admin = await member(school, ROLE.SchoolAdmin, null);
    const base = `/api/schools/${school.id}/campuses/`;
    const taken = await call('POST', base, admin.headers, { name: 'Lyon' });
    expect(taken).toMatchObject({ status: 400, body: { name: ['This name is already used.'] } });
    const takenFr = await call(
      'PATCH',
      `${base}${paris?.id}/`,
      admin.headers,
      { name: 'Lyon' },
      'fr',
    );
    expect(takenFr).toMatchObject({ status: 400, body: { name: ['Ce nom est déjà utilisé.'] } });
    // Its own name is not "taken".
    expect(
      (await call('PATCH', `${base}${paris?.id}/`, admin.headers, { name: 'Paris' })).status,
    ).toBe(200);
    for (const body of [{}, { name: ' ' }, { name: 'x'.repeat(256) }, { name: ['Paris'] }]) {
      const refused = await call('POST', base, admin.headers, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.body)).toEqual(['name']);
    }
    const names = await db
      .select({ name: campuses.name })
      .from(campuses)
      .where(eq(campuses.schoolId, school.id));
    expect(names.map((c) => c.name).sort()).toEqual(['Lyon', 'Paris']);
  });

  it('give one campus and one refusal to two admins adding the same name at once', async () => {
    const school = await buildSchool(db, {}, { campuses: ['Lyon'] });
    const admin = await member(school, ROLE.SchoolAdmin, null);
    const other = await member(school, ROLE.SchoolAdmin, null);
    const base = `/api/schools/${school.id}/campuses/`;
    const answers = await Promise.all(
      [admin, other, admin, other].map((who) =>
        call('POST', base, who.headers, { name: 'Nantes' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400]);
    const names = await db
      .select({ name: campuses.name })
      .from(campuses)
      .where(eq(campuses.schoolId, school.id));
    expect(names.map((c) => c.name).sort()).toEqual(['Lyon', 'Nantes']);
  });

  it('are not deleted while members or events use them: 409 naming how many', async () => {
    const school = await buildSchool(db, {}, { campuses: ['Paris', 'Lyon'] });
    const [paris, lyon] = school.campuses;
    const admin = await member(school, ROLE.SchoolAdmin, null);
    await member(school, ROLE.Alumni, paris?.id);
    await member(school, ROLE.Alumni, paris?.id);
    await buildEvent(db, school.id, admin.id, { filterCampuses: [lyon?.id ?? 0] });
    const base = `/api/schools/${school.id}/campuses/`;
    const inUse = await call('DELETE', `${base}${paris?.id}/`, admin.headers);
    expect(inUse).toMatchObject({
      status: 409,
      body: { detail: 'Cannot delete: 2 members belong to it. Move them elsewhere first.' },
    });
    const restricted = await call('DELETE', `${base}${lyon?.id}/`, admin.headers, undefined, 'fr');
    expect(restricted).toMatchObject({
      status: 409,
      body: { detail: 'Suppression impossible\u00a0: 1 événement y réserve son accès.' },
    });
    expect(await db.select().from(campuses).where(eq(campuses.schoolId, school.id))).toHaveLength(
      2,
    );
  });

  it("are the school's admins' only, on the school's own host", async () => {
    const school = await buildSchool(db, {}, { campuses: ['Paris'] });
    const [paris] = school.campuses;
    const other = await buildSchool(db, {}, { campuses: ['Lille'] });
    const [lille] = other.campuses;
    const alumni = await member(school, ROLE.Alumni);
    const admin = await member(school, ROLE.SchoolAdmin, null);
    const base = `/api/schools/${school.id}/campuses/`;
    expect((await call('GET', base, alumni.headers)).status).toBe(403);
    expect((await call('POST', base, alumni.headers, { name: 'Nice' })).status).toBe(403);
    expect(
      (await call('PATCH', `${base}${paris?.id}/`, alumni.headers, { name: 'X' })).status,
    ).toBe(403);
    expect((await call('DELETE', `${base}${paris?.id}/`, alumni.headers)).status).toBe(403);
    expect((await call('GET', base, { host: admin.headers.host ?? '' })).status).toBe(401);
    // Another school's id or campus is not found from this host.
    expect((await call('GET', `/api/schools/${other.id}/campuses/`, admin.headers)).status).toBe(
      404,
    );
    expect((await call('PATCH', `${base}${lille?.id}/`, admin.headers, { name: 'X' })).status).toBe(
      404,
    );
    expect((await call('DELETE', `${base}${lille?.id}/`, admin.headers)).status).toBe(404);
    const [still] = await db
      .select()
      .from(campuses)
      .where(eq(campuses.id, lille?.id ?? 0));
    expect(still?.name).toBe('Lille');
  });
});
