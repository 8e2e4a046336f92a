import {
  canDeletePublication,
  decideSave,
  JOB_MESSAGES,
  type JobAdData,
  type PublicationState,
} from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobAds } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { checkedFilters } from '../../platform/publication/filters.ts';
import { afterPublish, type SchedulePublication } from '../../platform/publication/scheduling.ts';
import { recordSave, refusalError } from '../../platform/publication/transitions.ts';
import { jobFileOf, logoOf } from './files.ts';
import { publicationActor } from './policy.ts';
import { jobAdsArea } from './publication.ts';
import { accessTo, findJobAd, type JobAdRecord, type JobAdRow, statusOf } from './store.ts';

/**
 * Writing job ads (spec 1 §5 Job, §4 Publication and Job ad; issue 15 items 1 and 2) under
 * the shared publication workflow: a non-validator's ad waits for a Jobs validator when the
 * school has `validate_jobads`, a validator's is published and validated, otherwise it is
 * published at once (at its date). The ad and its history row are written in one
 * transaction.
 */

/** What the write services need besides the database: the media folder and the scheduler. */
export interface JobDeps {
  mediaRoot: string;
  schedule: SchedulePublication;
}

/** The columns an ad's body sets (logo, attachment and filters checked against the school). */
async function columnsOf(
  db: Db,
  actor: Actor,
  input: JobAdData,
  opts: { mediaRoot: string; current?: JobAdRecord },
) {
  const logoKey = await logoOf(actor, input.logo, {
    mediaRoot: opts.mediaRoot,
    ...(opts.current ? { current: opts.current.logoKey } : {}),
  });
  const attachment = await jobFileOf(actor, input.attachment, {
    mediaRoot: opts.mediaRoot,
    field: 'attachment',
    currentKey: opts.current?.attachmentKey ?? null,
  });
  const filters = await checkedFilters(db, actor, input, {
    enabled: actor.school.hasFilterJobads,
    messages: JOB_MESSAGES[actor.locale],
  });
  return {
    position: input.position,
    company: input.company,
    city: input.city,
    logoKey,
    contractType: input.contract_type,
    sector: input.sector,
    experience: input.experience,
    salary: input.salary,
    category: input.category,
    description: input.description,
    contactEmail: input.contact_email,
    applicationLink: input.application_link,
    startDate: input.start_date,
    applicationDeadline: input.application_deadline,
    attachmentKey: attachment?.key ?? null,
    attachmentName: attachment?.name ?? null,
    publishAt: input.publish_at,
    ...filters,
  };
}

/**
 * The actor posts a job ad (spec 1 §5 Job): draft, pending (the school validates and the
 * actor is no Jobs validator) or published (now, or scheduled at `publish_at`). Returns the
 * ad; 400 per field; 403.
 */
export async function createJobAd(
  db: Db,
  actor: Actor,
  input: JobAdData,
  deps: JobDeps,
): Promise<JobAdRow> {
  const outcome = decideSave(null, publicationActor(actor, null), {
    draft: input.draft,
    requiresValidation: actor.school.validateJobads,
  });
  if (!outcome.ok) throw refusalError(jobAdsArea, actor, outcome.refusal);
  const columns = await columnsOf(db, actor, input, deps);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobAds)
      .values({
        ...columns,
        schoolId: actor.school.id,
        authorId: actor.user.id,
        state: outcome.state,
        validated: outcome.validated,
      })
      .returning();
    if (!row) throw new Error('Job ad insert returned nothing.');
    await recordSave(tx, jobAdsArea, actor, { current: null, row, outcome });
    return row;
  });
  await afterPublish(db, jobAdsArea, { row: created, schedule: deps.schedule, emit: actor.emit });
  return readBack(db, actor, created.id);
}

/**
 * The actor replaces ad `id`'s fields (spec 1 §4): drafts, pending and refused ads by their
 * author (resubmitted unless `draft`) or a Jobs validator (who validates); a validated ad
 * by an admin, once (409 after). Under the ad's row lock, with its history row. Returns the
 * ad; 404; 403; 400 per field.
 */
export async function editJobAd(
  db: Db,
  actor: Actor,
  input: JobAdData & { id: number },
  deps: JobDeps,
): Promise<JobAdRow> {
  const saved = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(jobAds)
      .where(and(eq(jobAds.id, input.id), eq(jobAds.schoolId, actor.school.id)))
      .for('update');
    if (!current || accessTo(actor, current) === 'none') throw notFound();
    const outcome = decideSave(
      {
        state: current.state as PublicationState,
        validated: current.validated,
        adminEdits: current.adminEdits,
      },
      publicationActor(actor, current.authorId),
      { draft: input.draft, requiresValidation: actor.school.validateJobads },
    );
    if (!outcome.ok) throw refusalError(jobAdsArea, actor, outcome.refusal);
    const columns = await columnsOf(tx, actor, input, { mediaRoot: deps.mediaRoot, current });
    const [row] = await tx
      .update(jobAds)
      .set({
        ...columns,
        state: outcome.state,
        validated: outcome.validated,
        adminEdits: current.adminEdits + (outcome.adminEdit ? 1 : 0),
        // A date moved to the future publishes the ad again at that date, and its 90 days
        // (with their day-83 warning) start again then.
        ...(input.publish_at && input.publish_at > new Date()
          ? { announcedAt: null, warnedAt: null }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(jobAds.id, current.id))
      .returning();
    if (!row) throw notFound();
    await recordSave(tx, jobAdsArea, actor, { current, row, outcome });
    return row;
  });
  await afterPublish(db, jobAdsArea, { row: saved, schedule: deps.schedule, emit: actor.emit });
  return readBack(db, actor, saved.id);
}

/**
 * Deletes ad `id` with its applications and history (spec 1 §4 "a refused item is edited by
 * its author and resubmitted, or deleted"): its author unless it was validated and
 * published, school admins always (domain canDeletePublication); its feed card goes with it
 * (`job_ad.deleted`). 404; 403.
 */
export async function removeJobAd(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(jobAds)
      .where(and(eq(jobAds.id, id), eq(jobAds.schoolId, actor.school.id)))
      .for('update');
    if (!current || accessTo(actor, current) === 'none') throw notFound();
    const item = { state: current.state as PublicationState, validated: current.validated };
    if (!canDeletePublication(item, publicationActor(actor, current.authorId))) throw forbidden();
    await tx.delete(jobAds).where(eq(jobAds.id, current.id));
    await actor.emit(tx, 'job_ad.deleted', {
      jobAdId: current.id,
      authorId: current.authorId,
      status: statusOf(current),
    });
  });
}

/** The ad as the actor reads it after a change. */
export async function readBack(db: Db, actor: Actor, id: number): Promise<JobAdRow> {
  const row = await findJobAd(db, { schoolId: actor.school.id, id, viewerId: actor.user.id });
  if (!row) throw notFound();
  return row;
}
