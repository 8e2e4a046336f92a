import { ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Body } from '../../../test/api.ts';
import { type ProfilesWorld, startProfilesWorld } from '../../../test/profiles.ts';
import { educations, userRoles } from '../../db/schema/index.ts';

/** Role change requests and deleting a role (spec 1 §4). */
let ctx: ProfilesWorld['ctx'];
let db: ProfilesWorld['db'];
let call: ProfilesWorld['call'];
let ids: ProfilesWorld['ids'];
let demoDegrees: ProfilesWorld['demoDegrees'];
let demoCampuses: ProfilesWorld['demoCampuses'];
let enCampus: ProfilesWorld['enCampus'];
let member: ProfilesWorld['member'];
let admin: ProfilesWorld['admin'];
let validator: ProfilesWorld['validator'];
let viewer: ProfilesWorld['viewer'];
let enMember: ProfilesWorld['enMember'];

beforeAll(async () => {
  ({
    ctx,
    db,
    call,
    ids,
    demoDegrees,
    demoCampuses,
    enCampus,
    member,
    admin,
    validator,
    viewer,
    enMember,
  } = await startProfilesWorld());
});
afterAll(() => ctx.close());

describe('role change requests (spec 1 §4)', () => {
  it('applies an accepted change to the role and clears the flag', async () => {
    const owner = await member({
      degreeId: demoDegrees[0],
      campusId: demoCampuses[0],
      graduationYear: 2015,
    });
    const url = `/api/users/${owner.id}/roles/${owner.roleId}/change-requests/`;
    const change = { degree: demoDegrees[2], graduation_year: 2016, campus: demoCampuses[1] };
    expect((await call('POST', url, null, change)).status).toBe(401);
    expect((await call('POST', url, admin.headers, change)).status).toBe(403);
    expect(
      (
        await call(
          'POST',
          `/api/users/${enMember.id}/roles/${enMember.roleId}/change-requests/`,
          viewer.headers,
          change,
        )
      ).status,
    ).toBe(404);
    const bad = await call('POST', url, owner.headers, { graduation_year: 1900 }, 'fr');
    expect(Object.keys(bad.body).sort()).toEqual(['campus', 'degree', 'graduation_year']);
    expect(bad.body.campus).toEqual(['Merci de sélectionner un centre']);
    expect((await call('POST', url, owner.headers, { ...change, campus: enCampus })).body).toEqual({
      campus: ['Invalid choice'],
    });
    const same = { degree: demoDegrees[0], graduation_year: 2015, campus: demoCampuses[0] };
    expect(Object.keys((await call('POST', url, owner.headers, same)).body)).toEqual([
      'non_field_errors',
    ]);

    const created = await call('POST', url, owner.headers, change);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'pending', requested: change });
    const again = await call('POST', url, owner.headers, change);
    expect(again.status).toBe(400);
    expect(again.body.detail).toMatch(/already pending/);
    const profile = await call('GET', `/api/users/${owner.id}/profile/`, owner.headers);
    expect((profile.body.roles as Body[])[0]).toMatchObject({
      has_pending_change: true,
      pending_change: change,
    });

    expect(
      (await call('GET', '/api/role-change-requests/?status=pending', viewer.headers)).status,
    ).toBe(403);
    const list = await call('GET', '/api/role-change-requests/?status=pending', admin.headers);
    expect((list.body.results as Body[]).map((r) => r.id)).toContain(created.body.id);
    expect(
      (await call('POST', `/api/role-change-requests/${created.body.id}/accept/`, viewer.headers))
        .status,
    ).toBe(403);
    const accepted = await call(
      'POST',
      `/api/role-change-requests/${created.body.id}/accept/`,
      validator.headers,
    );
    expect(accepted.body).toMatchObject({
      status: 'accepted',
      role: {
        id: owner.roleId,
        degree: change.degree,
        graduation_year: 2016,
        campus: change.campus,
      },
    });
    expect(
      (await call('POST', `/api/role-change-requests/${created.body.id}/refuse/`, admin.headers))
        .status,
    ).toBe(404);
    const [role] = await db.select().from(userRoles).where(eq(userRoles.id, owner.roleId));
    expect(role).toMatchObject({
      hasPendingChange: false,
      degreeId: change.degree,
      graduationYear: 2016,
    });

    // A refusal clears the flag and changes nothing.
    const second = await call('POST', url, owner.headers, { ...change, graduation_year: 2017 });
    await call('POST', `/api/role-change-requests/${second.body.id}/refuse/`, admin.headers);
    const [after] = await db.select().from(userRoles).where(eq(userRoles.id, owner.roleId));
    expect(after).toMatchObject({ hasPendingChange: false, graduationYear: 2016 });
  });
});

describe('DELETE /api/users/{id}/roles/{roleId}/ (spec 1 §4)', () => {
  it('detaches the education of a deleted role and keeps the last role unless an admin removes it', async () => {
    const owner = await member();
    const [student] = await db
      .insert(userRoles)
      .values({ userId: owner.id, schoolId: ids.demo, role: ROLE.Student, isActive: true })
      .returning();
    const [education] = await db
      .insert(educations)
      .values({
        userId: owner.id,
        degreeType: 'bachelor_3',
        title: 'Licence',
        facility: 'École Demo',
        graduationStatus: 'in_progress',
        graduationYear: 2027,
        isImmutable: true,
        userRoleId: student?.id,
        schoolId: ids.demo,
      })
      .returning();
    expect(
      (await call('DELETE', `/api/users/${owner.id}/roles/${student?.id}/`, viewer.headers)).status,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/users/${owner.id}/roles/${student?.id}/`, owner.headers)).status,
    ).toBe(204);
    const [detached] = await db
      .select()
      .from(educations)
      .where(eq(educations.id, education?.id ?? 0));
    expect(detached).toMatchObject({ isImmutable: false, userRoleId: null });

    const last = await call(
      'DELETE',
      `/api/users/${owner.id}/roles/${owner.roleId}/`,
      owner.headers,
      undefined,
      'fr',
    );
    expect(last).toEqual({
      status: 400,
      body: { detail: 'Un membre doit garder au moins un rôle dans cet établissement.' },
    });
    expect(
      (await call('DELETE', `/api/users/${owner.id}/roles/${owner.roleId}/`, admin.headers)).status,
    ).toBe(204);
    expect((await call('GET', `/api/users/${owner.id}/profile/`, admin.headers)).status).toBe(404);
  });
});
