import { ROLE } from '@alumni/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { buildSchool, buildUser, signedInMember } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';

/*
 * School settings → logs, the filters' choices (issue 31 item 2 "Filter by person, action,
 * target and date"): `GET /api/schools/{id}/logs/facets/` lists who wrote, which actions and
 * which target types the school's log holds, never another school's; for its admins only.
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

const facets = (schoolId: number) => `/api/schools/${schoolId}/logs/facets/`;

describe('the audit log’s facets', () => {
  it('list the people, actions and target types of the school’s own log', async () => {
    const school = await buildSchool(db);
    const other = await buildSchool(db);
    const boss = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const otherBoss = await signedInMember(db, other, { role: ROLE.SchoolAdmin });
    const empty = await call('GET', facets(school.id), boss.headers);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ users: [], actions: [], target_types: [] });

    const base = `/api/schools/${school.id}/campuses/`;
    const made = await call('POST', base, boss.headers, { name: 'Annecy' });
    expect(made.status).toBe(201);
    await call('PATCH', `${base}${made.body.id}/`, boss.headers, { name: 'Annecy Sud' });
    await call('PATCH', `${base}${made.body.id}/`, boss.headers, { name: 'Annecy' });
    await call('PATCH', `/api/schools/${other.id}/`, otherBoss.headers, { address: 'Elsewhere' });

    const res = await call('GET', facets(school.id), boss.headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      users: [expect.objectContaining({ id: boss.id })],
      actions: [
        {
          action: 'patchCampusCampus',
          method: 'PATCH',
          route: '/schools/{id}/campuses/{campusId}/',
        },
        { action: 'postCampusCampuses', method: 'POST', route: '/schools/{id}/campuses/' },
      ],
      target_types: ['campuses'],
    });
  });

  it('name the people who wrote while their account exists, a super user too', async () => {
    const school = await buildSchool(db);
    const boss = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const root = await buildUser(db, { isSuperuser: true, firstName: 'Root', lastName: 'Aaa' });
    const rootHeaders = await sessionHeaders(db, {
      userId: root.id,
      schoolId: school.id,
      subdomain: school.subdomain,
    });
    expect(
      (await call('PATCH', `/api/schools/${school.id}/`, rootHeaders, { address: 'Root' })).status,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/schools/${school.id}/`, boss.headers, { address: 'Boss' })).status,
    ).toBe(200);
    const res = await call('GET', facets(school.id), boss.headers);
    const people = res.body.users as { id: number; first_name: string }[];
    // By last name: "Aaa" first.
    expect(people.map((p) => p.id)).toEqual([root.id, boss.id]);
    expect(people[0]).toMatchObject({ first_name: 'Root', picture: null });
  });

  it('are read by the school’s admins only, from its own host', async () => {
    const school = await buildSchool(db);
    const other = await buildSchool(db);
    const member = await signedInMember(db, school, { role: ROLE.Alumni });
    const boss = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    expect((await call('GET', facets(school.id), { host: hostOf(school.subdomain) })).status).toBe(
      401,
    );
    expect((await call('GET', facets(school.id), member.headers)).status).toBe(403);
    expect((await call('GET', facets(other.id), boss.headers)).status).toBe(404);
  });
});
