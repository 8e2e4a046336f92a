import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { withAllSchools, withSchool } from '../../platform/school-scope.ts';
import { type EventRecord, recordTransition } from './store.ts';

/**
 * Publication of events at their date (issue 14 item 1, as the blog's issue 13 item 3).
 * Readers see a published event once its date is reached whatever the jobs did (store.ts
 * statusCondition); its announcement happens once: `announced_at` set by one conditional
 * UPDATE and, for a scheduled event, one history row (scheduled → published). A job at the
 * date (`events.publish`) does it on time; a sweep at start and every minute
 * (`events.sweep`) catches what was due while no server ran.
 */

export const PUBLISH_JOB = 'events.publish';
export const SWEEP_JOB = 'events.sweep';
export const SWEEP_CRON = '* * * * *';
const SWEEP_BATCH = 500;

/** The data of a publication job. */
export interface PublishEventJob {
  schoolId: number;
  eventId: number;
}

/** How the services queue the publication of an event at its date. */
export type ScheduleEventPublication = (job: PublishEventJob, publishAt: Date) => Promise<void>;

/** Queues the publication job of an event for `publishAt`, keyed by event and date. */
export const schedulerOn =
  (queue: JobQueue): ScheduleEventPublication =>
  async (job, publishAt) => {
    await queue.send(PUBLISH_JOB, job, {
      key: `publish:${job.eventId}:${publishAt.toISOString()}`,
      startAfter: publishAt,
    });
  };

/**
 * Announces event `eventId` if due at `now` (published, date reached, not announced): one
 * conditional UPDATE, then the history row for whoever changed the row when it comes from
 * `scheduled`. Returns whether this call announced it.
 */
export async function announceIfDue(
  db: Db,
  opts: { eventId: number; now: Date; actorId: number | null; scheduled: boolean },
): Promise<boolean> {
  const [row] = await db
    .update(events)
    .set({ announcedAt: opts.now })
    .where(
      and(
        eq(events.id, opts.eventId),
        eq(events.state, 3),
        isNull(events.announcedAt),
        or(isNull(events.publishAt), lte(events.publishAt, opts.now)),
      ),
    )
    .returning({ schoolId: events.schoolId });
  if (!row) return false;
  if (opts.scheduled) {
    await recordTransition(db, {
      schoolId: row.schoolId,
      eventId: opts.eventId,
      actorId: opts.actorId,
      action: 'publish',
      from: 'scheduled',
      to: 'published',
    });
  }
  return true;
}

/** After a save or a validation: announced now when readable now, else a job at its date. */
export async function afterPublish(
  db: Db,
  opts: {
    schoolId: number;
    row: Pick<EventRecord, 'id' | 'state' | 'publishAt'>;
    schedule: ScheduleEventPublication;
  },
): Promise<void> {
  const { row } = opts;
  if (row.state !== 3) return;
  const now = new Date();
  if (row.publishAt && row.publishAt > now) {
    await opts.schedule({ schoolId: opts.schoolId, eventId: row.id }, row.publishAt);
    return;
  }
  await announceIfDue(db, { eventId: row.id, now, actorId: null, scheduled: false });
}

/** The publication job: announces one event of one school if due at `now`. */
export function publishEventJob(db: Db, job: PublishEventJob, now = new Date()) {
  return withSchool(db, job.schoolId, (tx) =>
    announceIfDue(tx, { eventId: job.eventId, now, actorId: null, scheduled: true }),
  );
}

/**
 * The sweep: every school's events due at `now` and not announced yet (found across
 * schools, audited), each announced in its own school's scope. Returns how many it announced.
 */
export async function sweepDueEvents(db: Db, log: FastifyBaseLogger, now = new Date()) {
  const due = await withAllSchools(
    db,
    'events: announce the events due while no publication job ran',
    (entry) => log.info({ audit: 'all-schools', ...entry }),
    (tx) =>
      tx
        .select({ id: events.id, schoolId: events.schoolId })
        .from(events)
        .where(
          and(
            eq(events.state, 3),
            isNull(events.announcedAt),
            sql`${events.publishAt} <= ${now.toISOString()}`,
          ),
        )
        .orderBy(events.publishAt)
        .limit(SWEEP_BATCH),
  );
  let announced = 0;
  for (const event of due) {
    if (await publishEventJob(db, { schoolId: event.schoolId, eventId: event.id }, now)) {
      announced += 1;
    }
  }
  return announced;
}
