import { type Locale, MENTORSHIP_MESSAGES, type MentorStatsRow } from '@alumni/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mentorshipMatches, schools, users } from '../../db/schema/index.ts';
import { csvDocument } from '../../platform/csv-export.ts';
import { pagedQuery } from '../../platform/paged-query.ts';
import type { MediaUrl } from '../../platform/presenters.ts';

/**
 * Mentor statistics for super users (spec 1 §2 Super-administration "Mentor stats", spec 2 §6
 * "Super admins … see mentor stats"; issue 33 item 5 "requests, accepted, response time"): per
 * mentor and school, the requests that reached them, those they accepted (at any time since),
 * refused and left to time out, and the median time from the invitation to their answer.
 * Requests a validator refused before the mentor saw them count nowhere. `db` reads every
 * school (the caller's audited acrossSchools).
 */

const m = mentorshipMatches;
const HOUR = 3600;

/** Hours from invitation to the mentor's answer (acceptance or refusal); null unanswered. */
const answeredAt = sql`coalesce(${m.acceptedAt}, case when ${m.status} = 9 and ${m.validated} then ${m.statusAt} end)`;

/** The statistics' rows, one per mentor and school, `schoolId` alone when given. */
function statsQuery(db: Db, schoolId: number | undefined) {
  return db
    .select({
      schoolId: m.schoolId,
      schoolName: schools.name,
      subdomain: schools.subdomain,
      mentorId: m.mentorId,
      firstName: users.firstName,
      lastName: users.lastName,
      picture: users.picture,
      email: users.email,
      requests: sql<number>`(count(*) filter (where ${m.invitedAt} is not null))::int`,
      accepted: sql<number>`(count(*) filter (where ${m.acceptedAt} is not null))::int`,
      refused: sql<number>`(count(*) filter (where ${m.status} = 9 and ${m.validated}))::int`,
      timedOut: sql<number>`(count(*) filter (where ${m.status} = 11))::int`,
      median: sql<
        number | null
      >`round((percentile_cont(0.5) within group (order by extract(epoch from (${answeredAt} - ${m.invitedAt})) / ${HOUR}))::numeric, 1)::float8`,
    })
    .from(m)
    .innerJoin(schools, eq(schools.id, m.schoolId))
    .innerJoin(users, eq(users.id, m.mentorId))
    .where(schoolId === undefined ? undefined : eq(m.schoolId, schoolId))
    .groupBy(m.schoolId, schools.name, schools.subdomain, m.mentorId, users.id)
    .orderBy(
      asc(schools.name),
      asc(m.schoolId),
      desc(sql`count(*)`),
      asc(users.sortName),
      asc(m.mentorId),
    )
    .$dynamic();
}

type StatsRow = Awaited<ReturnType<typeof statsQuery>>[number];

/** A row as the contract has it. */
function present(row: StatsRow, mediaUrl: MediaUrl): MentorStatsRow {
  return {
    school: { id: row.schoolId, name: row.schoolName, subdomain: row.subdomain },
    mentor: {
      id: row.mentorId,
      first_name: row.firstName,
      last_name: row.lastName,
      picture: mediaUrl(row.picture),
      email: row.email,
    },
    requests: row.requests,
    accepted: row.accepted,
    refused: row.refused,
    timed_out: row.timedOut,
    median_response_hours: row.median,
  };
}

/** A page of the statistics: `{count, rows}`, rows presented. */
export async function mentorStats(
  db: Db,
  filter: { school_id?: number | undefined; page: number; page_size: number },
  mediaUrl: MediaUrl,
) {
  const page = await pagedQuery(
    filter,
    statsQuery(db, filter.school_id),
    db
      .select({ count: sql<number>`count(distinct (${m.schoolId}, ${m.mentorId}))::int` })
      .from(m)
      .where(filter.school_id === undefined ? undefined : eq(m.schoolId, filter.school_id)),
  );
  return { count: page.count, rows: page.rows.map((row) => present(row, mediaUrl)) };
}

/** Every row of the statistics (at most 10,000) as a CSV file, headers in `locale`. */
export async function mentorStatsCsv(
  db: Db,
  schoolId: number | undefined,
  locale: Locale,
): Promise<{ fileName: string; csv: string }> {
  const t = MENTORSHIP_MESSAGES[locale];
  const rows = await statsQuery(db, schoolId).limit(10_000);
  return {
    fileName: 'mentor-stats.csv',
    csv: csvDocument(
      [
        t.csvSchool,
        t.csvMentor,
        t.csvEmail,
        t.csvRequests,
        t.csvAccepted,
        t.csvRefused,
        t.csvTimedOut,
        t.csvMedianHours,
      ],
      rows.map((r) => [
        r.schoolName,
        `${r.firstName} ${r.lastName}`,
        r.email,
        String(r.requests),
        String(r.accepted),
        String(r.refused),
        String(r.timedOut),
        r.median === null ? '' : String(r.median),
      ]),
    ),
  };
}
