import { type MatchState, type MatchStatus, OPEN_MATCH_STATUSES } from '@alumni/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { mentorshipMatches, userSchoolSettings, users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';

/**
 * What the mentorship services read alike (docs/architecture.md "Data access"): a match with
 * its two members, found by id in the school, and the row locks the caps are decided under.
 */

const mentor = alias(users, 'mentor');
const mentee = alias(users, 'mentee');

/** The columns every read of a match takes, its two members' names and pictures beside. */
const matchSelection = {
  match: mentorshipMatches,
  mentor: {
    id: mentor.id,
    firstName: mentor.firstName,
    lastName: mentor.lastName,
    picture: mentor.picture,
  },
  mentee: {
    id: mentee.id,
    firstName: mentee.firstName,
    lastName: mentee.lastName,
    picture: mentee.picture,
  },
};

/** A match with its members, as the presenters take it. */
export interface MatchRow {
  match: typeof mentorshipMatches.$inferSelect;
  mentor: { id: number; firstName: string; lastName: string; picture: string | null };
  mentee: { id: number; firstName: string; lastName: string; picture: string | null };
}

/** The select of matches with their members, for `where` (a dynamic query to order and page). */
export function selectMatches(db: Db, where: SQL | undefined) {
  return db
    .select(matchSelection)
    .from(mentorshipMatches)
    .innerJoin(mentor, eq(mentor.id, mentorshipMatches.mentorId))
    .innerJoin(mentee, eq(mentee.id, mentorshipMatches.menteeId))
    .where(where)
    .$dynamic();
}

/** Match `id` of school `schoolId` with its members; 404 when there is none. */
export async function findMatch(db: Db, schoolId: number, id: number): Promise<MatchRow> {
  const [row] = await selectMatches(
    db,
    and(eq(mentorshipMatches.id, id), eq(mentorshipMatches.schoolId, schoolId)),
  ).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Match `id` of the school, its row locked until the transaction ends; 404 when none. */
export async function lockMatch(db: Db, schoolId: number, id: number) {
  const [row] = await db
    .select()
    .from(mentorshipMatches)
    .where(and(eq(mentorshipMatches.id, id), eq(mentorshipMatches.schoolId, schoolId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** The state machine's view of a stored match. */
export const stateOf = (row: typeof mentorshipMatches.$inferSelect): MatchState => ({
  status: row.status as MatchStatus,
  mentorId: row.mentorId,
  menteeId: row.menteeId,
  validated: row.validated,
  invitedAt: row.invitedAt,
  acceptedAt: row.acceptedAt,
  deletedByMentor: row.deletedByMentor,
  deletedByMentee: row.deletedByMentee,
});

/**
 * Locks member `userId`'s row until the transaction ends (`FOR NO KEY UPDATE`: rows that
 * reference the member still insert): the one row every request and acceptance of theirs takes
 * in turn, so that what is counted after it (pending requests, accepted mentees) cannot change
 * under the count. Writes nothing, so a refusal after it leaves no trace.
 */
export async function lockMember(db: Db, userId: number): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!row) throw notFound();
}

/** Member `userId`'s own maximum of mentees in the school (0: none of their own, or unset). */
export async function maxMenteeOf(db: Db, schoolId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ maxMentee: userSchoolSettings.maxMentee })
    .from(userSchoolSettings)
    .where(and(eq(userSchoolSettings.userId, userId), eq(userSchoolSettings.schoolId, schoolId)));
  return row?.maxMentee ?? 0;
}

/** How many matches of the member on `side` (mentor or mentee) in the school have `statuses`. */
export async function countMatches(
  db: Db,
  schoolId: number,
  side: 'mentor' | 'mentee',
  userId: number,
  statuses: readonly MatchStatus[],
): Promise<number> {
  const column = side === 'mentor' ? mentorshipMatches.mentorId : mentorshipMatches.menteeId;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mentorshipMatches)
    .where(
      and(
        eq(mentorshipMatches.schoolId, schoolId),
        eq(column, userId),
        inArray(mentorshipMatches.status, [...statuses]),
      ),
    );
  return row?.n ?? 0;
}

/** Whether a match is still open (pending or accepted). */
export const isOpen = (status: number) =>
  (OPEN_MATCH_STATUSES as readonly number[]).includes(status);
