import { addDaysTo, addMonthsTo } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildSchool } from '../../../test/factories.ts';
import { buildMatch, buildMeeting, matchRow, mentorshipMember } from '../../../test/mentorship.ts';
import type { Db } from '../../db/client.ts';
import { mentorshipMatches } from '../../db/schema/index.ts';

/*
 * The follow-up (issue 33 item 4 "at least one meeting a month over six months, logged by
 * either side (date, notes) … at the end the mentee rates the mentorship on five emotions and
 * the match becomes Finished"; spec 2 §9) and the dashboard's pairs (item 5).
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db, { preferredLocale: 2 });
});
afterAll(() => ctx.close());

const day = (at: Date) => at.toISOString().slice(0, 10);
const base = (id: number) => `/api/mentorship/matches/${id}`;

/** A mentor and a mentee whose match was accepted `daysAgo` days ago. */
async function running(daysAgo = 40) {
  const mentor = await mentorshipMember(db, school, { mentor: {} });
  const mentee = await mentorshipMember(db, school);
  const match = await buildMatch(db, school.id, mentor.id, mentee.id, {
    status: 1,
    acceptedAt: addDaysTo(new Date(), -daysAgo),
  });
  return { mentor, mentee, match };
}

describe('meetings', () => {
  it('are logged by either member and deleted by their author only', async () => {
    const { mentor, mentee, match } = await running();
    const logged = await call('POST', `${base(match.id)}/meetings/`, mentee.headers, {
      met_on: day(addDaysTo(new Date(), -3)),
      notes: 'Talked about internships',
    });
    expect(logged.status).toBe(201);
    expect(logged.body).toMatchObject({ notes: 'Talked about internships', mine: true });
    const byMentor = await call('POST', `${base(match.id)}/meetings/`, mentor.headers, {
      met_on: day(new Date()),
    });
    expect(byMentor.status).toBe(201);
    const list = await call('GET', `${base(match.id)}/meetings/`, mentor.headers);
    expect((list.body.results as { mine: boolean }[]).map((m) => m.mine)).toEqual([true, false]);
    const theirs = `${base(match.id)}/meetings/${logged.body.id}/`;
    expect((await call('DELETE', theirs, mentor.headers)).status).toBe(403);
    expect((await call('DELETE', theirs, mentee.headers)).status).toBe(204);
    expect((await call('DELETE', theirs, mentee.headers)).status).toBe(404);
    const stranger = await mentorshipMember(db, school);
    expect((await call('GET', `${base(match.id)}/meetings/`, stranger.headers)).status).toBe(404);
  });

  it('answers 400 for a day out of the mentorship and per field, 409 unless it runs', async () => {
    const { mentee, match } = await running(10);
    for (const [body, field] of [
      [{ met_on: day(addDaysTo(new Date(), -20)) }, 'met_on'],
      [{ met_on: day(addDaysTo(new Date(), 2)) }, 'met_on'],
      [{ met_on: '2026-02-30' }, 'met_on'],
      [{}, 'met_on'],
      [{ met_on: day(new Date()), notes: 'x'.repeat(2001) }, 'notes'],
    ] as const) {
      const res = await call('POST', `${base(match.id)}/meetings/`, mentee.headers, body);
      expect([res.status, Object.keys(res.body)]).toEqual([400, [field]]);
    }
    const mentor = await mentorshipMember(db, school, { mentor: {} });
    const pending = await buildMatch(db, school.id, mentor.id, mentee.id);
    expect(
      await call('POST', `${base(pending.id)}/meetings/`, mentee.headers, {
        met_on: day(new Date()),
      }),
    ).toEqual({ status: 409, body: { detail: 'Meetings are logged while the mentorship runs.' } });
  });
});

describe('GET /api/mentorship/followup/', () => {
  it('gives each running mentorship its six months, met or not', async () => {
    const { mentor, mentee, match } = await running(40);
    await buildMeeting(db, match, mentor.id, day(addDaysTo(new Date(), -35)));
    const res = await call('GET', '/api/mentorship/followup/', mentee.headers);
    expect(res.status).toBe(200);
    const [item] = res.body.results as {
      match: { id: number; role: string };
      months: { month: number; met: boolean; state: string }[];
      meetings: unknown[];
    }[];
    expect(item?.match).toMatchObject({ id: match.id, role: 'mentee' });
    expect(item?.months.map((m) => [m.month, m.met, m.state])).toEqual([
      [1, true, 'past'],
      [2, false, 'current'],
      [3, false, 'future'],
      [4, false, 'future'],
      [5, false, 'future'],
      [6, false, 'future'],
    ]);
    expect(item?.meetings).toHaveLength(1);
  });
});

describe('POST /api/mentorship/matches/{id}/rating/', () => {
  it('lets the mentee rate after six months: the match is Finished 2', async () => {
    const early = await running(30);
    expect(
      await call('POST', `${base(early.match.id)}/rating/`, early.mentee.headers, { rating: 5 }),
    ).toEqual({ status: 409, body: { detail: 'The mentorship can be rated after 6 months.' } });
    const { mentor, mentee, match } = await running(0);
    await db
      .update(mentorshipMatches)
      .set({ acceptedAt: addMonthsTo(new Date(), -6) })
      .where(eq(mentorshipMatches.id, match.id));
    expect(
      (await call('POST', `${base(match.id)}/rating/`, mentor.headers, { rating: 5 })).status,
    ).toBe(403);
    for (const rating of [0, 6, 2.5, 'happy']) {
      const res = await call('POST', `${base(match.id)}/rating/`, mentee.headers, { rating });
      expect([rating, res.status, Object.keys(res.body)]).toEqual([rating, 400, ['rating']]);
    }
    const done = await call('POST', `${base(match.id)}/rating/`, mentee.headers, {
      rating: 4,
      comment: 'Very helpful',
    });
    expect(done.body).toMatchObject({ status: 2, rating: 4, rating_comment: 'Very helpful' });
    expect((await matchRow(db, match.id))?.finishedAt).not.toBeNull();
  });
});

describe('GET /api/mentorship/pairs/', () => {
  it('shows the latest accepted pairs to members', async () => {
    const { mentor, mentee, match } = await running(1);
    const res = await call('GET', '/api/mentorship/pairs/', mentee.headers);
    expect(res.status).toBe(200);
    expect(res.body.results).toContainEqual(
      expect.objectContaining({
        id: match.id,
        mentor: expect.objectContaining({ id: mentor.id }),
        mentee: expect.objectContaining({ id: mentee.id }),
      }),
    );
    expect(res.body.count).toBeGreaterThan(0);
  });
});
