import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api.ts';
import { createTestApp, mailTo, type TestContext } from '../../../test/app.ts';
import { buildSchool } from '../../../test/factories.ts';
import { buildMatch, matchRow, mentorshipMember } from '../../../test/mentorship.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

/*
 * The moves on a match (spec 1 §4 "The mentor accepts or refuses; the mentee may cancel;
 * either may delete the match"; issue 33 item 3 "Accepting when the mentor is at the cap
 * answers 409, decided in the database"): each move by its side only, in its statuses only,
 * with the other side told (notification and mail).
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db, { maxMenteesPerMentor: 3, preferredLocale: 2 });
});
afterAll(() => ctx.close());

const url = (id: number) => `/api/mentorship/matches/${id}/`;

/** A mentor, a mentee and a pending request between them. */
async function pair(opts: { maxMentee?: number } = {}) {
  const mentor = await mentorshipMember(db, school, { mentor: opts, firstName: 'Marc' });
  const mentee = await mentorshipMember(db, school, { firstName: 'Mia' });
  const match = await buildMatch(db, school.id, mentor.id, mentee.id);
  return { mentor, mentee, match };
}

const noticesTo = async (userId: number, type: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe('PATCH /api/mentorship/matches/{id}/', () => {
  it('lets the mentor accept; the mentee is told', async () => {
    const { mentor, mentee, match } = await pair();
    expect((await call('PATCH', url(match.id), mentee.headers, { action: 'accept' })).status).toBe(
      403,
    );
    const res = await call('PATCH', url(match.id), mentor.headers, { action: 'accept' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 1,
      role: 'mentor',
      can: { accept: false, log_meeting: true, delete: true, rate: false },
    });
    expect(res.body.ends_at).not.toBeNull();
    expect(await noticesTo(mentee.id, 'mentorship_accepted')).toHaveLength(1);
    expect(await mailTo(ctx, mentee.email, 'accepted to be your mentor')).toHaveLength(1);
    expect(await call('PATCH', url(match.id), mentor.headers, { action: 'accept' })).toEqual({
      status: 409,
      body: { detail: 'This request has already changed status.' },
    });
  });

  it('lets the mentor refuse with a reason only; the mentee gets the reason', async () => {
    const { mentor, mentee, match } = await pair();
    expect(await call('PATCH', url(match.id), mentor.headers, { action: 'refuse' })).toEqual({
      status: 400,
      body: { reason: ['Give the reason for the refusal.'] },
    });
    const long = await call('PATCH', url(match.id), mentor.headers, {
      action: 'refuse',
      reason: 'x'.repeat(501),
    });
    expect([long.status, Object.keys(long.body)]).toEqual([400, ['reason']]);
    const bad = await call('PATCH', url(match.id), mentor.headers, { action: 'dance' });
    expect([bad.status, Object.keys(bad.body)]).toEqual([400, ['action']]);
    const res = await call('PATCH', url(match.id), mentor.headers, {
      action: 'refuse',
      reason: 'No time this term',
    });
    expect(res.body).toMatchObject({ status: 9, refusal_reason: 'No time this term' });
    const [notice] = await noticesTo(mentee.id, 'mentorship_refused');
    expect(notice?.data).toEqual({ match_id: match.id, reason: 'No time this term' });
    const [mail] = await mailTo(ctx, mentee.email, 'was not accepted');
    expect(mail?.text).toContain('Reason: No time this term');
  });

  it('answers 409 when the mentor is at capacity (their own maximum)', async () => {
    const { mentor, match } = await pair({ maxMentee: 1 });
    const first = await mentorshipMember(db, school);
    await buildMatch(db, school.id, mentor.id, first.id, { status: 1 });
    expect(await call('PATCH', url(match.id), mentor.headers, { action: 'accept' })).toEqual({
      status: 409,
      body: { detail: 'This mentor has reached their maximum number of mentees.' },
    });
    expect((await matchRow(db, match.id))?.status).toBe(0);
  });

  it("answers 409 at the school's cap of 3", async () => {
    const { mentor, match } = await pair();
    for (let i = 0; i < 3; i++) {
      const mentee = await mentorshipMember(db, school);
      await buildMatch(db, school.id, mentor.id, mentee.id, { status: 1 });
    }
    expect((await call('PATCH', url(match.id), mentor.headers, { action: 'accept' })).status).toBe(
      409,
    );
  });

  it('lets the mentee cancel a pending or running match; the mentor is told', async () => {
    const { mentor, mentee, match } = await pair();
    expect((await call('PATCH', url(match.id), mentor.headers, { action: 'cancel' })).status).toBe(
      403,
    );
    const res = await call('PATCH', url(match.id), mentee.headers, { action: 'cancel' });
    expect(res.body).toMatchObject({ status: 10, can: { cancel: false, delete: true } });
    expect(await noticesTo(mentor.id, 'mentorship_cancelled')).toHaveLength(1);
    expect((await call('PATCH', url(match.id), mentee.headers, { action: 'cancel' })).status).toBe(
      409,
    );
    const running = await pair();
    await call('PATCH', url(running.match.id), running.mentor.headers, { action: 'accept' });
    const ended = await call('PATCH', url(running.match.id), running.mentee.headers, {
      action: 'cancel',
    });
    expect(ended.body).toMatchObject({ status: 10 });
  });

  it('answers 404 to a member who is not of the pair', async () => {
    const { match } = await pair();
    const stranger = await mentorshipMember(db, school);
    expect((await call('GET', url(match.id), stranger.headers)).status).toBe(404);
    expect(
      (await call('PATCH', url(match.id), stranger.headers, { action: 'accept' })).status,
    ).toBe(404);
  });
});

describe('DELETE /api/mentorship/matches/{id}/', () => {
  it('hides a closed match on one side only, kept for the statistics', async () => {
    const { mentor, mentee, match } = await pair();
    await call('PATCH', url(match.id), mentor.headers, { action: 'refuse', reason: 'Full' });
    expect((await call('DELETE', url(match.id), mentee.headers)).status).toBe(204);
    expect((await call('GET', url(match.id), mentee.headers)).status).toBe(404);
    expect((await call('GET', url(match.id), mentor.headers)).status).toBe(200);
    expect((await call('DELETE', url(match.id), mentee.headers)).status).toBe(404);
    expect(await matchRow(db, match.id)).toMatchObject({
      status: 9,
      deletedByMentee: true,
      deletedByMentor: false,
    });
  });

  it('cancels a running match deleted by either side, and asks the mentor to answer a request first', async () => {
    const { mentor, mentee, match } = await pair();
    expect(await call('DELETE', url(match.id), mentor.headers)).toEqual({
      status: 409,
      body: { detail: 'Accept or refuse this request first.' },
    });
    await call('PATCH', url(match.id), mentor.headers, { action: 'accept' });
    expect((await call('DELETE', url(match.id), mentor.headers)).status).toBe(204);
    expect(await matchRow(db, match.id)).toMatchObject({ status: 10, deletedByMentor: true });
    expect(await noticesTo(mentee.id, 'mentorship_cancelled')).toHaveLength(1);
    const other = await pair();
    expect((await call('DELETE', url(other.match.id), other.mentee.headers)).status).toBe(204);
    expect(await matchRow(db, other.match.id)).toMatchObject({ status: 10, deletedByMentee: true });
  });
});
