import { addDaysTo } from '@alumni/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, deliverMail, type TestContext } from '../../../test/app.ts';
import { buildSchool } from '../../../test/factories.ts';
import { recordingLog } from '../../../test/logs.ts';
import { buildMatch, buildMeeting, matchRow, mentorshipMember } from '../../../test/mentorship.ts';
import type { Db } from '../../db/client.ts';
import { notifications, outboxMessages } from '../../db/schema/index.ts';
import { publicationRuntime } from '../../platform/publication/scheduling.ts';
import { type SweepRuntime, sweepMentorship } from './sweep.ts';

/*
 * Mentorship's clock (issue 33 acceptance "time-out test with a controllable clock: reminder
 * on day 12, Timed_out on day 15, once"; item 4 "a monthly nudge when none is logged"): the
 * requests are made now, so the app's own sweep (real clock) finds nothing; the test sweeps at
 * later dates, twice at once where it matters.
 */

let ctx: TestContext;
let db: Db;
let school: Awaited<ReturnType<typeof buildSchool>>;
let runtime: SweepRuntime;
let info: () => { msg: string | undefined }[];

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  school = await buildSchool(db, { name: 'Clock school', preferredLocale: 2 });
  const recorded = recordingLog();
  info = recorded.info;
  runtime = { ...publicationRuntime(ctx.app, ctx.app.database.app), log: recorded.log };
});
afterAll(() => ctx.close());

const noticesOf = async (userId: number, type: string) =>
  (
    await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
  ).length;
const mailsTo = async (email: string, subject: string) => {
  await deliverMail(ctx.app);
  return (
    await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, email), like(outboxMessages.subject, `%${subject}%`)))
  ).length;
};

describe('a request the mentor does not answer', () => {
  it('reminds the mentor on day 12 and times out on day 15, each once', async () => {
    const mentor = await mentorshipMember(db, school, { mentor: {} });
    const mentee = await mentorshipMember(db, school);
    const start = new Date();
    const match = await buildMatch(db, school.id, mentor.id, mentee.id, { invitedAt: start });
    const at = (days: number) => addDaysTo(start, days);
    expect(await sweepMentorship(runtime, at(11.9))).toEqual({
      reminded: 0,
      timedOut: 0,
      nudged: 0,
    });
    expect(info()).toEqual([]);
    // Two instances sweeping at once: one reminder.
    const both = await Promise.all([
      sweepMentorship(runtime, at(12)),
      sweepMentorship(runtime, at(12)),
    ]);
    expect(both.reduce((n, r) => n + r.reminded, 0)).toBe(1);
    expect(await sweepMentorship(runtime, at(13))).toMatchObject({ reminded: 0 });
    expect(await noticesOf(mentor.id, 'mentorship_reminder')).toBe(1);
    expect(await mailsTo(mentor.email, 'is waiting for your answer')).toBe(1);
    expect((await matchRow(db, match.id))?.status).toBe(0);
    expect(await sweepMentorship(runtime, at(14.9))).toMatchObject({ timedOut: 0 });
    const timed = await Promise.all([
      sweepMentorship(runtime, at(15)),
      sweepMentorship(runtime, at(15)),
    ]);
    expect(timed.reduce((n, r) => n + r.timedOut, 0)).toBe(1);
    expect(await matchRow(db, match.id)).toMatchObject({ status: 11 });
    expect(await sweepMentorship(runtime, at(16))).toEqual({ reminded: 0, timedOut: 0, nudged: 0 });
    expect(await noticesOf(mentee.id, 'mentorship_timed_out')).toBe(1);
    expect(await mailsTo(mentee.email, 'your mentorship request expired')).toBe(1);
    expect(info().map((line) => line.msg)).toContain(
      'mentorship: mentors reminded: 0; requests timed out: 1; pairs nudged: 0',
    );
  });

  it('neither reminds nor times out a request waiting for a validator, nor one answered', async () => {
    const mentor = await mentorshipMember(db, school, { mentor: {} });
    const held = await buildMatch(
      db,
      school.id,
      mentor.id,
      (await mentorshipMember(db, school)).id,
      {
        validated: false,
        invitedAt: null,
      },
    );
    const answered = await buildMatch(
      db,
      school.id,
      mentor.id,
      (await mentorshipMember(db, school)).id,
      {
        status: 1,
      },
    );
    await sweepMentorship(runtime, addDaysTo(new Date(), 20));
    expect((await matchRow(db, held.id))?.status).toBe(0);
    expect((await matchRow(db, answered.id))?.status).toBe(1);
  });
});

describe('a running mentorship without meetings', () => {
  it('nudges both members after 30 days without a meeting, then not again for 30 days', async () => {
    const mentor = await mentorshipMember(db, school, { mentor: {} });
    const mentee = await mentorshipMember(db, school);
    const start = new Date();
    const match = await buildMatch(db, school.id, mentor.id, mentee.id, {
      status: 1,
      acceptedAt: start,
    });
    const at = (days: number) => addDaysTo(start, days);
    // Other tests' running matches are swept too: this match's own mark tells.
    const nudged = async (days: number) => {
      await sweepMentorship(runtime, at(days));
      const row = await matchRow(db, match.id);
      return row?.lastNudgedAt?.getTime() === at(days).getTime() ? 1 : 0;
    };
    expect(await nudged(29)).toBe(0);
    expect(await nudged(30)).toBe(1);
    expect(await nudged(31)).toBe(0);
    expect(await noticesOf(mentor.id, 'mentorship_nudge')).toBe(1);
    expect(await noticesOf(mentee.id, 'mentorship_nudge')).toBe(1);
    expect(await mailsTo(mentee.email, 'time for your mentorship meeting')).toBe(1);
    expect(await nudged(60)).toBe(1);
    expect(await mailsTo(mentee.email, 'time for your mentorship meeting')).toBe(2);
    // A meeting logged on day 70: no nudge until 30 days after it.
    await buildMeeting(db, match, mentee.id, at(70).toISOString().slice(0, 10));
    expect(await nudged(95)).toBe(0);
    expect(await nudged(101)).toBe(1);
  });
});
