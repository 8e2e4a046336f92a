import { ROLE, VALIDATOR_SCOPE } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api.ts';
import { createTestApp, mailTo, type TestContext } from '../../../test/app.ts';
import { buildSchool } from '../../../test/factories.ts';
import { buildMatch, matchRow, mentorshipMember } from '../../../test/mentorship.ts';
import type { Db } from '../../db/client.ts';
import { notifications, schools, workExperiences } from '../../db/schema/index.ts';

/*
 * Asking a mentor (issue 33 items 2, 3, 5; spec 1 §4 Mentorship request; spec 2 §8 "cannot
 * solicit more than 2 mentors", "a tooltip shows when the mentor cap is reached"; §9 "Mentors
 * a mentee may solicit at once: 2"): the search with its filters and the `full` flag, a
 * request with its rules, the school that validates matches and its validators' queue.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;
let other: Awaited<ReturnType<typeof buildSchool>>;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db, { maxMenteesPerMentor: 2, preferredLocale: 2 });
  other = await buildSchool(db);
});
afterAll(() => ctx.close());

const MENTORS = '/api/mentorship/mentors/';
const MATCHES = '/api/mentorship/matches/';

describe('the trio on mentorship routes', () => {
  it('answers 401 signed out, 403 without the mentorship view, 404 for another school', async () => {
    for (const [method, url] of [
      ['GET', MENTORS],
      ['GET', MATCHES],
      ['POST', MATCHES],
      ['GET', '/api/mentorship/followup/'],
      ['GET', '/api/mentorship/pairs/'],
      ['GET', '/api/mentorship/pending/'],
    ] as const) {
      const res = await call(method, url, null, method === 'POST' ? { mentor_id: 1 } : undefined);
      expect([url, res.status]).toEqual([url, 401]);
    }
    const prospect = await mentorshipMember(db, school, { role: ROLE.Prospect });
    expect((await call('GET', MENTORS, prospect.headers)).status).toBe(403);
    expect((await call('POST', MATCHES, prospect.headers, { mentor_id: 1 })).status).toBe(403);
    expect((await call('GET', '/api/mentorship/pending/', prospect.headers)).status).toBe(403);
    const b1 = await mentorshipMember(db, other, { mentor: {} });
    const b2 = await mentorshipMember(db, other);
    const theirs = await buildMatch(db, other.id, b1.id, b2.id);
    const me = await mentorshipMember(db, school);
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await call(method, `${MATCHES}${theirs.id}/`, me.headers)).status).toBe(404);
    }
    expect(
      (await call('PATCH', `${MATCHES}${theirs.id}/`, me.headers, { action: 'cancel' })).status,
    ).toBe(404);
  });
});

describe('GET /api/mentorship/mentors/', () => {
  it('lists the mentors with their capacity, full flag and filters', async () => {
    const viewer = await mentorshipMember(db, school);
    const ada = await mentorshipMember(db, school, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      city: 'Lyon',
      mentor: { types: ['career', 'entrepreneurship'], maxMentee: 1 },
    });
    const bob = await mentorshipMember(db, school, {
      firstName: 'Bob',
      lastName: 'Marley',
      city: 'Paris',
      mentor: { types: ['career'] },
    });
    await db.insert(workExperiences).values({
      userId: bob.id,
      title: 'Engineer',
      organisation: 'Acme',
      location: 'Paris',
      startDate: '2020-01-01',
      currentOccupation: true,
      businessSector: 'it',
    });
    const mentee = await mentorshipMember(db, school);
    await buildMatch(db, school.id, ada.id, mentee.id, { status: 1 });
    await buildMatch(db, school.id, bob.id, viewer.id);
    const page = await call('GET', `${MENTORS}?page_size=50`, viewer.headers);
    expect(page.status).toBe(200);
    const cards = page.body.results as Record<string, unknown>[];
    const adaCard = cards.find((c) => c.id === ada.id);
    expect(adaCard).toMatchObject({
      capacity: 1,
      accepted: 1,
      full: true,
      types: ['career', 'entrepreneurship'],
    });
    expect(cards.find((c) => c.id === bob.id)).toMatchObject({
      // The school's cap of 2: Bob set no maximum of his own.
      capacity: 2,
      full: false,
      headline: 'Engineer, Acme',
      sector: 'it',
      my_match_status: 0,
    });
    expect(cards.some((c) => c.id === viewer.id)).toBe(false);
    expect(page.body.my_pending).toBe(1);
    const ids = async (query: string) =>
      ((await call('GET', `${MENTORS}?${query}`, viewer.headers)).body.results as { id: number }[])
        .map((c) => c.id)
        .filter((id) => id === ada.id || id === bob.id);
    expect(await ids('type=entrepreneurship')).toEqual([ada.id]);
    expect(await ids('city=lyo')).toEqual([ada.id]);
    expect(await ids('sector=it')).toEqual([bob.id]);
    expect(await ids('q=acme')).toEqual([bob.id]);
    expect(await ids('q=lovel')).toEqual([ada.id]);
    expect(await ids(`degree_id=${school.degrees[0]?.id}&graduation_year=2015`)).toEqual([
      ada.id,
      bob.id,
    ]);
    expect(await ids('graduation_year=1999')).toEqual([]);
  });

  it('answers 400 per bad field', async () => {
    const viewer = await mentorshipMember(db, school);
    for (const [query, field] of [
      ['graduation_year=abc', 'graduation_year'],
      ['degree_id=0', 'degree_id'],
      ['page_size=51', 'page_size'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const res = await call('GET', `${MENTORS}?${query}`, viewer.headers);
      expect([query, res.status, Object.keys(res.body)]).toEqual([query, 400, [field]]);
    }
  });
});

describe('POST /api/mentorship/matches/', () => {
  it('sends the request to the mentor: a notification and a mail', async () => {
    const mentor = await mentorshipMember(db, school, { mentor: {} });
    const mentee = await mentorshipMember(db, school, { firstName: 'Mia' });
    const res = await call('POST', MATCHES, mentee.headers, {
      mentor_id: mentor.id,
      message: 'Could you help me?',
      mentoring_type: 'career',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 0,
      role: 'mentee',
      validated: true,
      request_message: 'Could you help me?',
      can: { cancel: true, accept: false, delete: true },
    });
    expect(res.body.invited_at).not.toBeNull();
    const [notice] = await db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, mentor.id), eq(notifications.type, 'mentorship_request')),
      );
    expect(notice).toMatchObject({ actorId: mentee.id, data: { match_id: res.body.id } });
    expect(await mailTo(ctx, mentor.email, 'asks you to be their mentor')).toHaveLength(1);
    const mine = await call('GET', `${MATCHES}?role=mentor`, mentor.headers);
    expect((mine.body.results as { id: number }[]).map((m) => m.id)).toEqual([res.body.id]);
  });

  it('refuses a third request while two wait (409, spec 2 §8), and a second one to the same mentor', async () => {
    const mentee = await mentorshipMember(db, school);
    const mentors = [];
    for (let i = 0; i < 3; i++) mentors.push(await mentorshipMember(db, school, { mentor: {} }));
    for (const mentor of mentors.slice(0, 2)) {
      expect((await call('POST', MATCHES, mentee.headers, { mentor_id: mentor.id })).status).toBe(
        201,
      );
    }
    const third = await call('POST', MATCHES, mentee.headers, { mentor_id: mentors[2]?.id });
    expect(third).toEqual({
      status: 409,
      body: { detail: 'You cannot solicit more than 2 mentors at once.' },
    });
    const fr = await call('POST', MATCHES, mentee.headers, { mentor_id: mentors[2]?.id }, 'fr');
    expect(fr.body.detail).toBe('Vous ne pouvez pas solliciter plus de 2\u00a0mentors à la fois.');
    const again = await mentorshipMember(db, school);
    expect((await call('POST', MATCHES, again.headers, { mentor_id: mentors[0]?.id })).status).toBe(
      201,
    );
    expect(await call('POST', MATCHES, again.headers, { mentor_id: mentors[0]?.id })).toEqual({
      status: 409,
      body: { detail: 'You already have an open request with this mentor.' },
    });
  });

  it('refuses a full mentor (409), oneself and a non-mentor (400 mentor_id), and bad fields', async () => {
    const mentor = await mentorshipMember(db, school, { mentor: { maxMentee: 1 } });
    const taken = await mentorshipMember(db, school);
    await buildMatch(db, school.id, mentor.id, taken.id, { status: 1 });
    const mentee = await mentorshipMember(db, school);
    expect(await call('POST', MATCHES, mentee.headers, { mentor_id: mentor.id })).toEqual({
      status: 409,
      body: { detail: 'This mentor has reached their maximum number of mentees.' },
    });
    expect(await call('POST', MATCHES, mentee.headers, { mentor_id: mentee.id })).toEqual({
      status: 400,
      body: { mentor_id: ['You cannot be your own mentor.'] },
    });
    expect(await call('POST', MATCHES, mentee.headers, { mentor_id: taken.id })).toEqual({
      status: 400,
      body: { mentor_id: ['This member is not a mentor.'] },
    });
    const elsewhere = await mentorshipMember(db, other, { mentor: {} });
    expect((await call('POST', MATCHES, mentee.headers, { mentor_id: elsewhere.id })).status).toBe(
      400,
    );
    for (const [body, field] of [
      [{}, 'mentor_id'],
      [{ mentor_id: 'x' }, 'mentor_id'],
      [{ mentor_id: mentor.id, message: 'x'.repeat(1001) }, 'message'],
      [{ mentor_id: mentor.id, mentoring_type: 'x'.repeat(65) }, 'mentoring_type'],
    ] as const) {
      const res = await call('POST', MATCHES, mentee.headers, body);
      expect([res.status, Object.keys(res.body)]).toEqual([400, [field]]);
    }
  });
});

describe('a school that validates matches (issue 33 item 5)', () => {
  it('holds requests for a mentorship validator, counted in the validations, then lets them through', async () => {
    const strict = await buildSchool(db, { validateMentorship: true, preferredLocale: 2 });
    const mentor = await mentorshipMember(db, strict, { mentor: {} });
    const mentee = await mentorshipMember(db, strict);
    const validator = await mentorshipMember(db, strict, {
      role: ROLE.Staff,
      scopes: [VALIDATOR_SCOPE.SuperValidator],
    });
    const asked = await call('POST', MATCHES, mentee.headers, { mentor_id: mentor.id });
    expect(asked.body).toMatchObject({ status: 0, validated: false, invited_at: null });
    const id = asked.body.id as number;
    // Not the mentor's yet: not listed, not readable, no mail.
    expect((await call('GET', MATCHES, mentor.headers)).body.count).toBe(0);
    expect((await call('GET', `${MATCHES}${id}/`, mentor.headers)).status).toBe(404);
    expect(await mailTo(ctx, mentor.email, 'asks you')).toHaveLength(0);
    const counts = await call('GET', '/api/validations/', validator.headers);
    expect(counts.body).toMatchObject({ mentorship: 1 });
    const pending = await call('GET', '/api/mentorship/pending/', validator.headers);
    expect(pending.body).toMatchObject({ count: 1, results: [{ id, can: { review: true } }] });
    expect((await call('GET', '/api/mentorship/pending/', mentee.headers)).status).toBe(403);
    expect(
      (await call('POST', `${MATCHES}${id}/review/`, mentee.headers, { action: 'validate' }))
        .status,
    ).toBe(403);
    const noReason = await call('POST', `${MATCHES}${id}/review/`, validator.headers, {
      action: 'refuse',
    });
    expect(noReason).toEqual({
      status: 400,
      body: { reason: ['Give the reason for the refusal.'] },
    });
    const let_ = await call('POST', `${MATCHES}${id}/review/`, validator.headers, {
      action: 'validate',
    });
    expect(let_.body).toMatchObject({ validated: true, status: 0 });
    expect(let_.body.invited_at).not.toBeNull();
    expect((await call('GET', '/api/validations/', validator.headers)).body).toMatchObject({
      mentorship: 0,
    });
    expect((await call('GET', MATCHES, mentor.headers)).body.count).toBe(1);
    expect(await mailTo(ctx, mentor.email, 'asks you')).toHaveLength(1);
    expect(
      (await call('POST', `${MATCHES}${id}/review/`, validator.headers, { action: 'validate' }))
        .status,
    ).toBe(409);
  });

  it('refuses a held request with its reason (Refused 9), and lets the waiting ones through when validation is turned off', async () => {
    const strict = await buildSchool(db, { validateMentorship: true });
    const mentor = await mentorshipMember(db, strict, { mentor: {} });
    const validator = await mentorshipMember(db, strict, { role: ROLE.Staff, scopes: 'all' });
    const a = await mentorshipMember(db, strict);
    const b = await mentorshipMember(db, strict);
    const first = await call('POST', MATCHES, a.headers, { mentor_id: mentor.id });
    const refused = await call('POST', `${MATCHES}${first.body.id}/review/`, validator.headers, {
      action: 'refuse',
      reason: 'Out of scope',
    });
    expect(refused.body).toMatchObject({ status: 9, refusal_reason: 'Out of scope' });
    const second = await call('POST', MATCHES, b.headers, { mentor_id: mentor.id });
    const admin = await mentorshipMember(db, strict, { role: ROLE.SchoolAdmin });
    const saved = await call('PUT', '/api/school-settings/mentorship/', admin.headers, {
      max_mentees_per_mentor: null,
      validate_mentorship: false,
    });
    expect(saved).toEqual({
      status: 200,
      body: { max_mentees_per_mentor: null, validate_mentorship: false },
    });
    expect(await matchRow(db, second.body.id as number)).toMatchObject({ validated: true });
    const [row] = await db.select().from(schools).where(eq(schools.id, strict.id));
    expect(row?.validateMentorship).toBe(false);
  });
});
