import { closureOf, JOB_MESSAGES, type JobAdStatus, type JobFilledHow } from '@alumni/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobAds } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { emitStatusChange, recordTransition } from '../../platform/publication/store.ts';
import { managesAd } from './policy.ts';
import { jobAdsArea } from './publication.ts';
import { accessTo, type JobAdRecord, statusOf } from './store.ts';

/**
 * An active ad's end and new start (spec 1 §4 Job ad "Deactivation asks how it was filled:
 * unknown, via this network, outside it, still open. Reactivation resets the application
 * deadline and start date"; issue 15 item 2), by the ad's author or an admin. Each is one
 * transaction under the ad's row lock: the change, its history row and
 * `job_ad.status_changed`; a change made meanwhile answers 409.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Ad `id` under its row lock, for a change by its author or an admin (404; 403). */
async function lockForChange(tx: Tx, actor: Actor, id: number): Promise<JobAdRecord> {
  const [current] = await tx
    .select()
    .from(jobAds)
    .where(and(eq(jobAds.id, id), eq(jobAds.schoolId, actor.school.id)))
    .for('update');
  if (!current || accessTo(actor, current) === 'none') throw notFound();
  if (!managesAd(actor, current.authorId)) throw forbidden();
  return current;
}

/** Writes the history row and event of a lifecycle move made by the actor. */
async function recordMove(
  tx: Tx,
  actor: Actor,
  row: JobAdRecord,
  move: { action: string; from: JobAdStatus; to: JobAdStatus },
) {
  await recordTransition(tx, jobAdsArea.history, {
    schoolId: actor.school.id,
    itemId: row.id,
    actorId: actor.user.id,
    ...move,
  });
  await emitStatusChange(jobAdsArea, actor.emit, tx, {
    id: row.id,
    authorId: row.authorId,
    actorId: actor.user.id,
    from: move.from,
    to: move.to,
    reason: null,
  });
}

/**
 * Deactivates active ad `id`, keeping how it was filled (network and outside: `filled`;
 * unknown and still open: `inactive`, archived). Returns the row; 404; 403; 409 when the ad
 * is not active (any more).
 */
export async function deactivateJobAd(
  db: Db,
  actor: Actor,
  input: { id: number; filled_how: JobFilledHow },
): Promise<JobAdRecord> {
  return db.transaction(async (tx) => {
    const current = await lockForChange(tx, actor, input.id);
    if (statusOf(current) !== 'active') throw conflict(JOB_MESSAGES[actor.locale].notActive);
    const now = new Date();
    const [row] = await tx
      .update(jobAds)
      .set({
        closure: closureOf(input.filled_how),
        filledHow: input.filled_how,
        closedAt: now,
        updatedAt: now,
      })
      .where(and(eq(jobAds.id, current.id), isNull(jobAds.closure)))
      .returning();
    if (!row) throw conflict(JOB_MESSAGES[actor.locale].notActive);
    await recordMove(tx, actor, row, { action: 'deactivate', from: 'active', to: statusOf(row) });
    return row;
  });
}

/**
 * Reactivates an inactive or filled ad `id` with its new start date and application
 * deadline: active again for a new publication of 90 days from now (the warning too).
 * Returns the row; 404; 403; 409 when it is not inactive or filled.
 */
export async function reactivateJobAd(
  db: Db,
  actor: Actor,
  input: { id: number; start_date: string; application_deadline: string },
): Promise<JobAdRecord> {
  return db.transaction(async (tx) => {
    const current = await lockForChange(tx, actor, input.id);
    const from = statusOf(current);
    if (from !== 'inactive' && from !== 'filled') {
      throw conflict(JOB_MESSAGES[actor.locale].notInactive);
    }
    const now = new Date();
    const [row] = await tx
      .update(jobAds)
      .set({
        closure: null,
        filledHow: null,
        closedAt: null,
        warnedAt: null,
        startDate: input.start_date,
        applicationDeadline: input.application_deadline,
        publishAt: now,
        announcedAt: now,
        updatedAt: now,
      })
      .where(eq(jobAds.id, current.id))
      .returning();
    if (!row) throw notFound();
    await recordMove(tx, actor, row, { action: 'reactivate', from, to: 'active' });
    return row;
  });
}
