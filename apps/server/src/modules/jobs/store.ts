import {
  type JobAdStatus,
  type JobClosure,
  jobAdStatus,
  type PublicationState,
  passesArticleFilters,
} from '@alumni/domain';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobAds, jobApplications, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { areaQueries, type HistoryRow } from '../../platform/publication/store.ts';
import { isRecruiter, membershipsOf, seesAllJobAds } from './policy.ts';
import { jobAdsArea } from './publication.ts';

/**
 * Job ads in storage (issue 15): the row every read selects (author, last refusal reason,
 * whether the viewer applied), the SQL of each job ad status, who sees which ad, and the
 * history (platform/publication).
 */

const queries = areaQueries(jobAdsArea);

export type JobAdRecord = typeof jobAds.$inferSelect;

export interface JobAdRow extends JobAdRecord {
  author: { id: number; firstName: string; lastName: string; picture: string | null };
  refusalReason: string | null;
  applied: boolean;
}

/** Job ads joined with their authors, as `viewerId` reads them. */
export const selectJobAds = (db: Db, viewerId: number) =>
  db
    .select({
      ...getTableColumns(jobAds),
      author: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        picture: users.picture,
      },
      refusalReason: queries.refusalReason(),
      applied: sql<boolean>`exists (select 1 from ${jobApplications} a where a.job_ad_id = ${jobAds.id} and a.user_id = ${viewerId})`,
    })
    .from(jobAds)
    .innerJoin(users, eq(users.id, jobAds.authorId));

/** The status of a stored ad now (domain jobAdStatus). */
export const statusOf = (
  row: Pick<JobAdRecord, 'state' | 'closure' | 'publishAt'>,
  now = new Date(),
) =>
  jobAdStatus(
    {
      state: row.state as PublicationState,
      closure: row.closure as JobClosure | null,
      publishAt: row.publishAt,
    },
    now,
  );

/** SQL of an ad's status at the database's `now()` (domain jobAdStatus). */
export function statusCondition(status: JobAdStatus): SQL {
  const published = queries.statusCondition('published');
  switch (status) {
    case 'active':
      return sql`(${published} and ${jobAds.closure} is null)`;
    case 'inactive':
      return sql`(${published} and ${jobAds.closure} = 'archived')`;
    case 'filled':
      return sql`(${published} and ${jobAds.closure} = 'filled')`;
    default:
      return queries.statusCondition(status);
  }
}

/** An ad's history, oldest first, with each actor. */
export const historyOf = queries.historyOf;
export type { HistoryRow };

/** Whether the actor sees every ad whatever its status and filters (author, validator, admin). */
export const bypasses = (actor: Actor, authorId: number) =>
  actor.user.id === authorId || seesAllJobAds(actor);

const filtersOf = (row: JobAdRecord) => ({ degrees: row.filterDegrees, roles: row.filterRoles });

/**
 * What the actor gets of one ad: it, a "restricted access" answer (spec 2 §8), or nothing.
 * Members see published ads (active, inactive or filled) whose filters they pass; external
 * recruiters only their own.
 */
export function accessTo(actor: Actor, row: JobAdRecord): 'ok' | 'restricted' | 'none' {
  if (bypasses(actor, row.authorId)) return 'ok';
  if (isRecruiter(actor)) return 'none';
  if (!['active', 'inactive', 'filled'].includes(statusOf(row))) return 'none';
  if (!actor.school.hasFilterJobads) return 'ok';
  return passesArticleFilters(filtersOf(row), membershipsOf(actor)) ? 'ok' : 'restricted';
}

/** SQL: the ads of `status` the actor may list (filters applied as accessTo does). */
export function listableCondition(actor: Actor, status: JobAdStatus): SQL {
  const condition = statusCondition(status);
  if (seesAllJobAds(actor)) return condition;
  if (isRecruiter(actor)) return sql`(${condition} and ${jobAds.authorId} = ${actor.user.id})`;
  const published = ['active', 'inactive', 'filled'].includes(status);
  if (!published) return sql`(${condition} and ${jobAds.authorId} = ${actor.user.id})`;
  if (!actor.school.hasFilterJobads) return condition;
  const memberships = membershipsOf(actor);
  const degrees = memberships.flatMap((m) => (m.degreeId === null ? [] : [m.degreeId]));
  const degreeList = sql.raw(`'{${degrees.join(',')}}'::integer[]`);
  const roleList = sql.raw(`'{${memberships.map((m) => m.role).join(',')}}'::integer[]`);
  return sql`(${condition} and (${jobAds.authorId} = ${actor.user.id} or (
    (cardinality(${jobAds.filterDegrees}) = 0 or ${jobAds.filterDegrees} && ${degreeList})
    and (cardinality(${jobAds.filterRoles}) = 0 or ${jobAds.filterRoles} && ${roleList}))))`;
}

/** One ad of the school by id as `viewerId` reads it, or null. */
export async function findJobAd(
  db: Db,
  opts: { schoolId: number; id: number; viewerId: number },
): Promise<JobAdRow | null> {
  const [row] = await selectJobAds(db, opts.viewerId)
    .where(and(eq(jobAds.id, opts.id), eq(jobAds.schoolId, opts.schoolId)))
    .limit(1);
  return row ?? null;
}
