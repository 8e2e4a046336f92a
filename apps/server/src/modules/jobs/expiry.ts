import { JOB_EXPIRY_WARNING_DAYS, JOB_PUBLICATION_DAYS, jobAdExpiresAt } from '@alumni/domain';
import { and, eq, getTableColumns, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { jobAds, schools, users } from '../../db/schema/index.ts';
import type { EmitDomainEvent } from '../../platform/domain-events.ts';
import type { Mailer } from '../../platform/mail.ts';
import { schoolEmail } from '../../platform/mail-layout.ts';
import { type PublicUrlConfig, schoolLocale, schoolUrl } from '../../platform/public-url.ts';
import { emitStatusChange, recordTransition } from '../../platform/publication/store.ts';
import { withAllSchools, withSchool } from '../../platform/school-scope.ts';
import { expiryWarningEmail } from './emails.ts';
import { jobAdsArea } from './publication.ts';

/**
 * The end of a job ad's publication (spec 1 §4 Job ad "Default publication lasts 90 days,
 * then the ad is archived"; issue 15 item 2 "the author is warned 7 days before"): a sweep
 * on the queue (`jobs.expiry`, every hour and at start) finds, across schools, the active ads
 * published 83 days ago and not warned yet, and those published 90 days ago. Each effect is
 * keyed so that any number of instances sweeping at once do it once: the warning's mail by
 * its key (`jobad-expiry-warning:<id>:<publication>`, one message per key), sent before
 * `warned_at` is set by a conditional UPDATE; the archive by a conditional UPDATE on the open ad, whose winner
 * alone writes the history row (active → inactive, no actor) and `job_ad.status_changed`.
 */

export const EXPIRY_JOB = 'jobs.expiry';
/** Every hour: an ad is archived within the hour of its 90th day. */
export const EXPIRY_CRON = '0 * * * *';
const EXPIRY_BATCH = 500;
const DAY_MS = 86_400_000;

/** What the sweep needs of the app. */
export interface ExpiryRuntime {
  db: Db;
  log: FastifyBaseLogger;
  mailer: Mailer;
  urls: PublicUrlConfig;
  emitFor(schoolId: number): EmitDomainEvent;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Active ads (every school's, audited) published at or before `cutoff`, optionally unwarned. */
function activeSince(runtime: ExpiryRuntime, cutoff: Date, unwarned: boolean, reason: string) {
  return withAllSchools(
    runtime.db,
    reason,
    // The hourly search itself is logged at debug: the sweep says what it changed (sweepExpiry).
    (entry) => runtime.log.debug({ audit: 'all-schools', ...entry }),
    (tx) =>
      tx
        .select({
          id: jobAds.id,
          schoolId: jobAds.schoolId,
          position: jobAds.position,
          announcedAt: jobAds.announcedAt,
          authorEmail: users.email,
          authorFirstName: users.firstName,
          school: getTableColumns(schools),
        })
        .from(jobAds)
        .innerJoin(users, eq(users.id, jobAds.authorId))
        .innerJoin(schools, eq(schools.id, jobAds.schoolId))
        .where(
          and(
            eq(jobAds.state, 3),
            isNull(jobAds.closure),
            lte(jobAds.announcedAt, cutoff),
            unwarned ? isNull(jobAds.warnedAt) : undefined,
          ),
        )
        .orderBy(jobAds.announcedAt)
        .limit(EXPIRY_BATCH),
  );
}

/**
 * Warns the authors of the ads whose publication ends in 7 days (day 83) and not warned yet.
 * Returns how many this call marked warned (another instance may mark some first; the mail
 * goes once whatever the number of callers, by its key).
 */
export async function warnExpiringAds(runtime: ExpiryRuntime, now = new Date()) {
  const due = await activeSince(
    runtime,
    daysBefore(now, JOB_PUBLICATION_DAYS - JOB_EXPIRY_WARNING_DAYS),
    true,
    'jobs: warn the authors of job ads ending in 7 days',
  );
  let warned = 0;
  for (const ad of due) {
    const publishedAt = ad.announcedAt;
    // Past its 90 days: archived instead, without a warning.
    if (!publishedAt || publishedAt <= daysBefore(now, JOB_PUBLICATION_DAYS)) continue;
    // Sent first, keyed by ad and publication: one message however often this runs (a
    // crash before the mark below sends it again under the same key, which adds nothing).
    const locale = schoolLocale(ad.school);
    const content = expiryWarningContent(
      runtime,
      ad.school,
      { ...ad, announcedAt: publishedAt },
      locale,
    );
    await runtime.mailer.send({
      school: ad.school,
      to: ad.authorEmail,
      ...schoolEmail(ad.school, content, locale),
      key: `jobad-expiry-warning:${ad.id}:${publishedAt.toISOString()}`,
    });
    const marked = await withSchool(runtime.db, ad.schoolId, (tx) =>
      tx
        .update(jobAds)
        .set({ warnedAt: now })
        .where(and(eq(jobAds.id, ad.id), isNull(jobAds.warnedAt), isNull(jobAds.closure)))
        .returning({ id: jobAds.id }),
    );
    if (marked.length) warned += 1;
  }
  return warned;
}

function expiryWarningContent(
  runtime: ExpiryRuntime,
  school: typeof schools.$inferSelect,
  ad: { id: number; position: string; announcedAt: Date; authorFirstName: string },
  locale: ReturnType<typeof schoolLocale>,
) {
  const expiresOn = jobAdExpiresAt(ad.announcedAt).toLocaleDateString(
    locale === 'en' ? 'en-GB' : 'fr-FR',
    { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' },
  );
  return expiryWarningEmail(locale, {
    schoolName: school.name,
    firstName: ad.authorFirstName,
    position: ad.position,
    expiresOn,
    link: schoolUrl(runtime.urls, school, `/jobs/${ad.id}`),
  });
}

/**
 * Archives the ads published 90 days before `now` or earlier (inactive, by no one). Returns
 * how many this call archived (another instance may archive some first).
 */
export async function archiveExpiredAds(runtime: ExpiryRuntime, now = new Date()) {
  const cutoff = daysBefore(now, JOB_PUBLICATION_DAYS);
  const due = await activeSince(runtime, cutoff, false, 'jobs: archive job ads after 90 days');
  let archived = 0;
  for (const ad of due) {
    const done = await withSchool(runtime.db, ad.schoolId, async (tx) => {
      const [row] = await tx
        .update(jobAds)
        .set({ closure: 'archived', closedAt: now, updatedAt: now })
        .where(
          and(
            eq(jobAds.id, ad.id),
            eq(jobAds.state, 3),
            isNull(jobAds.closure),
            sql`${jobAds.announcedAt} <= ${cutoff.toISOString()}`,
          ),
        )
        .returning();
      if (!row) return false;
      await recordTransition(tx, jobAdsArea.history, {
        schoolId: row.schoolId,
        itemId: row.id,
        actorId: null,
        action: 'archive',
        from: 'active',
        to: 'inactive',
      });
      await emitStatusChange(jobAdsArea, runtime.emitFor(row.schoolId), tx, {
        id: row.id,
        authorId: row.authorId,
        actorId: null,
        from: 'active',
        to: 'inactive',
        reason: null,
      });
      return true;
    });
    if (done) archived += 1;
  }
  return archived;
}

/**
 * The sweep: the day-83 warnings, then the day-90 archives. Logs one info line, worded as
 * what happened, only when it warned or archived something (issue 30 item 14: a line every
 * run at start said only that it had looked). Returns the two counts.
 */
export async function sweepExpiry(runtime: ExpiryRuntime, now = new Date()) {
  const warned = await warnExpiringAds(runtime, now);
  const archived = await archiveExpiredAds(runtime, now);
  if (warned || archived) {
    runtime.log.info(
      { audit: 'all-schools', warned, archived },
      `jobs: ads whose 90 days end in 7 days, authors warned: ${warned}; ads past them, archived: ${archived}`,
    );
  }
  return { warned, archived };
}
