import {
  type Locale,
  MESSAGE_STATS_MESSAGES,
  type MessageCounts,
  type MessageStats,
  type MessageStatsFilter,
  messageStatsPeriod,
} from '@alumni/domain';
import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages, schools } from '../../db/schema/index.ts';
import { csvDocument } from '../../platform/csv-export.ts';

/**
 * Message statistics for super users (spec 1 §2 Super-administration "Message stats"; issue
 * 32 item 6 "counts per school and day, no content"): per school and day, the messages sent,
 * the conversations they were sent in and their distinct senders. Days are each school's own
 * calendar days, in its time zone (`schools.time_zone`): what its admins call a day. A message
 * deleted since still counts (it was sent); no text, participant or conversation id is read
 * out of the database, only counts.
 */

/** The day of a message in its school's time zone, as `2026-03-01`. */
const localDay = sql<string>`to_char(${messages.createdAt} at time zone ${schools.timeZone}, 'YYYY-MM-DD')`;

/** The first instant of day `day` (`2026-03-01`) in the school's time zone. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${schools.timeZone}`;

/**
 * The counts of every school's messages in the period, in one query: per school and day,
 * per school over the period and for the platform, the distinct counts taken over each
 * (`GROUPING SETS`), so that a school's senders over a month are not the sum of its days'.
 * Runs where every school's rows are readable (the caller's audited `acrossSchools`).
 */
async function countMessages(db: Db, period: { from: string; to: string }, school?: number) {
  const where = and(
    gte(messages.createdAt, dayStart(period.from)),
    lt(
      messages.createdAt,
      sql`((${period.to}::date + 1)::timestamp at time zone ${schools.timeZone})`,
    ),
    school === undefined ? undefined : eq(messages.schoolId, school),
  ) as SQL;
  return db
    .select({
      schoolId: messages.schoolId,
      name: schools.name,
      subdomain: schools.subdomain,
      day: localDay,
      messages: sql<number>`count(*)::int`,
      conversations: sql<number>`count(distinct ${messages.conversationId})::int`,
      senders: sql<number>`count(distinct ${messages.senderId})::int`,
      // 0: a school's day; 1: a school's period (day rolled up); 3: the platform.
      level: sql<number>`grouping(${messages.schoolId}, ${localDay})::int`,
    })
    .from(messages)
    .innerJoin(schools, eq(schools.id, messages.schoolId))
    .where(where)
    .groupBy(
      sql`grouping sets ((${messages.schoolId}, ${schools.name}, ${schools.subdomain}, ${localDay}), (${messages.schoolId}, ${schools.name}, ${schools.subdomain}), ())`,
    )
    .orderBy(asc(schools.name), asc(messages.schoolId), asc(localDay));
}

type CountRow = Awaited<ReturnType<typeof countMessages>>[number];

const countsOf = (row: CountRow | undefined): MessageCounts => ({
  messages: row?.messages ?? 0,
  active_conversations: row?.conversations ?? 0,
  senders: row?.senders ?? 0,
});

/**
 * The statistics of the period `filter` asks (the last 30 days by default; the contract has
 * checked it is at most 366 days and not reversed), for every school or the one of
 * `filter.school`: each school's days with messages, each school's totals, the platform's.
 * `db` must read every school (acrossSchools). Schools and days without messages are left out.
 */
export async function messageStats(db: Db, filter: MessageStatsFilter): Promise<MessageStats> {
  const period = messageStatsPeriod(filter);
  const rows = await countMessages(db, period, filter.school);
  const result: MessageStats = {
    ...period,
    days: [],
    schools: [],
    totals: countsOf(rows.find((row) => row.level === 3)),
  };
  for (const row of rows) {
    if (row.level === 0)
      result.days.push({ school_id: row.schoolId, day: row.day, ...countsOf(row) });
    if (row.level === 1) {
      result.schools.push({
        school: { id: row.schoolId, name: row.name, subdomain: row.subdomain },
        ...countsOf(row),
      });
    }
  }
  return result;
}

/**
 * The statistics as a CSV file (platform/csv-export.ts): one line per school and day with
 * messages, headers in `locale`. Returns its text and a file name naming the period.
 */
export function messageStatsCsv(
  stats: MessageStats,
  locale: Locale,
): { fileName: string; csv: string } {
  const m = MESSAGE_STATS_MESSAGES[locale];
  const names = new Map(stats.schools.map((total) => [total.school.id, total.school]));
  const rows = stats.days.map((day) => {
    const school = names.get(day.school_id);
    return [
      school?.name ?? '',
      school?.subdomain ?? '',
      day.day,
      String(day.messages),
      String(day.active_conversations),
      String(day.senders),
    ];
  });
  return {
    fileName: `message-stats-${stats.from}-${stats.to}.csv`,
    csv: csvDocument(
      [m.csvSchool, m.csvSubdomain, m.csvDay, m.csvMessages, m.csvConversations, m.csvSenders],
      rows,
    ),
  };
}
