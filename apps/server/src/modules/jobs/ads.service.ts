import { JOB_LIST_FIELDS, type JobAdData, type JobListField } from '@alumni/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { notFound } from '../../platform/errors.ts';
import { audienceFilters } from '../../platform/publication/filters.ts';
import { createItem, editItem, removeItem } from '../../platform/publication/saves.ts';
import type { SchedulePublication } from '../../platform/publication/scheduling.ts';
import { checkStaticOptions } from '../static-lists/index.ts';
import { jobFileOf, logoOf } from './files.ts';
import { jobAdsArea } from './publication.ts';
import { accessTo, findJobAd, type JobAdRecord, type JobAdRow, statusOf } from './store.ts';

/**
 * Writing job ads (spec 1 §5 Job, §4 Publication and Job ad; issue 15 items 1 and 2) under
 * the shared publication workflow (platform/publication saves.ts, `jobAdsArea`): a
 * non-validator's ad waits for a Jobs validator when the school has `validate_jobads`, a
 * validator's is published and validated, otherwise it is published at once (at its date).
 * The ad and its history row are written in one transaction.
 */

/** What the write services need besides the database: the media folder and the scheduler. */
export interface JobDeps {
  mediaRoot: string;
  schedule: SchedulePublication;
}

/** The code an ad stores in list field `field`. */
function currentCode(ad: JobAdRecord, field: JobListField): string {
  if (field === 'contract_type') return ad.contractType;
  return ad[field];
}

/**
 * Checks that the ad's list fields name options of the school's lists, on the transaction
 * that writes the ad (their key share locks make an admin deleting one meanwhile wait, then
 * count the ad): 400 `{[field]: ["Choose an option of the school's list."]}` for each that
 * does not. A field an edit leaves as it was is not checked again (its option may have been
 * renamed; it cannot have been deleted while the ad used it).
 */
async function checkListFields(db: Db, actor: Actor, input: JobAdData, current?: JobAdRecord) {
  await checkStaticOptions(
    db,
    actor.school.id,
    (Object.keys(JOB_LIST_FIELDS) as JobListField[])
      .filter((field) => !current || input[field] !== currentCode(current, field))
      .map((field) => ({ scope: JOB_LIST_FIELDS[field], code: input[field], field })),
  );
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
  const filters = await audienceFilters(db, actor, jobAdsArea, input);
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
 * actor is no Jobs validator) or published (now, or scheduled at `publish_at`); its contract
 * type, sector, experience and role options of the school's lists. Returns the ad; 400 per
 * field; 403.
 */
export async function createJobAd(
  db: Db,
  actor: Actor,
  input: JobAdData,
  deps: JobDeps,
): Promise<JobAdRow> {
  const created = await createItem(
    db,
    actor,
    jobAdsArea,
    {
      draft: input.draft,
      values: () => columnsOf(db, actor, input, deps),
      also: (tx) => checkListFields(tx, actor, input),
    },
    { schedule: deps.schedule },
  );
  return readBack(db, actor, created.id);
}

/**
 * The actor replaces ad `id`'s fields (spec 1 §4) through the shared workflow (platform/
 * publication saves.ts editItem): drafts, pending and refused ads by their author
 * (resubmitted unless `draft`) or a Jobs validator (who validates); a validated ad by an
 * admin, once (409 after). Under the ad's row lock, with its history row; a date moved to
 * the future starts its 90 days again then. Returns the ad; 404; 403; 400 per field.
 */
export async function editJobAd(
  db: Db,
  actor: Actor,
  input: JobAdData & { id: number },
  deps: JobDeps,
): Promise<JobAdRow> {
  const saved = await editItem(
    db,
    actor,
    jobAdsArea,
    {
      id: input.id,
      draft: input.draft,
      change: async (tx, current) => {
        await checkListFields(tx, actor, input, current);
        return columnsOf(tx, actor, input, { mediaRoot: deps.mediaRoot, current });
      },
    },
    { schedule: deps.schedule, sees: (row) => accessTo(actor, row) !== 'none' },
  );
  return readBack(db, actor, saved.id);
}

/**
 * Deletes ad `id` with its applications and history (spec 1 §4 "a refused item is edited by
 * its author and resubmitted, or deleted"): its author unless it was validated and
 * published, school admins always (domain canDeletePublication); its feed card goes with it
 * (`job_ad.deleted`). 404; 403.
 */
export async function removeJobAd(db: Db, actor: Actor, id: number): Promise<void> {
  await removeItem(db, actor, jobAdsArea, id, {
    sees: (row) => accessTo(actor, row) !== 'none',
    status: statusOf,
  });
}

/** The ad as the actor reads it after a change. */
export async function readBack(db: Db, actor: Actor, id: number): Promise<JobAdRow> {
  const row = await findJobAd(db, { schoolId: actor.school.id, id, viewerId: actor.user.id });
  if (!row) throw notFound();
  return row;
}
