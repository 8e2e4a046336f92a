import { ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildSchool } from '../../../test/factories.ts';
import { buildMatch, mentorshipMember } from '../../../test/mentorship.ts';
import type { Db } from '../../db/client.ts';
import { mentorshipMatches, users } from '../../db/schema/index.ts';

/*
 * Mentorship's settings and figures (issue 33 items 1, 5): the school's cap and match
 * validation (school admins), the phone rule of a member's mentoring settings (spec 2 §8 "a
 * phone number is required to activate mentorship"), the mentor statistics (super users; spec
 * 1 §2 Super-administration "Mentor stats").
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db, { name: 'Stats school', maxMenteesPerMentor: 4 });
});
afterAll(() => ctx.close());

const SETTINGS = '/api/school-settings/mentorship/';

describe('/api/school-settings/mentorship/', () => {
  it('is read and saved by school admins only', async () => {
    expect((await call('GET', SETTINGS, null)).status).toBe(401);
    const member = await mentorshipMember(db, school);
    expect((await call('GET', SETTINGS, member.headers)).status).toBe(403);
    const body = { max_mentees_per_mentor: 2, validate_mentorship: true };
    expect((await call('PUT', SETTINGS, member.headers, body)).status).toBe(403);
    const admin = await mentorshipMember(db, school, { role: ROLE.SchoolAdmin });
    expect(await call('GET', SETTINGS, admin.headers)).toEqual({
      status: 200,
      body: { max_mentees_per_mentor: 4, validate_mentorship: false },
    });
    expect(await call('PUT', SETTINGS, admin.headers, body)).toEqual({ status: 200, body });
    const details = await call('GET', `/api/schools/${school.subdomain}/details/`, admin.headers);
    expect(details.body.mentorship_settings).toEqual({ max_mentees_per_mentor: 2 });
    for (const [bad, field] of [
      [{ ...body, max_mentees_per_mentor: 0 }, 'max_mentees_per_mentor'],
      [{ ...body, max_mentees_per_mentor: 51 }, 'max_mentees_per_mentor'],
      [{ ...body, max_mentees_per_mentor: 'ten' }, 'max_mentees_per_mentor'],
      [{ max_mentees_per_mentor: 3 }, 'validate_mentorship'],
    ] as const) {
      const res = await call('PUT', SETTINGS, admin.headers, bad);
      expect([res.status, Object.keys(res.body)]).toEqual([400, [field]]);
    }
    await call('PUT', SETTINGS, admin.headers, {
      max_mentees_per_mentor: 4,
      validate_mentorship: false,
    });
  });
});

describe('PATCH /api/users/me/settings/ (spec 2 §8 phone rule)', () => {
  it('refuses to turn mentoring on without a phone number, on the field turned on', async () => {
    const member = await mentorshipMember(db, school, { phone: null });
    const url = '/api/users/me/settings/';
    expect(await call('PATCH', url, member.headers, { is_mentor: true })).toEqual({
      status: 400,
      body: { is_mentor: ['A phone number is required to activate mentorship.'] },
    });
    const fr = await call('PATCH', url, member.headers, { looking_for_mentor: true }, 'fr');
    expect(fr).toEqual({
      status: 400,
      body: { looking_for_mentor: ['Un numéro de téléphone est requis pour activer le mentorat.'] },
    });
    expect((await call('PATCH', url, member.headers, { is_mentor: false })).status).toBe(200);
    const phoned = await mentorshipMember(db, school);
    const on = await call('PATCH', url, phoned.headers, {
      is_mentor: true,
      mentoring_types_mentor: ['career'],
      max_mentee: 2,
    });
    expect(on.body).toMatchObject({ is_mentor: true, max_mentee: 2 });
  });
});

describe('GET /api/superadmin/mentor-stats/', () => {
  it('gives super users, per mentor and school, requests, answers and the median response time', async () => {
    const mentor = await mentorshipMember(db, school, { mentor: {}, firstName: 'Stat' });
    const invited = new Date('2026-01-01T10:00:00Z');
    const hoursLater = (h: number) => new Date(invited.getTime() + h * 3_600_000);
    const mentees = [];
    for (let i = 0; i < 4; i++) mentees.push(await mentorshipMember(db, school));
    const [a, b, c, d] = mentees as [
      (typeof mentees)[0],
      (typeof mentees)[0],
      (typeof mentees)[0],
      (typeof mentees)[0],
    ];
    await buildMatch(db, school.id, mentor.id, a.id, {
      status: 1,
      invitedAt: invited,
      acceptedAt: hoursLater(2),
    });
    const refused = await buildMatch(db, school.id, mentor.id, b.id, {
      status: 9,
      invitedAt: invited,
    });
    await db
      .update(mentorshipMatches)
      .set({ statusAt: hoursLater(10) })
      .where(eq(mentorshipMatches.id, refused.id));
    await buildMatch(db, school.id, mentor.id, c.id, { status: 11, invitedAt: invited });
    // Refused by a validator: the mentor never saw it.
    await buildMatch(db, school.id, mentor.id, d.id, {
      status: 9,
      validated: false,
      invitedAt: null,
    });
    const admin = await mentorshipMember(db, school, { role: ROLE.SchoolAdmin });
    const url = `/api/superadmin/mentor-stats/?school_id=${school.id}`;
    expect((await call('GET', url, null)).status).toBe(401);
    expect((await call('GET', url, admin.headers)).status).toBe(403);
    const superUser = await mentorshipMember(db, school);
    await db.update(users).set({ isSuperuser: true }).where(eq(users.id, superUser.id));
    const res = await call('GET', url, superUser.headers);
    expect(res.status).toBe(200);
    const row = (res.body.results as { mentor: { id: number } }[]).find(
      (r) => r.mentor.id === mentor.id,
    );
    expect(row).toMatchObject({
      school: { id: school.id, name: 'Stats school' },
      requests: 3,
      accepted: 1,
      refused: 1,
      timed_out: 1,
      median_response_hours: 6,
    });
    const csv = await ctx.app.inject({
      url: `/api/superadmin/mentor-stats/export/?school_id=${school.id}&lang=en`,
      headers: superUser.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('school;mentor;email;requests;accepted;refused;timed out');
    expect(csv.body).toContain(`Stats school;Stat `);
    const bad = await call('GET', '/api/superadmin/mentor-stats/?school_id=x', superUser.headers);
    expect([bad.status, Object.keys(bad.body)]).toEqual([400, ['school_id']]);
  });
});
