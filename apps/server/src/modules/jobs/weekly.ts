import { jobSummaryWeek } from '@alumni/domain';
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { jobAds, schools, userRoles, userSchoolSettings, users } from '../../db/schema/index.ts';
import type { Mailer, MailMessage } from '../../platform/mail.ts';
import { schoolEmail } from '../../platform/mail-layout.ts';
import { type PublicUrlConfig, schoolLocale, schoolUrl } from '../../platform/public-url.ts';
import { withAllSchools } from '../../platform/school-scope.ts';
import { issueUnsubscribeTokens, unsubscribeLinks } from '../users/index.ts';
import { weeklySummaryEmail } from './emails.ts';

/**
 * The weekly summary of new job ads (issue 15 item 7): on Mondays (`jobs.weekly`, UTC cron),
 * every member who asked for it in a school (settings `weekly_job_summary`, limited to
 * `weekly_job_contract_types` when some are chosen) gets one mail listing the ads that became
 * active there in the previous ISO week (domain jobSummaryWeek), keyed
 * `jobs-weekly:<school>:<user>:<week>`: one per member per week however often the job runs
 * or retries, and an ad is in one week only, so never mailed twice. Ads with restriction
 * filters are left out (who may read them is decided per reader, at reading time). The mail
 * ends with its own single-use unsubscribe link (`/unsubscription?token=…`) and carries the
 * RFC 8058 one-click headers (`List-Unsubscribe`, `List-Unsubscribe-Post`).
 */

export const WEEKLY_JOB = 'jobs.weekly';
/** Mondays at 07:00 UTC. */
export const WEEKLY_CRON = '0 7 * * 1';

/** What the summary needs of the app. */
export interface WeeklyRuntime {
  db: Db;
  log: FastifyBaseLogger;
  mailer: Mailer;
  urls: PublicUrlConfig;
}

/**
 * Sends the summaries of the week before `now`'s. Returns how many mails were queued (each
 * keyed: queuing one again adds nothing).
 */
export async function sendWeeklySummaries(runtime: WeeklyRuntime, now = new Date()) {
  const week = jobSummaryWeek(now);
  const { ads, readers } = await withAllSchools(
    runtime.db,
    'jobs: the weekly summary of new job ads to the members who asked for it',
    (entry) => runtime.log.info({ audit: 'all-schools', ...entry }),
    async (tx) => ({
      ads: await tx
        .select({
          id: jobAds.id,
          schoolId: jobAds.schoolId,
          position: jobAds.position,
          company: jobAds.company,
          city: jobAds.city,
          contractType: jobAds.contractType,
        })
        .from(jobAds)
        .where(
          and(
            eq(jobAds.state, 3),
            isNull(jobAds.closure),
            gte(jobAds.announcedAt, week.from),
            lt(jobAds.announcedAt, week.to),
            sql`cardinality(${jobAds.filterDegrees}) = 0 and cardinality(${jobAds.filterRoles}) = 0`,
          ),
        )
        .orderBy(jobAds.announcedAt, jobAds.id),
      readers: await tx
        .selectDistinctOn([userSchoolSettings.schoolId, userSchoolSettings.userId], {
          schoolId: userSchoolSettings.schoolId,
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          contractTypes: userSchoolSettings.weeklyJobContractTypes,
          school: schools,
        })
        .from(userSchoolSettings)
        .innerJoin(users, eq(users.id, userSchoolSettings.userId))
        .innerJoin(schools, eq(schools.id, userSchoolSettings.schoolId))
        .innerJoin(
          userRoles,
          and(
            eq(userRoles.userId, userSchoolSettings.userId),
            eq(userRoles.schoolId, userSchoolSettings.schoolId),
            eq(userRoles.isActive, true),
          ),
        )
        .where(eq(userSchoolSettings.weeklyJobSummary, true))
        .orderBy(userSchoolSettings.schoolId, userSchoolSettings.userId),
    }),
  );
  const due = readers.flatMap((reader) => {
    const chosen = new Set(reader.contractTypes);
    const theirs = ads.filter(
      (ad) => ad.schoolId === reader.schoolId && (chosen.size === 0 || chosen.has(ad.contractType)),
    );
    return theirs.length ? [{ reader, theirs }] : [];
  });
  // One single-use unsubscribe link per mail, living from when it is sent (a retry mints new ones for mails already
  // queued under their key: those stay unsent, and their tokens simply expire unused).
  const tokens = await withAllSchools(
    runtime.db,
    'jobs: unsubscribe links of the weekly summary',
    (entry) => runtime.log.info({ audit: 'all-schools', ...entry }),
    (tx) =>
      issueUnsubscribeTokens(
        tx,
        'jobs_weekly',
        due.map(({ reader }) => reader),
      ),
  );
  const messages: MailMessage[] = due.map(({ reader, theirs }, i) => {
    const { school } = reader;
    const link = (path: string) => schoolUrl(runtime.urls, school, path);
    const locale = schoolLocale(school);
    const unsubscribe = unsubscribeLinks(runtime.urls, school, tokens[i] ?? '');
    const content = weeklySummaryEmail(locale, {
      schoolName: school.name,
      firstName: reader.firstName,
      ads: theirs.map((ad) => ({ ...ad, link: link(`/jobs/${ad.id}`) })),
      jobsLink: link('/jobs'),
      unsubscribeLink: unsubscribe.page,
    });
    return {
      school,
      to: reader.email,
      ...schoolEmail(school, content, locale),
      // RFC 8058 one-click unsubscribe, as every bulk mail carries.
      headers: unsubscribe.headers,
      key: `jobs-weekly:${school.id}:${reader.userId}:${week.key}`,
    };
  });
  if (messages.length) await runtime.mailer.sendMany(messages);
  return messages.length;
}
