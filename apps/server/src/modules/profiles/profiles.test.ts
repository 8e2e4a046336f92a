import { ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Body, Headers } from '../../../test/api.ts';
import { buildRegistrant } from '../../../test/factories.ts';
import { job, type ProfilesWorld, school, startProfilesWorld } from '../../../test/profiles.ts';
import { educations, userRoles, userSchoolSettings, users } from '../../db/schema/index.ts';

/** Profiles (spec 2 §7): reading one, work experiences, educations; the OpenAPI document. */
let ctx: ProfilesWorld['ctx'];
let db: ProfilesWorld['db'];
let call: ProfilesWorld['call'];
let ids: ProfilesWorld['ids'];
let demoDegrees: ProfilesWorld['demoDegrees'];
let enDegree: ProfilesWorld['enDegree'];
let member: ProfilesWorld['member'];
let admin: ProfilesWorld['admin'];
let validator: ProfilesWorld['validator'];
let viewer: ProfilesWorld['viewer'];
let prospect: ProfilesWorld['prospect'];
let enMember: ProfilesWorld['enMember'];
let signedIn: ProfilesWorld['signedIn'];

beforeAll(async () => {
  ({
    ctx,
    db,
    call,
    ids,
    demoDegrees,
    enDegree,
    member,
    admin,
    validator,
    viewer,
    prospect,
    enMember,
    signedIn,
  } = await startProfilesWorld());
});
afterAll(() => ctx.close());

describe('GET /api/users/{id}/profile/ (spec 2 §7)', () => {
  it('answers 401 signed out, 403 without the user-list permission, 404 for another school', async () => {
    const owner = await member();
    expect((await call('GET', `/api/users/${owner.id}/profile/`, null)).status).toBe(401);
    expect((await call('GET', `/api/users/${owner.id}/profile/`, prospect.headers)).status).toBe(
      403,
    );
    const other = await call('GET', `/api/users/${enMember.id}/profile/`, viewer.headers);
    expect(other).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect((await call('GET', '/api/users/99999999999/profile/', viewer.headers)).status).toBe(400);
    // A member sees their own profile whatever the grid says.
    expect((await call('GET', `/api/users/${prospect.id}/profile/`, prospect.headers)).status).toBe(
      200,
    );
  });

  it('shows salary and statistics fields to the owner and admins only', async () => {
    const owner = await member();
    await call('POST', `/api/users/${owner.id}/experiences/`, owner.headers, job);
    const mine = await call('GET', `/api/users/${owner.id}/profile/`, owner.headers);
    expect(mine.body).toMatchObject({ id: owner.id, can_edit: true, mute_profile_update: false });
    expect((mine.body.experiences as Body[])[0]).toMatchObject({
      salary: 42000,
      how_found: 'school_network',
    });
    const seen = await call('GET', `/api/users/${owner.id}/profile/`, viewer.headers);
    expect(seen.body).toMatchObject({ can_edit: false, timeline: null, mute_profile_update: null });
    expect((seen.body.experiences as Body[])[0]).toMatchObject({
      title: 'Data analyst',
      salary: null,
      fits_education: null,
      contract_type: null,
    });
    const byAdmin = await call('GET', `/api/users/${owner.id}/profile/`, admin.headers);
    expect(byAdmin.body.can_edit).toBe(true);
    expect((byAdmin.body.experiences as Body[])[0]?.salary).toBe(42000);
  });

  it('shows a member to an external recruiter only when visible to recruiters', async () => {
    const recruiter = await member({ role: ROLE.External, isRecruiter: true });
    const owner = await member();
    const url = `/api/users/${owner.id}/profile/`;
    expect((await call('GET', url, recruiter.headers)).status).toBe(403);
    await db
      .insert(userSchoolSettings)
      .values({ userId: owner.id, schoolId: ids.demo, visibleToRecruiters: true });
    const res = await call('GET', url, recruiter.headers);
    expect(res.status).toBe(200);
    expect(res.body.can_edit).toBe(false);
  });
});

// Issue 12 item 5: a registrant waiting for validation was readable by every member.
describe('a registrant waiting for validation', () => {
  it('is not found by members, but by school admins, validators and themselves', async () => {
    const waiting = await buildRegistrant(db, ids.demo, { degreeId: demoDegrees[0] });
    const url = `/api/users/${waiting.id}/profile/`;
    expect(await call('GET', url, viewer.headers)).toEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
    const [role] = await db.select().from(userRoles).where(eq(userRoles.userId, waiting.id));
    const timeline = `/api/users/${waiting.id}/roles/${role?.id}/timeline/`;
    expect((await call('GET', timeline, viewer.headers)).status).toBe(404);
    expect((await call('GET', url, admin.headers)).status).toBe(200);
    expect((await call('GET', url, validator.headers)).status).toBe(200);
    expect((await call('GET', url, await signedIn(waiting.id))).status).toBe(200);
    // Once accepted, members see them.
    await db
      .update(userRoles)
      .set({ isActive: true, requiresValidation: false })
      .where(eq(userRoles.userId, waiting.id));
    expect((await call('GET', url, viewer.headers)).status).toBe(200);
  });
});

// Issue 12: on campus-en, where the seeded super user holds no role, their /profile was a
// 404 page and every page logged a 404 for their profile (the update prompt reads it).
describe('own profile in a school where one holds no role', () => {
  it("is the super user's own account; still 404 to anyone else there", async () => {
    const [superUser] = await db.select().from(users).where(eq(users.email, 'super@example.org'));
    const superId = superUser?.id ?? 0;
    const headers = await signedIn(superId, 'campus-en');
    const own = await call('GET', `/api/users/${superId}/profile/`, headers);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: superId, roles: [], can_edit: true });
    expect((await call('GET', `/api/users/${superId}/logs/`, headers)).status).toBe(200);
    const byMember = await call('GET', `/api/users/${superId}/profile/`, enMember.headers);
    expect(byMember).toEqual({ status: 404, body: { detail: 'Not found.' } });
  });
});

describe('work experiences', () => {
  it('answers 401, 403 (not the owner) and 404 (another school)', async () => {
    const owner = await member();
    const url = `/api/users/${owner.id}/experiences/`;
    expect((await call('POST', url, null, job)).status).toBe(401);
    expect((await call('POST', url, viewer.headers, job)).status).toBe(403);
    expect(
      (await call('POST', `/api/users/${enMember.id}/experiences/`, admin.headers, job)).status,
    ).toBe(404);
  });

  it('rejects bad fields in the request language, field by field', async () => {
    const owner = await member();
    const url = `/api/users/${owner.id}/experiences/`;
    const fr = await call(
      'POST',
      url,
      owner.headers,
      { ...job, title: '', start_date: '03/2022' },
      'fr',
    );
    expect(fr).toEqual({
      status: 400,
      body: { title: ['Ce champ est obligatoire'], start_date: ['Date invalide (aaaa-mm-jj)'] },
    });
    const choice = await call('POST', url, owner.headers, { ...job, contract_type: 'zero-hours' });
    expect(choice.body).toEqual({ contract_type: ['Invalid choice'] });
    const dates = await call('POST', url, owner.headers, {
      ...job,
      current_occupation: false,
      end_date: '2020-01-01',
    });
    expect(dates.body).toEqual({ end_date: ['The end date cannot precede the start date'] });
    const calendar = await call('POST', url, owner.headers, { ...job, start_date: '2023-02-30' });
    expect(calendar.body).toEqual({ start_date: ['Invalid date (yyyy-mm-dd)'] });
    const notObject = await call('POST', url, owner.headers, [1, 2]);
    expect(notObject.status).toBe(400);
    expect(Object.keys(notObject.body)).toEqual(['non_field_errors']);
  });

  it("accepts the prompt's PATCH alone and refuses an end before the start", async () => {
    const owner = await member();
    await db
      .update(users)
      .set({ lastProfileUpdate: new Date('2020-01-01T00:00:00Z') })
      .where(eq(users.id, owner.id));
    const created = await call('POST', `/api/users/${owner.id}/experiences/`, owner.headers, job);
    expect(created.status).toBe(201);
    const url = `/api/users/${owner.id}/experiences/${created.body.id}/`;

    // A PATCH of other fields leaves a current occupation current (no default fills it in).
    const renamed = await call('PATCH', url, owner.headers, { title: 'Lead analyst' });
    expect(renamed.body).toMatchObject({ title: 'Lead analyst', current_occupation: true });

    const before = await call('PATCH', url, owner.headers, {
      current_occupation: false,
      end_date: '2021-12-01',
    });
    expect(before).toEqual({
      status: 400,
      body: { end_date: ['The end date cannot precede the start date'] },
    });
    const missing = await call('PATCH', url, owner.headers, { current_occupation: false }, 'fr');
    expect(missing.body).toEqual({ end_date: ['Ce champ est obligatoire'] });

    const closed = await call('PATCH', url, owner.headers, {
      current_occupation: false,
      end_date: '2025-01-01',
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      title: 'Lead analyst',
      current_occupation: false,
      end_date: '2025-01-01',
      salary: 42000,
    });
    const profile = await call('GET', `/api/users/${owner.id}/profile/`, owner.headers);
    expect(Date.parse(profile.body.last_profile_update as string)).toBeGreaterThan(
      Date.now() - 60_000,
    );

    expect((await call('PATCH', url, viewer.headers, { title: 'X' })).status).toBe(403);
    const otherOwner = await member();
    expect(
      (
        await call(
          'PATCH',
          `/api/users/${otherOwner.id}/experiences/${created.body.id}/`,
          otherOwner.headers,
          { title: 'X' },
        )
      ).status,
    ).toBe(404);
    expect((await call('DELETE', url, owner.headers)).status).toBe(204);
    expect((await call('PATCH', url, owner.headers, { title: 'X' })).status).toBe(404);
  });
});

describe('educations', () => {
  it('keeps a declared school education for the owner and validators until it is validated', async () => {
    const owner = await member();
    const created = await call('POST', `/api/users/${owner.id}/educations/`, owner.headers, {
      ...school,
      degree: demoDegrees[1],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      facility: 'École Demo',
      school: ids.demo,
      degree: demoDegrees[1],
      pending_validation: true,
    });
    const titles = async (headers: Headers) =>
      (
        (await call('GET', `/api/users/${owner.id}/profile/`, headers)).body.educations as Body[]
      ).map((e) => e.title);
    expect(await titles(owner.headers)).toEqual(['Master Finance']);
    expect(await titles(admin.headers)).toEqual(['Master Finance']);
    expect(await titles(viewer.headers)).toEqual([]);

    expect((await call('GET', '/api/educations/pending/', null)).status).toBe(401);
    expect((await call('GET', '/api/educations/pending/', viewer.headers)).status).toBe(403);
    const pending = await call('GET', '/api/educations/pending/', validator.headers);
    expect((pending.body.results as Body[]).map((e) => e.id)).toContain(created.body.id);
    expect(
      (await call('POST', `/api/educations/${created.body.id}/validate/`, viewer.headers)).status,
    ).toBe(403);
    const enAdmin = await member({ role: ROLE.SchoolAdmin }, ids.en);
    expect(
      (await call('POST', `/api/educations/${created.body.id}/validate/`, enAdmin.headers)).status,
    ).toBe(404);
    const validated = await call(
      'POST',
      `/api/educations/${created.body.id}/validate/`,
      validator.headers,
    );
    expect(validated).toEqual({ status: 200, body: { id: created.body.id, decision: 'validate' } });
    expect(await titles(viewer.headers)).toEqual(['Master Finance']);

    // Changing it sends it back to validation; refusing removes it.
    const changed = await call(
      'PATCH',
      `/api/users/${owner.id}/educations/${created.body.id}/`,
      owner.headers,
      { title: 'MSc Finance' },
    );
    expect(changed.body).toMatchObject({ title: 'MSc Finance', pending_validation: true });
    expect(await titles(viewer.headers)).toEqual([]);
    expect(
      (await call('POST', `/api/educations/${created.body.id}/refuse/`, admin.headers)).status,
    ).toBe(200);
    expect(await titles(owner.headers)).toEqual([]);
  });

  it('refuses bad fields, a degree of another school, and changes to an education from the school', async () => {
    const owner = await member();
    const url = `/api/users/${owner.id}/educations/`;
    expect(
      (await call('POST', url, owner.headers, { ...school, degree_type: 'phd' })).body,
    ).toEqual({
      degree_type: ['Invalid choice'],
    });
    expect(
      (await call('POST', url, owner.headers, { ...school, graduation_year: null })).body,
    ).toEqual({
      graduation_year: ['The year needs four digits'],
    });
    expect((await call('POST', url, owner.headers, { ...school, degree: enDegree })).body).toEqual({
      degree: ['Invalid choice'],
    });
    const plain = await call('POST', url, owner.headers, {
      ...school,
      school: false,
      facility: 'Sorbonne',
    });
    expect(plain.body).toMatchObject({
      facility: 'Sorbonne',
      pending_validation: false,
      school: null,
    });

    const [immutable] = await db
      .insert(educations)
      .values({
        userId: owner.id,
        degreeType: 'master',
        title: 'From the school',
        facility: 'École Demo',
        graduationStatus: 'graduated',
        graduationYear: 2015,
        isImmutable: true,
        userRoleId: owner.roleId,
        schoolId: ids.demo,
      })
      .returning();
    const edit = await call('PATCH', `${url}${immutable?.id}/`, owner.headers, { title: 'Mine' });
    expect(edit.status).toBe(403);
    expect(edit.body.detail).toMatch(/comes from the school/);
    expect((await call('DELETE', `${url}${immutable?.id}/`, owner.headers)).status).toBe(403);
    expect((await call('POST', url, null, school)).status).toBe(401);
    expect((await call('POST', url, viewer.headers, school)).status).toBe(403);
    expect(
      (await call('POST', `/api/users/${enMember.id}/educations/`, admin.headers, school)).status,
    ).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the profile routes', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as { paths: Body };
    for (const route of [
      '/api/users/{id}/profile/',
      '/api/users/{id}/experiences/{experienceId}/',
      '/api/users/{id}/roles/{roleId}/timeline/',
      '/api/role-change-requests/{id}/{decision}/',
      '/api/users/{id}/picture/',
    ]) {
      expect(doc.paths).toHaveProperty([route]);
    }
  });
});
