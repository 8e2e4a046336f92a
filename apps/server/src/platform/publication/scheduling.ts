import type { PublicationStatus, ValidationType } from '@alumni/domain';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { backgroundEmitter, type EmitDomainEvent } from '../domain-events.ts';
import type { JobQueue } from '../queue.ts';
import { withAllSchools, withSchool } from '../school-scope.ts';
import type { ValidationQueue } from '../validation-queues.ts';
import {
  type PublicationArea,
  type PublishedRecord,
  type PublishedTable,
  pendingCount,
  recordTransition,
} from './store.ts';

/**
 * Publication at a date that never misses (issue 13 item 3, issue 14 item 1), for every area.
 * Readers see a published item once its date is reached whatever the jobs did (store.ts
 * statusCondition); what happens once, at that moment, is its announcement: `announced_at`
 * set by one conditional UPDATE, one history row (scheduled → published) and the area's
 * `announced` effect. A job at the date (`<area>.publish`, startAfter, keyed by item and
 * date) does it on time; a sweep at start and every minute (`<area>.sweep`) catches what was
 * due while no server ran. Two instances running both for one item: the UPDATE's condition
 * lets one through.
 */

/** Every minute: an item due while the servers were down is announced within 60 s of start. */
export const SWEEP_CRON = '* * * * *';
/** Due items announced per sweep (the next sweep takes the rest). */
const SWEEP_BATCH = 500;

/** The names of an area's jobs. */
export const publicationJobs = (area: PublicationArea) => ({
  publish: `${area.area}.publish`,
  sweep: `${area.area}.sweep`,
});

/** The data of a publication job: the school and the item (keyed as the area's history, `articleId`). */
export type PublishJob = { schoolId: number } & Record<string, number>;

/** How an area queues the publication of item `id` at `publishAt` (given to the services). */
export type SchedulePublication = (
  job: { schoolId: number; id: number },
  publishAt: Date,
) => Promise<void>;

/**
 * Queues the publication job of an item for `publishAt`, keyed by item and date: a second
 * save with the same date adds nothing, a new date adds a new job (the old one finds nothing
 * due and does nothing). Call it once the change is written (in the request's scope).
 */
export const schedulerOn =
  (queue: JobQueue, area: PublicationArea): SchedulePublication =>
  async (job, publishAt) => {
    await queue.send(
      publicationJobs(area).publish,
      { schoolId: job.schoolId, [area.history.subjectKey]: job.id },
      { key: `publish:${job.id}:${publishAt.toISOString()}`, startAfter: publishAt },
    );
  };

/**
 * Announces item `id` if it is due at `now`: one conditional UPDATE (published state, date
 * reached, not announced yet), then, only for the caller whose UPDATE changed the row, its
 * history row (unless `from` is `published`: it was readable at once) and the area's
 * `announced` effect. Returns whether this call announced it.
 */
export async function announceIfDue(
  db: Db,
  area: PublicationArea,
  opts: {
    id: number;
    now: Date;
    actorId: number | null;
    from: PublicationStatus;
    emit: () => EmitDomainEvent;
  },
): Promise<boolean> {
  const t = area.table;
  const [row] = (await db
    .update(t as PublishedTable)
    .set({ announcedAt: opts.now } as never)
    .where(
      and(
        eq(t.id, opts.id),
        eq(t.state, 3),
        isNull(t.announcedAt),
        or(isNull(t.publishAt), lte(t.publishAt, opts.now)),
      ),
    )
    .returning()) as unknown as PublishedRecord[];
  if (!row) return false;
  if (opts.from !== 'published') {
    await recordTransition(db, area.history, {
      schoolId: row.schoolId,
      itemId: opts.id,
      actorId: opts.actorId,
      action: 'publish',
      from: opts.from,
      to: 'published',
    });
  }
  await area.announced?.(opts.emit(), db, row as never);
  return true;
}

/** After a save or a validation: announced now when readable now, else a job at its date. */
export async function afterPublish(
  db: Db,
  area: PublicationArea,
  opts: {
    row: Pick<PublishedRecord, 'id' | 'schoolId' | 'state' | 'publishAt'>;
    schedule: SchedulePublication;
    emit: EmitDomainEvent;
  },
): Promise<void> {
  const { row } = opts;
  if (row.state !== 3) return;
  const now = new Date();
  if (row.publishAt && row.publishAt > now) {
    await opts.schedule({ schoolId: row.schoolId, id: row.id }, row.publishAt);
    return;
  }
  await announceIfDue(db, area, {
    id: row.id,
    now,
    actorId: null,
    from: 'published',
    emit: () => opts.emit,
  });
}

/** What the job and the sweep need of the app: its database, events and logger. */
export interface PublicationRuntime {
  db: Db;
  log: FastifyBaseLogger;
  /** Emits a domain event outside a request, for school `schoolId`. */
  emitFor(schoolId: number): EmitDomainEvent;
}

/** The publication job: announces one item of one school if due at `now`. */
export function publishJob(
  runtime: PublicationRuntime,
  area: PublicationArea,
  job: { schoolId: number; id: number },
  now = new Date(),
) {
  return withSchool(runtime.db, job.schoolId, (tx) =>
    announceIfDue(tx, area, {
      id: job.id,
      now,
      actorId: null,
      from: 'scheduled',
      emit: () => runtime.emitFor(job.schoolId),
    }),
  );
}

/**
 * The sweep: every school's items due at `now` and not announced yet (found across schools,
 * audited), each announced in its own school's scope. Returns how many this call announced
 * (another instance may announce some of them first). Quiet when it finds nothing: the
 * search across schools is logged at debug level, and one info line says what it announced,
 * only when it announced something (issue 30 item 14: every sweep of every area logged its
 * audit line, a minute apart, whether or not anything was due).
 */
export async function sweepDue(
  runtime: PublicationRuntime,
  area: PublicationArea,
  now = new Date(),
) {
  const t = area.table;
  const reason = `${area.area}: announce the ${area.items} due while no publication job ran`;
  const due = await withAllSchools(
    runtime.db,
    reason,
    (entry) => runtime.log.debug({ audit: 'all-schools', ...entry }),
    (tx) =>
      tx
        .select({ id: sql<number>`${t.id}`, schoolId: sql<number>`${t.schoolId}` })
        .from(t as PublishedTable)
        .where(
          and(eq(t.state, 3), isNull(t.announcedAt), sql`${t.publishAt} <= ${now.toISOString()}`),
        )
        .orderBy(t.publishAt)
        .limit(SWEEP_BATCH),
  );
  let announced = 0;
  const schools = new Set<number>();
  for (const item of due) {
    if (await publishJob(runtime, area, { schoolId: item.schoolId, id: item.id }, now)) {
      announced += 1;
      schools.add(item.schoolId);
    }
  }
  if (announced > 0) {
    runtime.log.info(
      { audit: 'all-schools', reason, area: area.area, announced, schools: [...schools] },
      `${area.area}: ${area.items} whose date came while no publication job ran, announced now: ${announced}`,
    );
  }
  return announced;
}

/** The runtime of the publication jobs of `app` on `db`. */
export function publicationRuntime(app: FastifyInstance, db: Db): PublicationRuntime {
  return {
    db,
    log: app.log,
    emitFor: (schoolId) =>
      backgroundEmitter(
        { log: app.log, events: app.domainEvents, loadPermissionSchool: app.loadPermissionSchool },
        schoolId,
      ),
  };
}

/**
 * Declares an area's publication job and sweep on the app's queue (the sweep every minute,
 * and once at start for what fell due while no server ran). Returns the area's scheduler.
 */
export async function registerPublication(
  app: FastifyInstance,
  db: Db,
  area: PublicationArea,
): Promise<SchedulePublication> {
  const runtime = publicationRuntime(app, db);
  const jobs = publicationJobs(area);
  await app.queue.work<PublishJob>(jobs.publish, async (job) => {
    const id = job.data[area.history.subjectKey];
    if (id === undefined) return;
    await publishJob(runtime, area, { schoolId: job.data.schoolId, id });
  });
  await app.queue.work(jobs.sweep, async () => {
    await sweepDue(runtime, area);
  });
  await app.queue.schedule(jobs.sweep, SWEEP_CRON);
  app.addHook('onReady', async () => {
    void sweepDue(runtime, area).catch((error) =>
      app.log.error({ err: error }, `${area.area} publication sweep failed`),
    );
  });
  return schedulerOn(app.queue, area);
}

/**
 * The validation queue of an area's pending items (spec 1 §3 counters): counted with the
 * area's pending status, changed by its `status_changed` events into or out of pending and
 * by its deletion of a pending item.
 */
export function pendingItemsQueue(
  area: PublicationArea,
  queue: { type: ValidationType; key: string },
): ValidationQueue {
  return {
    ...queue,
    count: (db, school) => pendingCount(db, area.table, school.id),
    changedBy: (event) => {
      const payload = event.payload as { from?: unknown; to?: unknown; status?: unknown };
      if (event.name === area.events.statusChanged)
        return payload.from === 'pending' || payload.to === 'pending';
      return (
        area.events.deleted !== undefined &&
        event.name === area.events.deleted &&
        payload.status === 'pending'
      );
    },
  };
}
