import type { PublicationStatus } from '@alumni/domain';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { articles, schools } from '../../db/schema/index.ts';
import type { EmitDomainEvent } from '../../platform/domain-events.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { afterCommit, withAllSchools, withSchool } from '../../platform/school-scope.ts';
import { recordTransition } from './store.ts';

/**
 * Publication at a date that never misses (issue 13 item 3). Readers see a published article
 * once its date is reached whatever the jobs did (store.ts statusCondition); what happens
 * once, at that moment, is its announcement: `announced_at` set by one conditional UPDATE,
 * one history row (scheduled → published) and one `article.published` event. A job at the
 * date (`blog.publish`, startAfter, keyed by article and date) does it on time; a sweep at
 * start and every minute (`blog.sweep`) catches what was due while no server ran. Two
 * instances running both for one article: the UPDATE's condition lets one through.
 */

export const PUBLISH_JOB = 'blog.publish';
export const SWEEP_JOB = 'blog.sweep';
/** Every minute: an article due while the servers were down is announced within 60 s of start. */
export const SWEEP_CRON = '* * * * *';
/** Due articles announced per sweep (the next sweep takes the rest). */
const SWEEP_BATCH = 500;

/** The data of a publication job. */
export interface PublishJob {
  schoolId: number;
  articleId: number;
}

/** How the blog queues the publication of an article at its date (given to the services). */
export type SchedulePublication = (job: PublishJob, publishAt: Date) => Promise<void>;

/**
 * Queues the publication job of an article for `publishAt`, keyed by article and date: a
 * second save with the same date adds nothing, a new date adds a new job (the old one finds
 * nothing due and does nothing). Call it once the change is written (in the request's scope).
 */
export const schedulerOn =
  (queue: JobQueue): SchedulePublication =>
  async (job, publishAt) => {
    await queue.send(PUBLISH_JOB, job, {
      key: `publish:${job.articleId}:${publishAt.toISOString()}`,
      startAfter: publishAt,
    });
  };

/**
 * Announces article `articleId` if it is due at `now`: one conditional UPDATE (published
 * state, date reached, not announced yet), then, only for the caller whose UPDATE changed the
 * row, its history row and `emit('article.published')`. `from` is the status it is announced
 * from (`scheduled` for the job and the sweep). Returns whether this call announced it.
 */
export async function announceIfDue(
  db: Db,
  opts: {
    articleId: number;
    now: Date;
    actorId: number | null;
    from: PublicationStatus;
    emit: EmitDomainEvent;
  },
): Promise<boolean> {
  const [row] = await db
    .update(articles)
    .set({ announcedAt: opts.now })
    .where(
      and(
        eq(articles.id, opts.articleId),
        eq(articles.state, 3),
        isNull(articles.announcedAt),
        or(isNull(articles.publishAt), lte(articles.publishAt, opts.now)),
      ),
    )
    .returning({
      schoolId: articles.schoolId,
      authorId: articles.authorId,
      title: articles.title,
      slug: articles.slug,
    });
  if (!row) return false;
  if (opts.from !== 'published') {
    await recordTransition(db, {
      schoolId: row.schoolId,
      articleId: opts.articleId,
      actorId: opts.actorId,
      action: 'publish',
      from: opts.from,
      to: 'published',
    });
  }
  await opts.emit(db, 'article.published', {
    articleId: opts.articleId,
    authorId: row.authorId,
    title: row.title,
    slug: row.slug,
  });
  return true;
}

/** What the job and the sweep need of the app: its database, events and logger. */
export interface PublicationRuntime {
  db: Db;
  log: FastifyBaseLogger;
  /** Emits a domain event outside a request, for school `schoolId`. */
  emitFor(schoolId: number): EmitDomainEvent;
}

/** The publication job: announces one article of one school if due at `now`. */
export function publishJob(runtime: PublicationRuntime, job: PublishJob, now = new Date()) {
  return withSchool(runtime.db, job.schoolId, (tx) =>
    announceIfDue(tx, {
      articleId: job.articleId,
      now,
      actorId: null,
      from: 'scheduled',
      emit: runtime.emitFor(job.schoolId),
    }),
  );
}

/**
 * The sweep: every school's articles due at `now` and not announced yet (found across
 * schools, audited), each announced in its own school's scope. Returns how many this call
 * announced (another instance may announce some of them first).
 */
export async function sweepDueArticles(runtime: PublicationRuntime, now = new Date()) {
  const due = await withAllSchools(
    runtime.db,
    'blog: announce the articles due while no publication job ran',
    (entry) => runtime.log.info({ audit: 'all-schools', ...entry }),
    (tx) =>
      tx
        .select({ id: articles.id, schoolId: articles.schoolId })
        .from(articles)
        .where(
          and(
            eq(articles.state, 3),
            isNull(articles.announcedAt),
            sql`${articles.publishAt} <= ${now.toISOString()}`,
          ),
        )
        .orderBy(articles.publishAt)
        .limit(SWEEP_BATCH),
  );
  let announced = 0;
  for (const article of due) {
    if (await publishJob(runtime, { schoolId: article.schoolId, articleId: article.id }, now)) {
      announced += 1;
    }
  }
  return announced;
}

/**
 * The emitter of domain events outside a request (the job, the sweep): the school's row and
 * permission data are loaded on the job's handle; after-commit work runs once it commits.
 */
export function jobEmitter(
  opts: {
    log: FastifyBaseLogger;
    events: import('../../platform/domain-events.ts').DomainEvents;
    loadPermissionSchool: import('../../platform/policy.ts').PermissionSchoolLoader;
  },
  schoolId: number,
): EmitDomainEvent {
  return async (db, name, payload) => {
    const [school] = await db.select().from(schools).where(eq(schools.id, schoolId)).limit(1);
    if (!school) return;
    const permissionSchool = await opts.loadPermissionSchool(db, school);
    await opts.events.emit(
      {
        db,
        school,
        log: opts.log,
        permissionSchool,
        afterCommit: async (work) =>
          afterCommit(db, school.id, work, (error) =>
            opts.log.error({ err: error }, 'after-commit work failed'),
          ),
      },
      name,
      payload,
    );
  };
}
