import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildSchool } from '../../../test/factories.ts';
import { buildMatch, mentorshipMember } from '../../../test/mentorship.ts';
import { racesOnPostgres } from '../../../test/races.ts';
import type { Db } from '../../db/client.ts';
import { mentorshipMatches } from '../../db/schema/index.ts';

/*
 * The caps under concurrency, on PostgreSQL (issue 33 acceptance "race test on PostgreSQL: 20
 * parallel accepts into a mentor with 1 free seat → exactly 1"; ReDI Connect issue 997: two
 * accepts beyond capacity; spec 2 §9 "Mentors a mentee may solicit at once: 2"): both are
 * decided under the member's row lock, never by a read before the write.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
let school: Awaited<ReturnType<typeof buildSchool>>;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  school = await buildSchool(db, { maxMenteesPerMentor: 5 });
});
afterAll(() => ctx.close());

const accepted = async (mentorId: number) =>
  db
    .select()
    .from(mentorshipMatches)
    .where(and(eq(mentorshipMatches.mentorId, mentorId), eq(mentorshipMatches.status, 1)));

describe.runIf(racesOnPostgres)('mentorship caps under concurrency (PostgreSQL)', () => {
  it('20 parallel accepts into a mentor with 1 free seat: exactly one 200, nineteen 409', async () => {
    const mentor = await mentorshipMember(db, school, { mentor: { maxMentee: 3 } });
    for (let i = 0; i < 2; i++) {
      const taken = await mentorshipMember(db, school);
      await buildMatch(db, school.id, mentor.id, taken.id, { status: 1 });
    }
    const requests = [];
    for (let i = 0; i < 20; i++) {
      const mentee = await mentorshipMember(db, school);
      requests.push(await buildMatch(db, school.id, mentor.id, mentee.id));
    }
    const answers = await Promise.all(
      requests.map((match) =>
        call('PATCH', `/api/mentorship/matches/${match.id}/`, mentor.headers, { action: 'accept' }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await accepted(mentor.id)).toHaveLength(3);
  });

  it('parallel requests of one mentee to 5 mentors leave at most 2 pending', async () => {
    const mentee = await mentorshipMember(db, school);
    const mentors = [];
    for (let i = 0; i < 5; i++) mentors.push(await mentorshipMember(db, school, { mentor: {} }));
    const answers = await Promise.all(
      mentors.map((mentor) =>
        call('POST', '/api/mentorship/matches/', mentee.headers, { mentor_id: mentor.id }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
    const pending = await db
      .select()
      .from(mentorshipMatches)
      .where(and(eq(mentorshipMatches.menteeId, mentee.id), eq(mentorshipMatches.status, 0)));
    expect(pending).toHaveLength(2);
  });
});
