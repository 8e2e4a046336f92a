import {
  decideMatchMove,
  isMentorFull,
  MATCH_STATUS,
  type MatchChange,
  type MatchMove,
  type MatchStatus,
  MENTORSHIP_REFS,
  matchVisibleTo,
  mentorCapacity,
} from '@alumni/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mentorshipMatches } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { canReview } from './policy.ts';
import { countMatches, findMatch, lockMatch, lockMember, maxMenteeOf, stateOf } from './store.ts';

/**
 * The moves on a match (spec 1 §4 "The mentor accepts or refuses; the mentee may cancel;
 * either may delete the match"; issue 33 items 3, 4): each takes the match's row lock, asks
 * the state machine (domain decideMatchMove), writes its columns and tells the others
 * (`mentorship.changed`: notifications, mails, the validators' counter). Accepting takes the
 * mentor's row lock and counts their accepted mentees under it: of any number
 * of accepts racing for the last seat, one wins, the others answer 409.
 */

/** The error of a refused move, in the spec's shapes (403, 409, or 400 on its field). */
function refusal(error: Extract<ReturnType<typeof decideMatchMove>, { ok: false }>['error']) {
  if (error.kind === 'forbidden') return forbidden(error.message);
  if (error.kind === 'conflict') return conflict(error.message);
  return badRequest({ [error.field]: [error.message] });
}

/** The columns of a stored match a change writes. */
const columnsOf = (change: MatchChange): Partial<typeof mentorshipMatches.$inferInsert> => ({
  ...change,
});

/**
 * Makes `move` on match `id` as `actor`, at `now`: 404 when the match is not theirs to see
 * (another school's, or hidden on their side; a validator sees those waiting for them), 403
 * when the move is the other side's, 409 when its status does not allow it or the mentor is at
 * capacity (accept), 400 `{reason}` or `{rating}`.
 */
export async function moveMatch(
  db: Db,
  actor: Actor,
  id: number,
  move: MatchMove,
  now = new Date(),
): Promise<void> {
  const schoolId = actor.school.id;
  await db.transaction(async (tx) => {
    const row = await lockMatch(tx, schoolId, id);
    const state = stateOf(row);
    const validator = canReview(actor);
    // A validator decides requests whatever their side; anyone else sees theirs only.
    const reviewing = move.kind === 'validate' || move.kind === 'reject';
    if (!reviewing && !matchVisibleTo(state, actor.user.id)) throw notFound();
    const decided = decideMatchMove(state, move, { userId: actor.user.id, validator }, now);
    if (!decided.ok) throw refusal(decided.error);
    if (move.kind === 'accept') await checkSeat(tx, actor, row.mentorId);
    await tx
      .update(mentorshipMatches)
      .set(columnsOf(decided.change))
      .where(eq(mentorshipMatches.id, id));
    const to = (decided.change.status ?? row.status) as MatchStatus;
    const validated = decided.change.validated ?? row.validated;
    await actor.emit(tx, 'mentorship.changed', {
      matchId: row.id,
      mentorId: row.mentorId,
      menteeId: row.menteeId,
      actorId: actor.user.id,
      move: move.kind,
      from: row.status as MatchStatus,
      to,
      validated,
      awaitingBefore: row.status === MATCH_STATUS.pending && !row.validated,
      awaitingAfter: to === MATCH_STATUS.pending && !validated,
      reason: decided.change.refusalReason ?? null,
    });
  });
}

/**
 * 409 "This mentor has reached their maximum number of mentees" when `mentorId`'s accepted
 * matches reach their capacity (their own maximum and the school's cap, domain
 * mentorCapacity), counted once the mentor's row is locked: a racing accept waits
 * for the lock, then counts the winner's acceptance (a new snapshot per statement).
 */
async function checkSeat(db: Db, actor: Actor, mentorId: number): Promise<void> {
  await lockMember(db, mentorId);
  const own = await maxMenteeOf(db, actor.school.id, mentorId);
  const capacity = mentorCapacity(own, actor.school.maxMenteesPerMentor);
  const accepted = await countMatches(db, actor.school.id, 'mentor', mentorId, [
    MATCH_STATUS.accepted,
  ]);
  if (isMentorFull(capacity, accepted)) throw conflict(MENTORSHIP_REFS.mentorFull);
}

/** The match `id` after a move, with its members (for the answer). */
export const matchAfterMove = (db: Db, actor: Actor, id: number) =>
  findMatch(db, actor.school.id, id);
