import {
  DOCUMENT_MIME_TYPES,
  type DocumentFormat,
  detectDocumentFormat,
  JOB_MESSAGES,
  type JobAdStatus,
  type PublicationDecision,
} from '@alumni/domain';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobAds } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { readMedia } from '../../platform/images.ts';
import { pagedQuery } from '../../platform/paged-query.ts';
import type { SchedulePublication } from '../../platform/publication/scheduling.ts';
import { reviewItem } from '../../platform/publication/transitions.ts';
import { countView } from '../../platform/views.ts';
import { readBack } from './ads.service.ts';
import { publicationActor } from './policy.ts';
import { jobAdsArea } from './publication.ts';
import {
  accessTo,
  findJobAd,
  historyOf,
  type JobAdRow,
  listableCondition,
  selectJobAds,
} from './store.ts';

/**
 * Reading job ads (spec 1 §2 Jobs "list, details"; issue 15 item 6 "filters contract,
 * sector, experience, city, date, text"), their history, and a Jobs validator's decision
 * through the shared workflow.
 */

/** A list query as the routes parse it. */
export interface JobAdListQuery {
  contract_type?: string | undefined;
  sector?: string | undefined;
  experience?: string | undefined;
  city?: string | undefined;
  q?: string | undefined;
  status: JobAdStatus;
  mine?: boolean | undefined;
  page: number;
  page_size: number;
}

/** `text` as a LIKE pattern matching it anywhere, its own wildcards escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** SQL: `column` contains `text`, whatever the case and accents. */
const contains = (column: SQL | typeof jobAds.city, text: string) =>
  sql`unaccent(${column}) ilike unaccent(${containing(text)})`;

/**
 * A page of the school's ads of one status (default active), newest publication first, with
 * the total. Published statuses: what the actor may open; others: their own, everyone's for
 * validators and admins. Filters: contract type, sector, experience, city, text (position,
 * company, description), `mine`.
 */
export async function listJobAds(
  db: Db,
  actor: Actor,
  query: JobAdListQuery,
): Promise<{ rows: JobAdRow[]; count: number }> {
  const text = query.q
    ? sql`(${contains(sql`${jobAds.position}`, query.q)} or ${contains(sql`${jobAds.company}`, query.q)} or ${contains(sql`${jobAds.description}`, query.q)})`
    : undefined;
  const where = and(
    eq(jobAds.schoolId, actor.school.id),
    listableCondition(actor, query.status),
    query.contract_type ? eq(jobAds.contractType, query.contract_type) : undefined,
    query.sector ? eq(jobAds.sector, query.sector) : undefined,
    query.experience ? eq(jobAds.experience, query.experience) : undefined,
    query.city ? contains(jobAds.city, query.city) : undefined,
    text,
    query.mine ? eq(jobAds.authorId, actor.user.id) : undefined,
  ) as SQL;
  return pagedQuery(
    query,
    selectJobAds(db, actor.user.id)
      .where(where)
      .orderBy(sql`coalesce(${jobAds.publishAt}, ${jobAds.createdAt}) desc`, desc(jobAds.id))
      .$dynamic(),
    db.select({ count: count() }).from(jobAds).where(where),
  );
}

/** Ad `id` as the actor may open it: 404; 403 "restricted access" (spec 2 §8). */
export async function getJobAd(db: Db, actor: Actor, id: number): Promise<JobAdRow> {
  const row = await findJobAd(db, { schoolId: actor.school.id, id, viewerId: actor.user.id });
  if (!row) throw notFound();
  const access = accessTo(actor, row);
  if (access === 'none') throw notFound();
  if (access === 'restricted') throw forbidden(JOB_MESSAGES[actor.locale].restricted);
  return row;
}

/**
 * Ad `id` opened by the actor (its page or details modal): as getJobAd, counting one view
 * the first time each member (`viewer`, platform/views.ts viewerKey) other than its author
 * opens it (shown when
 * the school has `show_views_jobads`).
 */
export async function viewJobAd(
  db: Db,
  actor: Actor,
  id: number,
  viewer: string,
): Promise<JobAdRow> {
  const row = await getJobAd(db, actor, id);
  if (actor.user.id === row.authorId) return row;
  const item = { schoolId: actor.school.id, type: 'jobad' as const, id: row.id, viewer };
  const counted = await countView(db, item, (tx) =>
    tx
      .update(jobAds)
      .set({ viewCount: sql`${jobAds.viewCount} + 1` })
      .where(eq(jobAds.id, row.id)),
  );
  if (counted) row.viewCount += 1;
  return row;
}

/** Ad `id`'s history, for whoever may open it. */
export async function jobAdHistory(db: Db, actor: Actor, id: number) {
  const row = await getJobAd(db, actor, id);
  return historyOf(db, row.id);
}

/**
 * A Jobs validator decides pending ad `id` (spec 2 §6; issue 15 item 2 "refusal with
 * reason") through the shared workflow (platform/publication reviewItem): validated, it is
 * published at its date; refused, it goes back to its author. 404; 403; 400; 409 when
 * decided meanwhile. Returns the ad.
 */
export async function reviewJobAd(
  db: Db,
  actor: Actor,
  input: { id: number; decision: PublicationDecision; reason: string; reasons?: number[] },
  schedule: SchedulePublication,
): Promise<JobAdRow> {
  const decided = await reviewItem(db, actor, jobAdsArea, input, {
    who: (authorId) => publicationActor(actor, authorId),
    schedule,
  });
  return readBack(db, actor, decided.id);
}

/**
 * The document attached to ad `id` (spec 1 §3 Job ad "attachment"), for whoever may open the
 * ad: its bytes, type (from its bytes) and name. 404 for an ad without one or one the actor
 * cannot open; 403 restricted.
 */
export async function readJobAdAttachment(
  db: Db,
  actor: Actor,
  opts: { id: number; mediaRoot: string },
): Promise<{ data: Buffer; contentType: string; fileName: string }> {
  const row = await getJobAd(db, actor, opts.id);
  const data = row.attachmentKey ? await readMedia(opts.mediaRoot, row.attachmentKey) : null;
  const format: DocumentFormat | null = data ? detectDocumentFormat(data) : null;
  if (!data || !format) throw notFound();
  return {
    data,
    contentType: DOCUMENT_MIME_TYPES[format],
    fileName: row.attachmentName ?? `document.${format}`,
  };
}
