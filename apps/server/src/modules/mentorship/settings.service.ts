import { MATCH_STATUS, type MentorshipSettings } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mentorshipMatches, schools } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';

/**
 * The school's mentorship settings (issue 33 item 1 "cap of mentees per mentor"; School
 * settings → mentorship): the cap (`schools.max_mentees_per_mentor`, null: none) and whether
 * requests wait for a mentorship validator (`validate_mentorship`). The presentation text is
 * the about pages' `mentorship` text (modules/about).
 */

/** The settings as stored. */
export async function getMentorshipSettings(db: Db, schoolId: number): Promise<MentorshipSettings> {
  const [row] = await db
    .select({ cap: schools.maxMenteesPerMentor, validate: schools.validateMentorship })
    .from(schools)
    .where(eq(schools.id, schoolId));
  return { max_mentees_per_mentor: row?.cap ?? null, validate_mentorship: row?.validate ?? false };
}

/**
 * Saves the settings. Turning validation off lets the requests waiting for a validator through
 * at once (they reach their mentor now, the 15-day clock starting), each told as a validator's
 * decision would be. A lower cap ends no running match: it stops new acceptances. Returns them.
 */
export async function saveMentorshipSettings(
  db: Db,
  actor: Actor,
  input: MentorshipSettings,
  now = new Date(),
): Promise<MentorshipSettings> {
  const schoolId = actor.school.id;
  const before = await getMentorshipSettings(db, schoolId);
  await db
    .update(schools)
    .set({
      maxMenteesPerMentor: input.max_mentees_per_mentor,
      validateMentorship: input.validate_mentorship,
      updatedAt: now,
    })
    .where(eq(schools.id, schoolId));
  if (before.validate_mentorship && !input.validate_mentorship) {
    const released = await db
      .update(mentorshipMatches)
      .set({ validated: true, invitedAt: now })
      .where(
        and(
          eq(mentorshipMatches.schoolId, schoolId),
          eq(mentorshipMatches.status, MATCH_STATUS.pending),
          eq(mentorshipMatches.validated, false),
        ),
      )
      .returning();
    for (const row of released) {
      await actor.emit(db, 'mentorship.changed', {
        matchId: row.id,
        mentorId: row.mentorId,
        menteeId: row.menteeId,
        actorId: actor.user.id,
        move: 'validate',
        from: MATCH_STATUS.pending,
        to: MATCH_STATUS.pending,
        validated: true,
        awaitingBefore: true,
        awaitingAfter: false,
        reason: null,
      });
    }
  }
  await actor.emit(db, 'school.changed', { part: 'mentorship_settings' });
  return getMentorshipSettings(db, schoolId);
}
