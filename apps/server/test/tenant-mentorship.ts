import { MATCH_STATUS, ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { mentorshipMatches, mentorshipMeetings, users } from '../src/db/schema/index.ts';
import { buildMember } from './factories.ts';
import { makeMentor } from './mentorship.ts';

/**
 * A school's mentorship for the tenant-isolation and fuzz suites (issue 33): the world's
 * member is a mentor (of a request and of a running match) and the mentee of a match six months
 * old; a mentor of their own to ask, and a request waiting for a validator. Every text carries
 * the school's marker.
 */
export interface MentorshipWorld {
  /** A pending request to the member (mentor): accepted by the sanity run, deleted last. */
  mentorshipMatch: number;
  /** The member's running match as mentor: meetings are read, logged and deleted on it. */
  mentorshipAccepted: number;
  /** A meeting the member logged on `mentorshipAccepted`: deleted last. */
  mentorshipMeeting: number;
  /** The member's match as mentee, accepted seven months ago: rated by the sanity run. */
  mentorshipRatable: number;
  /** A request waiting for a mentorship validator: let through by the sanity run. */
  mentorshipReview: number;
  /** A mentor the member has no match with: asked by the sanity run. */
  mentorshipMentor: number;
}

/** Builds the world's mentorship; `member` and `other` are the world's two members. */
export async function buildMentorshipWorld(
  db: Db,
  world: { schoolId: number; marker: string; member: number; other: number },
): Promise<MentorshipWorld> {
  const { schoolId, marker } = world;
  const person = async (label: string) => {
    const user = await buildMember(db, schoolId, {
      firstName: `${marker}${label}`,
      lastName: `${marker}Name`,
      role: ROLE.Alumni,
    });
    await db.update(users).set({ phone: '+33612345678' }).where(eq(users.id, user.id));
    return user.id;
  };
  const mentorX = await person('MentorX');
  const mentorZ = await person('MentorZ');
  const menteeY = await person('MenteeY');
  await makeMentor(db, schoolId, world.member, { types: ['career'], maxMentee: 5 });
  await makeMentor(db, schoolId, mentorX, { types: ['career'] });
  await makeMentor(db, schoolId, mentorZ, { types: ['career'] });
  const day = 86_400_000;
  const match = async (
    mentorId: number,
    menteeId: number,
    opts: { status?: 0 | 1; validated?: boolean; acceptedAt?: Date } = {},
  ) => {
    const validated = opts.validated ?? true;
    const [row] = await db
      .insert(mentorshipMatches)
      .values({
        schoolId,
        mentorId,
        menteeId,
        status: opts.status ?? MATCH_STATUS.pending,
        validated,
        requestMessage: `${marker} request`,
        invitedAt: validated ? new Date() : null,
        acceptedAt: opts.acceptedAt ?? null,
      })
      .returning({ id: mentorshipMatches.id });
    if (!row) throw new Error('match insert returned nothing');
    return row.id;
  };
  const mentorshipMatch = await match(world.member, world.other);
  const mentorshipAccepted = await match(world.member, menteeY, {
    status: MATCH_STATUS.accepted,
    acceptedAt: new Date(Date.now() - 2 * day),
  });
  const mentorshipRatable = await match(mentorX, world.member, {
    status: MATCH_STATUS.accepted,
    acceptedAt: new Date(Date.now() - 215 * day),
  });
  const mentorshipReview = await match(mentorX, world.other, { validated: false });
  const [meeting] = await db
    .insert(mentorshipMeetings)
    .values({
      schoolId,
      matchId: mentorshipAccepted,
      authorId: world.member,
      metOn: new Date(Date.now() - day).toISOString().slice(0, 10),
      notes: `${marker} meeting notes`,
    })
    .returning({ id: mentorshipMeetings.id });
  return {
    mentorshipMatch,
    mentorshipAccepted,
    mentorshipMeeting: meeting?.id ?? 0,
    mentorshipRatable,
    mentorshipReview,
    mentorshipMentor: mentorZ,
  };
}
