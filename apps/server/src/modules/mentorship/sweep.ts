import {
  addDaysTo,
  decideMatchMove,
  MATCH_STATUS,
  MENTOR_REQUEST_EXPIRY_DAYS,
  MENTOR_REQUEST_REMINDER_DAY,
  MENTORSHIP_NUDGE_DAYS,
} from '@alumni/domain';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mentorshipMatches } from '../../db/schema/index.ts';
import type { EmitDomainEvent } from '../../platform/domain-events.ts';
import { withAllSchools, withSchool } from '../../platform/school-scope.ts';
import { stateOf } from './store.ts';

/**
 * Mentorship's clock (issue 33 items 3, 4): a sweep on the queue (`mentorship.sweep`, every
 * hour and at start) finds, across schools, the pending requests the mentor got 12 days ago
 * and was not reminded of (reminder), those they got 15 days ago (Timed_out 11), and the
 * accepted matches without a meeting logged in the last 30 days nor a nudge in that time
 * (nudge to both). Each effect is a conditional UPDATE in the match's school scope whose
 * winner alone emits the event that writes the notifications and queues the mails (keyed):
 * however many instances sweep at once, each happens once. `now` is an argument: the tests
 * move the clock.
 */

export const SWEEP_JOB = 'mentorship.sweep';
/** Every hour: a request times out within the hour of its 15th day. */
export const SWEEP_CRON = '15 * * * *';
const BATCH = 500;

/** What the sweep needs of the app. */
export interface SweepRuntime {
  db: Db;
  log: FastifyBaseLogger;
  emitFor(schoolId: number): EmitDomainEvent;
}

const m = mentorshipMatches;

/** Matches of every school (audited) matching `where`, oldest first, a batch at most. */
function due(runtime: SweepRuntime, reason: string, where: ReturnType<typeof and>) {
  return withAllSchools(
    runtime.db,
    reason,
    (entry) => runtime.log.debug({ audit: 'all-schools', ...entry }),
    (tx) =>
      tx.select({ id: m.id, schoolId: m.schoolId }).from(m).where(where).orderBy(m.id).limit(BATCH),
  );
}

const pendingForMentor = and(eq(m.status, MATCH_STATUS.pending), eq(m.validated, true));

/** Reminds mentors of requests they got 12 days ago (once each); returns how many. */
export async function remindMentors(runtime: SweepRuntime, now: Date): Promise<number> {
  const dayTwelve = addDaysTo(now, -MENTOR_REQUEST_REMINDER_DAY);
  const dayFifteen = addDaysTo(now, -MENTOR_REQUEST_EXPIRY_DAYS);
  // Past day 15 the request times out instead: no reminder then.
  const where = and(
    pendingForMentor,
    isNull(m.remindedAt),
    lte(m.invitedAt, dayTwelve),
    gt(m.invitedAt, dayFifteen),
  );
  let done = 0;
  for (const match of await due(runtime, 'mentorship: remind mentors on day 12', where)) {
    const won = await withSchool(runtime.db, match.schoolId, async (tx) => {
      const [row] = await tx
        .update(m)
        .set({ remindedAt: now })
        .where(and(eq(m.id, match.id), where))
        .returning();
      if (!row) return false;
      await runtime.emitFor(row.schoolId)(tx, 'mentorship.reminded', {
        matchId: row.id,
        mentorId: row.mentorId,
        menteeId: row.menteeId,
        kind: 'reminder',
        on: now.toISOString().slice(0, 10),
      });
      return true;
    });
    if (won) done += 1;
  }
  return done;
}

/** Times out the requests the mentor got 15 days ago without answering; returns how many. */
export async function timeOutRequests(runtime: SweepRuntime, now: Date): Promise<number> {
  const where = and(
    pendingForMentor,
    lte(m.invitedAt, addDaysTo(now, -MENTOR_REQUEST_EXPIRY_DAYS)),
  );
  let done = 0;
  for (const match of await due(runtime, 'mentorship: time out requests on day 15', where)) {
    const won = await withSchool(runtime.db, match.schoolId, async (tx) => {
      const [row] = await tx.select().from(m).where(eq(m.id, match.id)).for('update');
      if (!row) return false;
      const decided = decideMatchMove(stateOf(row), { kind: 'time_out' }, 'system', now);
      if (!decided.ok) return false;
      await tx.update(m).set(decided.change).where(eq(m.id, row.id));
      await runtime.emitFor(row.schoolId)(tx, 'mentorship.changed', {
        matchId: row.id,
        mentorId: row.mentorId,
        menteeId: row.menteeId,
        actorId: null,
        move: 'time_out',
        from: MATCH_STATUS.pending,
        to: MATCH_STATUS.timed_out,
        validated: true,
        awaitingBefore: false,
        awaitingAfter: false,
        reason: null,
      });
      return true;
    });
    if (won) done += 1;
  }
  return done;
}

/**
 * Nudges both members of the accepted matches accepted 30 days ago or more with no meeting
 * dated in the last 30 days and no nudge in that time (domain isNudgeDue); returns how many.
 */
export async function nudgePairs(runtime: SweepRuntime, now: Date): Promise<number> {
  const since = addDaysTo(now, -MENTORSHIP_NUDGE_DAYS);
  const sinceDay = since.toISOString().slice(0, 10);
  const where = and(
    eq(m.status, MATCH_STATUS.accepted),
    lte(m.acceptedAt, since),
    or(isNull(m.lastNudgedAt), lte(m.lastNudgedAt, since)),
    sql`not exists (select 1 from mentorship_meetings mt where mt.match_id = ${m.id} and mt.met_on >= ${sinceDay}::date)`,
  );
  let done = 0;
  for (const match of await due(runtime, 'mentorship: nudge pairs without a meeting', where)) {
    const won = await withSchool(runtime.db, match.schoolId, async (tx) => {
      const [row] = await tx
        .update(m)
        .set({ lastNudgedAt: now })
        .where(and(eq(m.id, match.id), where))
        .returning();
      if (!row) return false;
      await runtime.emitFor(row.schoolId)(tx, 'mentorship.reminded', {
        matchId: row.id,
        mentorId: row.mentorId,
        menteeId: row.menteeId,
        kind: 'nudge',
        on: now.toISOString().slice(0, 10),
      });
      return true;
    });
    if (won) done += 1;
  }
  return done;
}

/**
 * The sweep: reminders, time outs, nudges. Logs one info line only when it did something.
 * Returns the three counts.
 */
export async function sweepMentorship(runtime: SweepRuntime, now = new Date()) {
  const reminded = await remindMentors(runtime, now);
  const timedOut = await timeOutRequests(runtime, now);
  const nudged = await nudgePairs(runtime, now);
  if (reminded || timedOut || nudged) {
    runtime.log.info(
      { audit: 'all-schools', reminded, timedOut, nudged },
      `mentorship: mentors reminded: ${reminded}; requests timed out: ${timedOut}; pairs nudged: ${nudged}`,
    );
  }
  return { reminded, timedOut, nudged };
}
