import { JOB_MESSAGES } from '@alumni/domain';
import { jobAdHistory, jobAds } from '../../db/schema/index.ts';
import { pendingItemsQueue } from '../../platform/publication/scheduling.ts';
import type { PublicationArea } from '../../platform/publication/store.ts';
import { publicationActor } from './policy.ts';

/**
 * Job ads as the one publication workflow sees them (platform/publication; spec 1 §4
 * "Publication (blog, events, jobs)", issue 15 item 2): their table and history and
 * `job_ad.status_changed` on every move. Becoming readable (`announced_at`) starts the 90
 * days of publication (lifecycle.service.ts) and announces `job_ad.published` once (the
 * feed's card); an edit moving the date to the future starts them again then (with their
 * day-83 warning). Saves wait for a Jobs validator where the school has `validate_jobads`;
 * degree and role filters count where it has `has_filter_jobads`. No slugs.
 */
export const jobAdsArea: PublicationArea<typeof jobAds, 'filter_degrees' | 'filter_roles'> = {
  area: 'jobs',
  items: 'job ads',
  refusalReasons: 'jobad',
  table: jobAds,
  history: { table: jobAdHistory, subject: jobAdHistory.jobAdId, subjectKey: 'jobAdId' },
  messages: (locale) => JOB_MESSAGES[locale],
  events: { statusChanged: 'job_ad.status_changed', deleted: 'job_ad.deleted' },
  announced: (emit, db, row) =>
    emit(db, 'job_ad.published', {
      jobAdId: row.id,
      authorId: row.authorId,
      position: row.position,
      company: row.company,
    }),
  who: publicationActor,
  requiresValidation: (school) => school.validateJobads,
  audience: {
    fields: ['filter_degrees', 'filter_roles'],
    enabled: (school) => school.hasFilterJobads,
    messages: (locale) => ({
      filtersOff: JOB_MESSAGES[locale].filtersOff,
      unknown: JOB_MESSAGES[locale].unknownDegree,
    }),
  },
  rescheduled: { warnedAt: null },
};

/** Job ads waiting for a Jobs validator: the `jobad` counter (spec 1 §3 counters). */
export const pendingJobAdsQueue = pendingItemsQueue(jobAdsArea, { type: 'jobad', key: 'job-ads' });
