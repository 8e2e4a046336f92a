import {
  isMentorFull,
  MATCH_STATUS,
  type MatchCreateBodySchema,
  type MatchListQuerySchema,
  MENTOR_SOLICITATIONS_MAX,
  MENTORSHIP_REFS,
  matchVisibleTo,
  mentorCapacity,
  messageRef,
} from '@alumni/domain';
import { and, asc, desc, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { mentorshipMatches, userRoles, userSchoolSettings, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { pagedQuery } from '../../platform/paged-query.ts';
import { canReview } from './policy.ts';
import {
  countMatches,
  findMatch,
  lockMember,
  type MatchRow,
  selectMatches,
  stateOf,
} from './store.ts';

/**
 * Asking a mentor and reading matches (issue 33 items 2, 3; spec 2 §8 "cannot solicit more
 * than 2 mentors"): a request takes the mentee's row lock and counts their pending
 * requests under it, so that parallel requests of one mentee leave at most
 * MENTOR_SOLICITATIONS_MAX pending; one open match per pair is the database's partial unique
 * index.
 */

const m = mentorshipMatches;

/** Whether `userId` is an active member of the school with mentoring on (an `is_mentor` row). */
async function activeMentor(db: Db, schoolId: number, userId: number) {
  const [row] = await db
    .select({ maxMentee: userSchoolSettings.maxMentee })
    .from(userSchoolSettings)
    .innerJoin(users, eq(users.id, userSchoolSettings.userId))
    .where(
      and(
        eq(userSchoolSettings.schoolId, schoolId),
        eq(userSchoolSettings.userId, userId),
        eq(userSchoolSettings.isMentor, true),
        eq(users.isActive, true),
        exists(
          db
            .select({ one: sql`1` })
            .from(userRoles)
            .where(
              and(
                eq(userRoles.userId, userId),
                eq(userRoles.schoolId, schoolId),
                eq(userRoles.isActive, true),
              ),
            ),
        ),
      ),
    );
  return row ?? null;
}

/**
 * The actor (mentee) asks `mentor_id` to mentor them, with a message and a type. The request
 * reaches the mentor at once (invitation date now, the 15-day clock running), or waits for a
 * mentorship validator where the school validates matches. 400 `{mentor_id}` for themselves or
 * a member who is not a mentor here; 409 at MENTOR_SOLICITATIONS_MAX pending requests, when a
 * match with this mentor is open, or when the mentor is full. Returns the new match.
 */
export async function requestMentor(
  db: Db,
  actor: Actor,
  input: z.output<typeof MatchCreateBodySchema>,
  now = new Date(),
): Promise<MatchRow> {
  const schoolId = actor.school.id;
  if (input.mentor_id === actor.user.id) {
    throw badRequest({ mentor_id: [MENTORSHIP_REFS.selfRequest] });
  }
  const id = await db.transaction(async (tx) => {
    await lockMember(tx, actor.user.id);
    const mentor = await activeMentor(tx, schoolId, input.mentor_id);
    if (!mentor) throw badRequest({ mentor_id: [MENTORSHIP_REFS.notMentor] });
    const pending = await countMatches(tx, schoolId, 'mentee', actor.user.id, [
      MATCH_STATUS.pending,
    ]);
    if (pending >= MENTOR_SOLICITATIONS_MAX) {
      throw conflict(
        messageRef('mentorship', 'solicitationsMax', { max: MENTOR_SOLICITATIONS_MAX }),
      );
    }
    const capacity = mentorCapacity(mentor.maxMentee, actor.school.maxMenteesPerMentor);
    const accepted = await countMatches(tx, schoolId, 'mentor', input.mentor_id, [
      MATCH_STATUS.accepted,
    ]);
    if (isMentorFull(capacity, accepted)) throw conflict(MENTORSHIP_REFS.mentorFull);
    const validated = !actor.school.validateMentorship;
    const [created] = await tx
      .insert(m)
      .values({
        schoolId,
        mentorId: input.mentor_id,
        menteeId: actor.user.id,
        status: MATCH_STATUS.pending,
        requestMessage: input.message,
        mentoringType: input.mentoring_type ?? null,
        validated,
        invitedAt: validated ? now : null,
        statusAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: m.id });
    if (!created) throw conflict(MENTORSHIP_REFS.alreadyOpen);
    await actor.emit(tx, 'mentorship.changed', {
      matchId: created.id,
      mentorId: input.mentor_id,
      menteeId: actor.user.id,
      actorId: actor.user.id,
      move: 'request',
      from: null,
      to: MATCH_STATUS.pending,
      validated,
      awaitingBefore: false,
      awaitingAfter: !validated,
      reason: null,
    });
    return created.id;
  });
  return findMatch(db, schoolId, id);
}

/** The matches `userId` sees: theirs as mentee, and as mentor once they reached them. */
export function visibleTo(userId: number): SQL {
  return or(
    and(eq(m.menteeId, userId), eq(m.deletedByMentee, false)),
    and(eq(m.mentorId, userId), eq(m.validated, true), eq(m.deletedByMentor, false)),
  ) as SQL;
}

/** A page of the actor's matches (`role`, `status` filters), the latest change first. */
export function listMyMatches(db: Db, actor: Actor, query: z.output<typeof MatchListQuerySchema>) {
  const me = actor.user.id;
  const where = and(
    eq(m.schoolId, actor.school.id),
    visibleTo(me),
    query.role === 'mentor' ? eq(m.mentorId, me) : undefined,
    query.role === 'mentee' ? eq(m.menteeId, me) : undefined,
    query.status === undefined ? undefined : eq(m.status, query.status),
  );
  return pagedQuery(
    query,
    selectMatches(db, where).orderBy(desc(m.statusAt), desc(m.id)),
    db.select({ count: sql<number>`count(*)::int` }).from(m).where(where),
  );
}

/** The requests waiting for a mentorship validator, oldest first (the decision queue). */
export function listAwaitingReview(
  db: Db,
  actor: Actor,
  page: { page: number; page_size: number },
) {
  const where = awaitingReview(actor.school.id);
  return pagedQuery(
    page,
    selectMatches(db, where).orderBy(asc(m.createdAt), asc(m.id)),
    db.select({ count: sql<number>`count(*)::int` }).from(m).where(where),
  );
}

/** Pending requests of school `schoolId` no validator let through yet. */
export const awaitingReview = (schoolId: number): SQL =>
  and(eq(m.schoolId, schoolId), eq(m.status, MATCH_STATUS.pending), eq(m.validated, false)) as SQL;

/** How many requests wait for a validator in the school (the `mentorship` counter). */
export async function awaitingReviewCount(db: Db, schoolId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(m)
    .where(awaitingReview(schoolId));
  return row?.n ?? 0;
}

/**
 * Match `id` for the actor: one of its two members while it shows on their side, or a
 * mentorship validator while it waits for them; 404 otherwise (another school's too).
 */
export async function getMatch(db: Db, actor: Actor, id: number): Promise<MatchRow> {
  const row = await findMatch(db, actor.school.id, id);
  const awaiting = row.match.status === MATCH_STATUS.pending && !row.match.validated;
  if (matchVisibleTo(stateOf(row.match), actor.user.id)) return row;
  if (awaiting && canReview(actor)) return row;
  throw notFound();
}
