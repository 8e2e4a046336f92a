import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROLE, VALIDATOR_SCOPE } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  type Body,
  type Headers,
  multipartBody,
  sessionHeaders,
} from '../../../test/api.ts';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { buildMember } from '../../../test/factories.ts';
import { mediaDir } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  campuses,
  degrees,
  educations,
  profileLogs,
  schools,
  userRoles,
  userroleValidators,
  userSchoolSettings,
  users,
} from '../../db/schema/index.ts';
import { seedDemo } from '../../seed/seed.ts';

let ctx: TestContext;
let db: Db;
const ids = { demo: 0, en: 0 };
let demoDegrees: number[] = [];
let demoCampuses: number[] = [];
let enDegree = 0;
let enCampus = 0;

/** Headers of a signed-in, same-origin request (a session row, without the sign-in's hashing cost). */
const signedIn = (userId: number, subdomain: 'demo' | 'campus-en' = 'demo') =>
  sessionHeaders(db, { userId, schoolId: subdomain === 'demo' ? ids.demo : ids.en, subdomain });

let call: ReturnType<typeof apiCaller>;

/** A member of demo with a session; `role` defaults to alumni. */
async function member(opts: Parameters<typeof buildMember>[2] = {}, school = ids.demo) {
  const user = await buildMember(db, school, { degreeId: demoDegrees[0], ...opts });
  const [role] = await db.select().from(userRoles).where(eq(userRoles.userId, user.id));
  return {
    id: user.id,
    roleId: role?.id ?? 0,
    headers: await signedIn(user.id, school === ids.demo ? 'demo' : 'campus-en'),
  };
}

const job = {
  title: 'Data analyst',
  organisation: 'Acme',
  location: 'Lyon',
  current_occupation: true,
  start_date: '2022-03-01',
  fits_education: 'yes',
  business_sector: 'it_digital',
  contract_type: 'permanent',
  executive_status: 'executive',
  working_time: 'full_time',
  salary: 42000,
  how_found: 'school_network',
};
const school = {
  degree_type: 'master',
  title: 'Master Finance',
  facility: 'anything',
  graduation_status: 'graduated',
  graduation_year: 2016,
  school: true,
};

let admin: Awaited<ReturnType<typeof member>>;
let validator: Awaited<ReturnType<typeof member>>;
let viewer: Awaited<ReturnType<typeof member>>;
let prospect: Awaited<ReturnType<typeof member>>;
let enMember: Awaited<ReturnType<typeof member>>;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  await seedDemo(db, { mediaDir: mediaDir(ctx.config) });
  for (const row of await db.select().from(schools)) {
    if (row.subdomain === 'demo') ids.demo = row.id;
    if (row.subdomain === 'campus-en') ids.en = row.id;
  }
  demoDegrees = (await db.select().from(degrees).where(eq(degrees.schoolId, ids.demo))).map(
    (d) => d.id,
  );
  demoCampuses = (await db.select().from(campuses).where(eq(campuses.schoolId, ids.demo))).map(
    (c) => c.id,
  );
  enDegree = (await db.select().from(degrees).where(eq(degrees.schoolId, ids.en)))[0]?.id ?? 0;
  enCampus = (await db.select().from(campuses).where(eq(campuses.schoolId, ids.en)))[0]?.id ?? 0;
  admin = await member({ role: ROLE.SchoolAdmin });
  validator = await member({ role: ROLE.Staff });
  await db
    .insert(userroleValidators)
    .values({ userRoleId: validator.roleId, schoolId: ids.demo, scope: VALIDATOR_SCOPE.User });
  viewer = await member();
  prospect = await member({ role: ROLE.Prospect });
  enMember = await member({ degreeId: enDegree }, ids.en);
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

describe('hobbies and links', () => {
  it('adds and deletes them for the owner only', async () => {
    const owner = await member();
    const hobby = await call('POST', `/api/users/${owner.id}/hobbies/`, owner.headers, {
      name: 'Chess',
    });
    expect(hobby.body).toMatchObject({ name: 'Chess' });
    const link = await call('POST', `/api/users/${owner.id}/links/`, owner.headers, {
      title: 'Portfolio',
      url: 'https://example.org/me',
    });
    expect(link.status).toBe(201);
    const badLink = await call(
      'POST',
      `/api/users/${owner.id}/links/`,
      owner.headers,
      { title: '', url: 'ftp://x' },
      'fr',
    );
    expect(Object.keys(badLink.body).sort()).toEqual(['title', 'url']);
    expect(
      (await call('POST', `/api/users/${owner.id}/hobbies/`, owner.headers, { name: '' })).status,
    ).toBe(400);
    expect(
      (await call('POST', `/api/users/${owner.id}/hobbies/`, viewer.headers, { name: 'Go' }))
        .status,
    ).toBe(403);
    expect((await call('POST', `/api/users/${owner.id}/links/`, null, { title: 'x' })).status).toBe(
      401,
    );
    expect(
      (await call('POST', `/api/users/${enMember.id}/hobbies/`, admin.headers, { name: 'Go' }))
        .status,
    ).toBe(404);

    const profile = await call('GET', `/api/users/${owner.id}/profile/`, viewer.headers);
    expect(profile.body).toMatchObject({
      hobbies: [{ name: 'Chess' }],
      links: [{ title: 'Portfolio' }],
    });
    expect(
      (await call('DELETE', `/api/users/${viewer.id}/hobbies/${hobby.body.id}/`, viewer.headers))
        .status,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/users/${owner.id}/hobbies/${hobby.body.id}/`, owner.headers))
        .status,
    ).toBe(204);
    expect(
      (await call('DELETE', `/api/users/${owner.id}/links/${link.body.id}/`, owner.headers)).status,
    ).toBe(204);
  });

  it('adds a link to an uploaded PDF or Word document, judged by its content', async () => {
    const owner = await member();
    const url = `/api/users/${owner.id}/links/attachment/`;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const added = await upload(
      url,
      owner.headers,
      multipart('cv.pdf', pdf, 'application/pdf', { title: 'My CV' }),
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      title: 'My CV',
      url: null,
      attachment: expect.stringMatching(/\/links\/\d+\/[0-9a-f]{32}\.pdf$/),
    });
    const key = String(added.body.attachment).replace(/^.*?\/links\//, 'links/');
    expect(existsSync(path.join(mediaDir(ctx.config), key))).toBe(true);
    const profile = await call('GET', `/api/users/${owner.id}/profile/`, viewer.headers);
    expect(profile.body.links).toEqual([added.body]);

    const script = await upload(
      url,
      owner.headers,
      multipart('cv.pdf', Buffer.from('<script>alert(1)</script>'), 'application/pdf', {
        title: 'Fake',
      }),
    );
    expect(script).toEqual({
      status: 400,
      body: { file: ['Invalid attachment format: send a PDF or a Word document.'] },
    });
    const untitled = await upload(url, owner.headers, multipart('cv.pdf', pdf, 'application/pdf'));
    expect(untitled.status).toBe(400);
    expect(Object.keys(untitled.body)).toEqual(['title']);
    const huge = await upload(
      url,
      owner.headers,
      multipart('big.pdf', Buffer.concat([pdf, Buffer.alloc(3 * 1024 * 1024)]), 'application/pdf', {
        title: 'Big',
      }),
    );
    expect(huge.status).toBe(413);
    expect(
      (
        await upload(
          url,
          viewer.headers,
          multipart('cv.pdf', pdf, 'application/pdf', { title: 'x' }),
        )
      ).status,
    ).toBe(403);

    expect(
      (await call('DELETE', `/api/users/${owner.id}/links/${added.body.id}/`, owner.headers))
        .status,
    ).toBe(204);
    expect(existsSync(path.join(mediaDir(ctx.config), key))).toBe(false);
  });
});

describe('timeline (spec 1 §3 Timeline entry)', () => {
  it("replaces a role's entries with the member's own items only", async () => {
    const owner = await member();
    const other = await member();
    const exp = await call('POST', `/api/users/${owner.id}/experiences/`, owner.headers, job);
    const edu = await call('POST', `/api/users/${owner.id}/educations/`, owner.headers, {
      ...school,
      school: false,
    });
    const foreign = await call('POST', `/api/users/${other.id}/experiences/`, other.headers, job);
    const url = `/api/users/${owner.id}/roles/${owner.roleId}/timeline/`;

    const wrong = await call('PUT', url, owner.headers, {
      entries: [{ kind: 0, work_experience: foreign.body.id }],
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body)).toEqual(['entries.0.work_experience']);
    expect(
      (await call('PUT', url, owner.headers, { entries: [{ kind: 9, education: 1 }] })).status,
    ).toBe(400);

    const saved = await call('PUT', url, owner.headers, {
      entries: [
        { kind: 5, education: edu.body.id },
        { kind: 0, work_experience: exp.body.id },
      ],
    });
    expect(saved.body).toEqual({
      role: owner.roleId,
      entries: [
        { kind: 0, education: null, work_experience: exp.body.id },
        { kind: 5, education: edu.body.id, work_experience: null },
      ],
    });
    const replaced = await call('PUT', url, owner.headers, {
      entries: [{ kind: 1, education: edu.body.id }],
    });
    expect((replaced.body.entries as Body[]).length).toBe(1);
    expect((await call('GET', url, owner.headers)).body).toEqual(replaced.body);
    expect((await call('GET', url, admin.headers)).status).toBe(200);
    expect((await call('GET', url, viewer.headers)).status).toBe(403);
    expect(
      (await call('GET', `/api/users/${owner.id}/roles/${other.roleId}/timeline/`, owner.headers))
        .status,
    ).toBe(404);
    const profile = await call('GET', `/api/users/${owner.id}/profile/`, owner.headers);
    expect(profile.body.timeline).toEqual({ [String(owner.roleId)]: replaced.body.entries });
  });
});

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

describe('logs and the prompt mute', () => {
  it('lists who changed what, newest first, to the owner and admins', async () => {
    const owner = await member();
    await call('POST', `/api/users/${owner.id}/hobbies/`, owner.headers, { name: 'Chess' });
    await call('POST', `/api/users/${owner.id}/experiences/`, admin.headers, job);
    const logs = await call('GET', `/api/users/${owner.id}/logs/?page_size=1`, owner.headers);
    expect(logs.body).toMatchObject({ count: 2, previous: null });
    expect(logs.body.next).toContain('page=2');
    expect((logs.body.results as Body[])[0]).toMatchObject({
      action: 'experience_created',
      actor: { id: admin.id },
    });
    expect((await call('GET', `/api/users/${owner.id}/logs/`, admin.headers)).status).toBe(200);
    expect((await call('GET', `/api/users/${owner.id}/logs/`, viewer.headers)).status).toBe(403);
    expect((await call('GET', `/api/users/${owner.id}/logs/`, null)).status).toBe(401);
    expect((await call('GET', `/api/users/${enMember.id}/logs/`, admin.headers)).status).toBe(404);
    const rows = await db
      .select()
      .from(profileLogs)
      .where(and(eq(profileLogs.userId, owner.id), eq(profileLogs.schoolId, ids.demo)));
    expect(rows.map((r) => r.action).sort()).toEqual(['experience_created', 'hobby_added']);
  });

  it('mutes the profile-update prompt', async () => {
    const owner = await member();
    expect((await call('POST', '/api/users/me/profile-prompt/mute/', null)).status).toBe(401);
    const res = await call('POST', '/api/users/me/profile-prompt/mute/', owner.headers);
    expect(res.body).toEqual({ mute_profile_update: true });
    const profile = await call('GET', `/api/users/${owner.id}/profile/`, owner.headers);
    expect(profile.body.mute_profile_update).toBe(true);
  });
});

const multipart = multipartBody;

async function upload(
  url: string,
  headers: Headers | null,
  body: ReturnType<typeof multipart>,
  locale = 'en',
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    headers: {
      ...(headers ?? { host: hostOf('demo') }),
      'content-type': body.contentType,
      'accept-language': locale,
    },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as Body };
}

describe('picture and banner (spec 1 §5 Images and files)', () => {
  it('stores a real image as a 400×400 WebP without metadata and replaces the old file', async () => {
    const owner = await member();
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#00a19b' },
    })
      .png()
      .toBuffer();
    const first = await upload(
      `/api/users/${owner.id}/picture/`,
      owner.headers,
      multipart('me.png', png),
    );
    expect(first.status).toBe(200);
    const url = first.body.picture as string;
    expect(url).toMatch(new RegExp(`^/media/users/${owner.id}/[0-9a-f]{32}\\.webp$`));
    const file = path.join(mediaDir(ctx.config), url.replace(/^\/media\//, ''));
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });

    const jpeg = await sharp({
      create: { width: 2000, height: 900, channels: 3, background: '#ffb600' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret camera' } })
      .toBuffer();
    const banner = await upload(
      `/api/users/${owner.id}/banner/`,
      owner.headers,
      multipart('b.jpg', jpeg, 'image/jpeg'),
    );
    const bannerFile = path.join(
      mediaDir(ctx.config),
      (banner.body.banner as string).replace(/^\/media\//, ''),
    );
    const bannerMeta = await sharp(bannerFile).metadata();
    expect(bannerMeta).toMatchObject({ format: 'webp', width: 1500, height: 500 });
    expect(bannerMeta.exif).toBeUndefined();
    expect(banner.body.picture).toBe(url);

    const second = await upload(
      `/api/users/${owner.id}/picture/`,
      admin.headers,
      multipart('me.png', png),
    );
    expect(second.status).toBe(200);
    expect(existsSync(file)).toBe(false);
    const removed = await call('DELETE', `/api/users/${owner.id}/picture/`, owner.headers);
    expect(removed.body).toMatchObject({ picture: null, banner: banner.body.banner });
  });

  it('rejects a non-image, a heavy image, and the wrong people', async () => {
    const owner = await member();
    const url = `/api/users/${owner.id}/picture/`;
    const fake = await upload(url, owner.headers, multipart('me.png', Buffer.from('not an image')));
    expect(fake.status).toBe(400);
    expect((fake.body.file as string[])[0]).toMatch(/^Invalid attachment format/);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await upload(url, owner.headers, multipart('a.png', svg))).status).toBe(400);
    const heavy = await upload(
      url,
      owner.headers,
      multipart('big.png', Buffer.alloc(6 * 1024 * 1024, 1)),
      'fr',
    );
    expect(heavy).toEqual({ status: 413, body: { detail: 'Image trop lourde (5 Mo maximum).' } });
    const huge = await upload(
      url,
      owner.headers,
      multipart('big.png', Buffer.alloc(12 * 1024 * 1024, 1)),
    );
    expect(huge).toEqual({ status: 413, body: { detail: 'Image too heavy (5 MB maximum).' } });
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(url, null, multipart('a.png', png))).status).toBe(401);
    expect((await upload(url, viewer.headers, multipart('a.png', png))).status).toBe(403);
    expect(
      (await upload(`/api/users/${enMember.id}/picture/`, admin.headers, multipart('a.png', png)))
        .status,
    ).toBe(404);
    const [row] = await db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.picture).toBeNull();
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
