import { MATCH_STATUS, type MatchStatus } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  mentorshipMatches,
  mentorshipMeetings,
  userSchoolSettings,
  users,
} from '../src/db/schema/index.ts';
import { type Headers, sessionHeaders } from './api.ts';
import { addRole, buildUser } from './factories.ts';

/** Mentorship factories (issue 33): members with their mentoring settings, and matches. */

/** A member of `school` (alumni unless `role`), with a phone, and their session headers. */
export async function mentorshipMember(
  db: Db,
  school: { id: number; subdomain: string },
  opts: {
    mentor?: { types?: string[]; maxMentee?: number };
    firstName?: string;
    lastName?: string;
    city?: string;
    role?: number;
    scopes?: readonly number[] | 'all';
    phone?: string | null;
  } = {},
): Promise<{ id: number; email: string; headers: Headers }> {
  const user = await buildUser(db, {
    ...(opts.firstName ? { firstName: opts.firstName } : {}),
    ...(opts.lastName ? { lastName: opts.lastName } : {}),
    ...(opts.city ? { city: opts.city } : {}),
  });
  await db
    .update(users)
    .set({ phone: opts.phone === undefined ? '+33612345678' : opts.phone })
    .where(eq(users.id, user.id));
  await addRole(db, user.id, school, {
    ...(opts.role ? { role: opts.role } : {}),
    ...(opts.scopes ? { scopes: opts.scopes } : {}),
  });
  if (opts.mentor) await makeMentor(db, school.id, user.id, opts.mentor);
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: school.id,
    subdomain: school.subdomain,
  });
  return { id: user.id, email: user.email, headers };
}

/** Turns mentoring on for `userId` in the school (types, their own maximum; 0: none). */
export async function makeMentor(
  db: Db,
  schoolId: number,
  userId: number,
  opts: { types?: string[]; maxMentee?: number } = {},
) {
  const values = {
    isMentor: true,
    mentoringTypesMentor: opts.types ?? ['career'],
    maxMentee: opts.maxMentee ?? 0,
  };
  await db
    .insert(userSchoolSettings)
    .values({ userId, schoolId, ...values })
    .onConflictDoUpdate({
      target: [userSchoolSettings.userId, userSchoolSettings.schoolId],
      set: values,
    });
}

/** A match written directly (pending and validated by default, invited `invitedAt` or now). */
export async function buildMatch(
  db: Db,
  schoolId: number,
  mentorId: number,
  menteeId: number,
  opts: {
    status?: MatchStatus;
    validated?: boolean;
    invitedAt?: Date | null;
    acceptedAt?: Date | null;
    message?: string;
  } = {},
) {
  const status = opts.status ?? MATCH_STATUS.pending;
  const validated = opts.validated ?? true;
  const now = new Date();
  const [row] = await db
    .insert(mentorshipMatches)
    .values({
      schoolId,
      mentorId,
      menteeId,
      status,
      validated,
      requestMessage: opts.message ?? '',
      invitedAt: opts.invitedAt === undefined ? (validated ? now : null) : opts.invitedAt,
      acceptedAt:
        opts.acceptedAt === undefined
          ? status === MATCH_STATUS.accepted
            ? now
            : null
          : opts.acceptedAt,
      statusAt: now,
    })
    .returning();
  if (!row) throw new Error('match insert returned nothing');
  return row;
}

/** A meeting written directly. */
export async function buildMeeting(
  db: Db,
  match: { id: number; schoolId: number },
  authorId: number,
  metOn: string,
) {
  const [row] = await db
    .insert(mentorshipMeetings)
    .values({ schoolId: match.schoolId, matchId: match.id, authorId, metOn, notes: 'Met' })
    .returning();
  if (!row) throw new Error('meeting insert returned nothing');
  return row;
}

/** The stored match `id`. */
export async function matchRow(db: Db, id: number) {
  const [row] = await db.select().from(mentorshipMatches).where(eq(mentorshipMatches.id, id));
  return row;
}
