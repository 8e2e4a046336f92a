import { MATCH_STATUS } from '@alumni/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  mentorshipMatches,
  mentorshipMeetings,
  userSchoolSettings,
  users,
  workExperiences,
} from '../db/schema/index.ts';

/**
 * The demo school's mentorship (issue 33; docs/areas/mentorship.md "Demo data"), under its cap
 * of 3 mentees per mentor: four mentors — one full (her own maximum of 1, reached), one
 * running the demo member's mentorship (two meetings logged), the demo validator with a
 * pending request of another member, and the demo admin with room for requests (the browser
 * journeys ask these two) — and a finished mentorship of the demo member's, rated. The demo
 * member looks for a mentor; every member of a mentorship has a phone number (spec 2 §8).
 */

const DAY = 86_400_000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export async function seedMentorship(
  tx: Db,
  opts: {
    schoolId: number;
    member: number;
    validator: number;
    admin: number;
    /** Active alumni, students, teachers and staff of the school, the demo accounts left out. */
    memberIds: number[];
    now: Date;
  },
): Promise<void> {
  const { schoolId, now } = opts;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const [full, running, mentee, waiting] = opts.memberIds.slice(0, 4);
  if (!full || !running || !mentee || !waiting) throw new Error('Not enough demo members.');
  const people = [full, running, mentee, waiting, opts.member, opts.validator, opts.admin];
  await tx.update(users).set({ phone: '+33612345678' }).where(inArray(users.id, people));

  const mentors = [
    {
      userId: full,
      maxMentee: 1,
      types: ['career', 'international'],
      title: 'Responsable trésorerie',
      organisation: 'Banque Lumière',
      sector: 'finance',
    },
    {
      userId: running,
      maxMentee: 0,
      types: ['career', 'job-search'],
      title: 'Manager en conseil',
      organisation: 'Cabinet Horizon',
      sector: 'consulting',
    },
    {
      userId: opts.validator,
      maxMentee: 0,
      types: ['studies', 'networking'],
      title: 'Responsable des relations entreprises',
      organisation: 'École Demo',
      sector: 'education',
    },
    {
      userId: opts.admin,
      maxMentee: 2,
      types: ['entrepreneurship', 'career'],
      title: 'Fondateur',
      organisation: 'Atelier Numérique',
      sector: 'it',
    },
  ];
  await tx.insert(userSchoolSettings).values([
    ...mentors.map((m) => ({
      userId: m.userId,
      schoolId,
      isMentor: true,
      mentoringTypesMentor: m.types,
      maxMentee: m.maxMentee,
    })),
    { userId: opts.member, schoolId, lookingForMentor: true, mentoringTypesMentee: ['career'] },
  ]);
  await tx.insert(workExperiences).values(
    mentors.map((m, i) => ({
      userId: m.userId,
      title: m.title,
      organisation: m.organisation,
      location: 'Paris',
      startDate: `${2015 + i}-09-01`,
      currentOccupation: true,
      businessSector: m.sector,
    })),
  );

  const match = (
    values: Omit<typeof mentorshipMatches.$inferInsert, 'schoolId' | 'validated'>,
  ): typeof mentorshipMatches.$inferInsert => ({ schoolId, validated: true, ...values });
  const rows = await tx
    .insert(mentorshipMatches)
    .values([
      // The full mentor's one mentee.
      match({
        mentorId: full,
        menteeId: mentee,
        status: MATCH_STATUS.accepted,
        requestMessage: 'Je prépare un départ à l’étranger et aimerais vos conseils.',
        mentoringType: 'international',
        invitedAt: ago(50),
        acceptedAt: ago(48),
        statusAt: ago(48),
      }),
      // The demo member's running mentorship.
      match({
        mentorId: running,
        menteeId: opts.member,
        status: MATCH_STATUS.accepted,
        requestMessage:
          'Bonjour, je souhaite évoluer vers le conseil\u00a0: accepteriez-vous de m’accompagner\u00a0?',
        mentoringType: 'career',
        invitedAt: ago(64),
        acceptedAt: ago(62),
        statusAt: ago(62),
      }),
      // A request waiting for the validator's answer.
      match({
        mentorId: opts.validator,
        menteeId: waiting,
        status: MATCH_STATUS.pending,
        requestMessage: 'Pourriez-vous m’aider à choisir ma spécialisation de master\u00a0?',
        mentoringType: 'studies',
        invitedAt: ago(3),
        statusAt: ago(3),
      }),
      // The demo member's first mentorship, finished and rated.
      match({
        mentorId: full,
        menteeId: opts.member,
        status: MATCH_STATUS.finished,
        requestMessage: 'J’aimerais être accompagnée pour ma première prise de poste.',
        mentoringType: 'career',
        invitedAt: ago(300),
        acceptedAt: ago(298),
        finishedAt: ago(110),
        statusAt: ago(110),
        rating: 5,
        ratingComment: 'Des échanges précieux, merci\u00a0!',
      }),
    ])
    .returning({ id: mentorshipMatches.id, mentorId: mentorshipMatches.mentorId });
  const runningMatch = rows[1];
  if (!runningMatch) throw new Error('Match insert returned nothing.');
  await tx.insert(mentorshipMeetings).values([
    {
      schoolId,
      matchId: runningMatch.id,
      authorId: running,
      metOn: dayOf(ago(55)),
      notes: 'Premier échange\u00a0: objectifs du mentorat et parcours dans le conseil.',
    },
    {
      schoolId,
      matchId: runningMatch.id,
      authorId: opts.member,
      metOn: dayOf(ago(20)),
      notes: 'Relecture du CV et préparation des entretiens.',
    },
  ]);
}
