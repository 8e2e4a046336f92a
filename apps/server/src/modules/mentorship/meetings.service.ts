import {
  calendarDayIn,
  followupMonths,
  MATCH_STATUS,
  MENTORSHIP_REFS,
  type MeetingCreateBodySchema,
  matchVisibleTo,
} from '@alumni/domain';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { mentorshipMatches, mentorshipMeetings, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { visibleTo } from './requests.service.ts';
import { findMatch, type MatchRow, selectMatches, stateOf } from './store.ts';

/**
 * The follow-up of a running mentorship (issue 33 item 4; spec 2 §9 "at least one meeting per
 * month, six months of follow-up"): meetings logged by either member (a day, notes), each
 * member deleting their own; the six months with their meetings; and the dashboard's latest
 * pairs.
 */

const meetingSelection = {
  meeting: mentorshipMeetings,
  author: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    picture: users.picture,
  },
};
export type MeetingRow = { meeting: typeof mentorshipMeetings.$inferSelect } & {
  author: { id: number; firstName: string; lastName: string; picture: string | null };
};

/** Match `id` as one of its two members sees it; 404 for anyone else. */
async function partyMatch(db: Db, actor: Actor, id: number): Promise<MatchRow> {
  const row = await findMatch(db, actor.school.id, id);
  if (!matchVisibleTo(stateOf(row.match), actor.user.id)) throw notFound();
  return row;
}

/** The meetings of the matches `matchIds`, by day (latest first). */
async function meetingsOf(db: Db, schoolId: number, matchIds: number[]): Promise<MeetingRow[]> {
  if (!matchIds.length) return [];
  return db
    .select(meetingSelection)
    .from(mentorshipMeetings)
    .innerJoin(users, eq(users.id, mentorshipMeetings.authorId))
    .where(
      and(eq(mentorshipMeetings.schoolId, schoolId), inArray(mentorshipMeetings.matchId, matchIds)),
    )
    .orderBy(desc(mentorshipMeetings.metOn), desc(mentorshipMeetings.id));
}

/** The meetings of match `id` (its two members only; 404 otherwise). */
export async function listMeetings(db: Db, actor: Actor, id: number): Promise<MeetingRow[]> {
  await partyMatch(db, actor, id);
  return meetingsOf(db, actor.school.id, [id]);
}

/**
 * Logs a meeting of match `id` by one of its members: 409 unless it is accepted; 400
 * `{met_on}` for a day before its acceptance or after today (the school's days). Returns it.
 */
export async function logMeeting(
  db: Db,
  actor: Actor,
  id: number,
  input: z.output<typeof MeetingCreateBodySchema>,
  now = new Date(),
): Promise<MeetingRow> {
  const { match } = await partyMatch(db, actor, id);
  if (match.status !== MATCH_STATUS.accepted || !match.acceptedAt) {
    throw conflict(MENTORSHIP_REFS.meetingsClosed);
  }
  const zone = actor.school.timeZone;
  if (
    input.met_on < calendarDayIn(match.acceptedAt, zone) ||
    input.met_on > calendarDayIn(now, zone)
  ) {
    throw badRequest({ met_on: [MENTORSHIP_REFS.meetingDateOutOfRange] });
  }
  const [created] = await db
    .insert(mentorshipMeetings)
    .values({
      schoolId: actor.school.id,
      matchId: id,
      authorId: actor.user.id,
      metOn: input.met_on,
      notes: input.notes,
    })
    .returning();
  if (!created) throw new Error('meeting insert returned nothing');
  return { meeting: created, author: actor.authUser };
}

/** Deletes meeting `meetingId` of match `id`, logged by the actor: 403 for the other's; 404. */
export async function deleteMeeting(db: Db, actor: Actor, id: number, meetingId: number) {
  await partyMatch(db, actor, id);
  const [meeting] = await db
    .select()
    .from(mentorshipMeetings)
    .where(
      and(
        eq(mentorshipMeetings.id, meetingId),
        eq(mentorshipMeetings.matchId, id),
        eq(mentorshipMeetings.schoolId, actor.school.id),
      ),
    );
  if (!meeting) throw notFound();
  if (meeting.authorId !== actor.user.id) throw forbidden();
  await db.delete(mentorshipMeetings).where(eq(mentorshipMeetings.id, meetingId));
}

/**
 * The actor's running and finished mentorships (accepted once, shown on their side), the
 * latest accepted first, each with its six months and meetings (domain followupMonths).
 */
export async function followupOf(db: Db, actor: Actor, now = new Date()) {
  const m = mentorshipMatches;
  const rows = await selectMatches(
    db,
    and(
      eq(m.schoolId, actor.school.id),
      visibleTo(actor.user.id),
      inArray(m.status, [MATCH_STATUS.accepted, MATCH_STATUS.finished]),
      isNotNull(m.acceptedAt),
    ),
  )
    .orderBy(desc(m.acceptedAt), desc(m.id))
    .limit(50);
  const meetings = await meetingsOf(
    db,
    actor.school.id,
    rows.map((r) => r.match.id),
  );
  return rows.map((row) => {
    const mine = meetings.filter((x) => x.meeting.matchId === row.match.id);
    const days = mine.map((x) => new Date(`${x.meeting.metOn}T00:00:00Z`));
    return {
      row,
      meetings: mine,
      months: followupMonths(row.match.acceptedAt as Date, days, now),
    };
  });
}

/** The school's latest accepted pairs (at most 12) and how many are running. */
export async function latestPairs(db: Db, actor: Actor) {
  const m = mentorshipMatches;
  const running = and(eq(m.schoolId, actor.school.id), eq(m.status, MATCH_STATUS.accepted));
  const rows = await selectMatches(db, running).orderBy(desc(m.acceptedAt), asc(m.id)).limit(12);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(m).where(running);
  return { count: total?.n ?? 0, rows };
}
